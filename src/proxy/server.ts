// The validating proxy: forwards each request unchanged, judges the answer, reports what breaks a rule.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import { answerText } from './answerText';
import { FairQueue } from './fairQueue';
import { BodyTooLarge, ClientGone, forward, UpstreamFailure } from './forward';
import { checkListingAnswer, listingValidator } from './checkAnswer';
import { clientProblems, requestDocument } from './checkClientRequest';
import type { ProxyLimits } from './limits';
import { ProxyReport, reportedRequest, type ReportedRequest } from './report';
import { requestBody, type RequestBody } from './requestBody';
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

/** How long the rest of a refused body is read and dropped before its connection is closed. */
const LINGER_MS = 2000;

/**
 * After a 413, Node reads the rest of the body and drops it; a connection still sending after
 * LINGER_MS is closed. Closing at once would reset the connection while the client is still
 * sending, and a reset can discard the 413 before the client reads it (nginx's lingering close).
 */
function lingerThenClose(request: IncomingMessage): void {
  const timer = setTimeout(() => request.socket.destroy(), LINGER_MS);
  request.once('end', () => clearTimeout(timer));
  request.socket.once('close', () => clearTimeout(timer));
}

/** A body past --max-body-size: a 413, counted as a refused request. */
function refuseBody(report: ProxyReport, reported: ReportedRequest, request: IncomingMessage, response: ServerResponse, problem: string): void {
  report.refused(reported, problem);
  sendJson(response, 413, { proxy: PROXY, problem });
  lingerThenClose(request);
}

/** Reads openapi.yaml and compiles the validators before the first request, which would otherwise wait ~0.7 s for them. */
export function prepareChecks(): void {
  requestDocument();
  listingValidator();
}

/**
 * One request forwarded and its answer judged and sent: a client that does not take its answer
 * within --timeout of its sending is cut, so that it cannot hold its turn.
 */
async function exchange(options: ProxyOptions, report: ProxyReport, request: IncomingMessage, response: ServerResponse, url: URL, reported: ReportedRequest): Promise<void> {
  const { limits } = options;
  const problems = clientProblems(request, url);
  if (problems.length > 0) {
    report.clientProblem(reported, problems);
    if (options.blockInvalid) return sendJson(response, 400, { proxy: PROXY, clientProblems: problems });
  }
  const body = requestBody(request, limits.maxBodyBytes);
  if (body === 'too-large') return refuseBody(report, reported, request, response, `the request body is larger than ${limits.maxBodyBytes} bytes (--max-body-size)`);
  const gone = new AbortController();
  response.once('close', () => gone.abort());
  await answerClient(options, report, request, response, url, reported, body, gone.signal);
  if (response.writableFinished || response.destroyed) return;
  // The answer is written: the client gets --timeout to take it, then it is cut.
  const cut = setTimeout(() => response.destroy(), limits.timeoutMs);
  await new Promise((resolve) => response.once('close', resolve));
  clearTimeout(cut);
}

/** Forwards, judges and answers (or answers why not). */
async function answerClient(
  options: ProxyOptions,
  report: ProxyReport,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  reported: ReportedRequest,
  body: RequestBody,
  gone: AbortSignal,
): Promise<void> {
  const { limits } = options;
  const method = request.method ?? 'GET';
  let answer;
  try {
    answer = await forward(options.pool, request.url ?? '/', request, body, limits, gone);
  } catch (error) {
    if (error instanceof ClientGone) return;
    if (error instanceof BodyTooLarge) return refuseBody(report, reported, request, response, error.message);
    const problem = error instanceof UpstreamFailure ? error.message : String(error);
    report.upstreamFailure(reported, problem);
    return sendJson(response, 502, { proxy: PROXY, problem });
  }
  const headers = new Headers();
  for (let i = 0; i < answer.headers.length; i += 2) headers.append(answer.headers[i], answer.headers[i + 1]);
  const text = await answerText(answer.body, headers.get('content-encoding'), limits.maxInflatedBytes);
  if ('unchecked' in text) {
    // Judged no further, passed on as it came: the client still gets its answer, the report says why it went unjudged.
    report.unchecked(reported, text.unchecked);
    response.writeHead(answer.status, answer.headers).end(answer.body);
    return;
  }
  const verdict = checkListingAnswer(url, method, { status: answer.status, headers, text: text.text }, options.timezone);
  report.answer(reported, verdict);
  if (options.errors && verdict.violations.length > 0) {
    return sendJson(response, 502, { proxy: PROXY, upstreamStatus: answer.status, violations: verdict.violations }, { [VIOLATIONS_HEADER]: String(verdict.violations.length) });
  }
  response.writeHead(answer.status, [...answer.headers, VIOLATIONS_HEADER, String(verdict.violations.length)]).end(answer.body);
}

/** The proxy's request handler, for node:http's createServer. */
export function proxyHandler(options: ProxyOptions, report: ProxyReport): RequestListener {
  // One turn per upstream connection: the answers held at once (to be judged, then sent) are as many.
  const turns = new FairQueue(options.limits.upstreamConnections);
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
    // Everything past the refusal waits for the client's turn: a flood from one client is checked, forwarded and answered in its own line.
    await turns.run(request.socket.remoteAddress ?? '', () => exchange(options, report, request, response, url, reported));
  };
}
