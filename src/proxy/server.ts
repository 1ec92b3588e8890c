// The validating proxy: forwards each request unchanged, judges the answer, reports what breaks a rule.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import { forward, UpstreamFailure } from './forward';
import { AnswerJudge } from './checkAnswer';
import { clockOfAnswer, listingValidator, readingsOf } from '../rules';
import type { Profile } from '../core/profile';
import { clientProblems, requestDocument } from './checkClientRequest';
import { ProxyReport, reportedRequest } from './report';

export interface ProxyOptions {
  upstream: URL;
  timeoutMs: number;
  timezone?: string;
  /** What the rulebook judges: `spec`, only what the documentation states; `mock`, the mock's own choices too. */
  profile: Profile;
  /** A violating answer becomes a 502 listing the violations. */
  errors: boolean;
  /** A request the real API would refuse is answered 400 here, not forwarded. */
  blockInvalid: boolean;
}

export const REPORT_PATH = '/__proxy/report';
export const VIOLATIONS_HEADER = 'X-Contract-Violations';

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** The body as text for the checks; the client still gets the bytes as they came. */
function bodyText(body: Buffer, encoding: string | null): string {
  const decode = encoding ? DECODERS[encoding] : undefined;
  try {
    return (decode ? decode(body) : body).toString('utf8');
  } catch {
    return '';
  }
}

function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }).end(text);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Reads openapi.yaml, compiles the validators and loads luxon's zones before the first request, which would otherwise wait ~0.9 s for them. */
export function prepareChecks(profile: Profile, timezone?: string): void {
  requestDocument();
  listingValidator(readingsOf(profile).schema);
  clockOfAnswer(new Headers({ Date: new Date(0).toUTCString() }), timezone);
}

/** The proxy's request handler, for node:http's createServer. */
export function proxyHandler(options: ProxyOptions, report: ProxyReport): RequestListener {
  const judge = new AnswerJudge({ profile: options.profile, timezone: options.timezone });
  return async (request, response) => {
    if (request.url === REPORT_PATH) return sendJson(response, 200, report.counts);
    const url = new URL(request.url ?? '/', options.upstream);
    const reported = reportedRequest(request.method ?? 'GET', `${url.pathname}${url.search}`, request.headers.authorization);
    const problems = clientProblems(request, url);
    if (problems.length > 0) {
      report.clientProblem(reported, problems);
      if (options.blockInvalid) return sendJson(response, 400, { proxy: 'release-pages-proxy', clientProblems: problems });
    }
    let answer;
    try {
      answer = await forward(url, request, await readBody(request), options.timeoutMs);
    } catch (error) {
      const problem = error instanceof UpstreamFailure ? error.message : String(error);
      report.upstreamFailure(reported, problem);
      return sendJson(response, 502, { proxy: 'release-pages-proxy', problem });
    }
    const headers = new Headers();
    for (let i = 0; i < answer.rawHeaders.length; i += 2) headers.append(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    const verdict = judge.judge(url, request.method ?? 'GET', request.headers.authorization ?? null, { status: answer.status, headers, text: bodyText(answer.body, headers.get('content-encoding')) });
    report.answer(reported, verdict);
    if (options.errors && verdict.violations.length > 0) {
      return sendJson(response, 502, { proxy: 'release-pages-proxy', upstreamStatus: answer.status, violations: verdict.violations }, { [VIOLATIONS_HEADER]: String(verdict.violations.length) });
    }
    response.writeHead(answer.status, [...answer.rawHeaders, VIOLATIONS_HEADER, String(verdict.violations.length)]).end(answer.body);
  };
}
