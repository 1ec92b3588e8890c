// The validating proxy: forwards each request unchanged, judges the answer, reports what breaks a rule.
import type { RequestListener, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import { answerText } from './answerText';
import { BodyTooLarge, ClientGone, forward, UpstreamFailure } from './forward';
import { checkListingAnswer, listingValidator } from './checkAnswer';
import { clientProblems, requestDocument } from './checkClientRequest';
import type { ProxyLimits } from './limits';
import { ProxyReport, reportedRequest } from './report';
import { requestBody } from './requestBody';
import { refusedTarget } from './requestTarget';

export interface ProxyOptions {
  upstream: URL;
  /** The keep-alive connections to the upstream (upstreamPool): the only way a request leaves the proxy. */
  pool: Pool;
  limits: ProxyLimits;
  timezone?: string;
  /** A violating answer becomes a 502 listing the violations. */
  errors: boolean;
  /** A request the real API would refuse is answered 400 here, not forwarded. */
  blockInvalid: boolean;
}

export const REPORT_PATH = '/__proxy/report';
export const VIOLATIONS_HEADER = 'X-Contract-Violations';
const PROXY = 'release-pages-proxy';

function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }).end(text);
}

/** Reads openapi.yaml and compiles the validators before the first request, which would otherwise wait ~0.7 s for them. */
export function prepareChecks(): void {
  requestDocument();
  listingValidator();
}

/** The proxy's request handler, for node:http's createServer. */
export function proxyHandler(options: ProxyOptions, report: ProxyReport): RequestListener {
  const { limits } = options;
  return async (request, response) => {
    const method = request.method ?? 'GET';
    const target = request.url ?? '/';
    if (target === REPORT_PATH) return sendJson(response, 200, report.counts);
    const refusal = refusedTarget(method, target, options.upstream);
    if (refusal) {
      report.refused(reportedRequest(method, target, request.headers.authorization), refusal);
      return sendJson(response, 400, { proxy: PROXY, problem: refusal });
    }
    const url = new URL(target, options.upstream);
    const reported = reportedRequest(method, `${url.pathname}${url.search}`, request.headers.authorization);
    const problems = clientProblems(request, url);
    if (problems.length > 0) {
      report.clientProblem(reported, problems);
      if (options.blockInvalid) return sendJson(response, 400, { proxy: PROXY, clientProblems: problems });
    }
    // A body past its bound is not read on: the connection closes after the 413.
    const tooLarge = (problem: string) => {
      report.refused(reported, problem);
      sendJson(response, 413, { proxy: PROXY, problem }, { Connection: 'close' });
    };
    const body = requestBody(request, limits.maxBodyBytes);
    if (body === 'too-large') return tooLarge(`the request body is larger than ${limits.maxBodyBytes} bytes (--max-body-size)`);
    const gone = new AbortController();
    response.once('close', () => gone.abort());
    let answer;
    try {
      answer = await forward(options.pool, target, request, body, limits, gone.signal);
    } catch (error) {
      if (error instanceof ClientGone) return;
      if (error instanceof BodyTooLarge) return tooLarge(error.message);
      const problem = error instanceof UpstreamFailure ? error.message : String(error);
      report.upstreamFailure(reported, problem);
      return sendJson(response, 502, { proxy: PROXY, problem });
    }
    const headers = new Headers();
    for (let i = 0; i < answer.headers.length; i += 2) headers.append(answer.headers[i], answer.headers[i + 1]);
    const text = answerText(answer.body, headers.get('content-encoding'), limits.maxInflatedBytes);
    if ('unchecked' in text) {
      // Judged no further, passed on as it came: the client still gets its answer, the report says why it went unjudged.
      report.unchecked(reported, text.unchecked);
      return response.writeHead(answer.status, answer.headers).end(answer.body);
    }
    const verdict = checkListingAnswer(url, method, { status: answer.status, headers, text: text.text }, options.timezone);
    report.answer(reported, verdict);
    if (options.errors && verdict.violations.length > 0) {
      return sendJson(response, 502, { proxy: PROXY, upstreamStatus: answer.status, violations: verdict.violations }, { [VIOLATIONS_HEADER]: String(verdict.violations.length) });
    }
    response.writeHead(answer.status, [...answer.headers, VIOLATIONS_HEADER, String(verdict.violations.length)]).end(answer.body);
  };
}
