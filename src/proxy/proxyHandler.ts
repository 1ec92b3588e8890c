// The validating proxy: forwards each request unchanged, judges the answer, reports what breaks a rule.
import { statusOf } from '../core/errors';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import type { CheckOutcome } from './checkJob';
import type { CheckQueue } from './checkQueue';
import { FairQueue } from './fairQueue';
import { BodyTooLarge, ClientGone, forward, UpstreamFailure, type UpstreamAnswer } from './forward';
import type { Profile } from '../core/profile';
import { clientProblems } from './clientProblems';
import type { ProxyLimits } from './limits';
import { ProxyReport, reportedRequest, type ReportedRequest } from './report';
import { requestBody, type RequestBody } from './requestBody';
import { REPORT_PATH, VIOLATIONS_HEADER } from './names';
import type { AnswerVerdict } from '../rules';
import { refusedTarget } from './refusedTarget';

export interface ProxyOptions {
  upstream: URL;
  /** The keep-alive connections to the upstream (upstreamPool): the only way a request leaves the proxy. */
  pool: Pool;
  limits: ProxyLimits;
  timezone?: string;
  /** What the rulebook judges: `spec`, only what the documentation states; `mock`, the mock's own choices too. */
  profile: Profile;
  /** A violating answer becomes a 502 listing the violations (each answer waits for its verdict, as with violationsHeader). */
  errors: boolean;
  /** Each answer waits for its verdict (at most limits.verdictWaitMs) to carry X-Contract-Violations; without it answers go on at once. */
  violationsHeader: boolean;
  /** A request the real API would refuse is answered 400 here, not forwarded. */
  blockInvalid: boolean;
  /** The checks thread's nice value (0: the process's priority). */
  checksNice: number;
}

export { REPORT_PATH, VIOLATIONS_HEADER } from './names';
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
function refuseBody(report: ProxyReport, reported: ReportedRequest, request: IncomingMessage, response: ServerResponse, refusal: BodyTooLarge): void {
  report.refused(reported, refusal.message);
  sendJson(response, refusal.statusCode ?? 413, { proxy: PROXY, problem: refusal.message });
  lingerThenClose(request);
}

/** The options and the proxy's checks thread (its query rules remember the answers seen). */
type Judging = ProxyOptions & { checks: CheckQueue };

/**
 * One request forwarded and its answer judged and sent: a client that does not take its answer
 * within --timeout of its sending is cut, so that it cannot hold its turn.
 */
async function exchange(
  options: Judging,
  report: ProxyReport,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  reported: ReportedRequest,
): Promise<void> {
  const { limits } = options;
  // With --block-invalid the request's problems decide the answer, here; without, the checks thread
  // judges them with the answer, and this thread only where no answer reaches it.
  const judgeRequestHere = () => {
    const problems = clientProblems(request.method ?? 'GET', `${url.pathname}${url.search}`, request.headers.authorization, options.profile);
    if (problems.length > 0) report.clientProblem(reported, problems);
    return problems;
  };
  if (options.blockInvalid) {
    const problems = judgeRequestHere();
    if (problems.length > 0) return sendJson(response, statusOf('RPP_REQUEST_REFUSED')!, { proxy: PROXY, clientProblems: problems });
  }
  const unjudged = options.blockInvalid ? () => undefined : judgeRequestHere;
  const body = requestBody(request, limits.maxBodyBytes);
  if (body === 'too-large') {
    unjudged();
    return refuseBody(report, reported, request, response, new BodyTooLarge('RPP_BODY_TOO_LARGE', limits.maxBodyBytes));
  }
  const gone = new AbortController();
  // Only a client that left before its answer was written aborts: an abort makes a DOMException
  // (with its stack) and runs the exchange's listeners, work a finished answer need not pay for.
  response.once('close', () => response.writableFinished || gone.abort());
  await answerClient(options, report, { request, response, url, reported, unjudged }, body, gone.signal);
  if (response.writableFinished || response.destroyed) return;
  // The answer is written: the client gets --timeout to take it, then it is cut.
  const cut = setTimeout(() => response.destroy(), limits.timeoutMs);
  await new Promise((resolve) => response.once('close', resolve));
  clearTimeout(cut);
}

/** One client's request and its answer, as the report shows it; `unjudged` reports the request's problems where its answer does not reach the checks thread. */
interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  reported: ReportedRequest;
  unjudged: () => void;
}

/** Forwards, judges and answers (or answers why not). */
async function answerClient(
  options: Judging,
  report: ProxyReport,
  { request, response, url, reported, unjudged }: Exchange,
  body: RequestBody,
  gone: AbortSignal,
): Promise<void> {
  const { limits } = options;
  const method = request.method ?? 'GET';
  let answer;
  try {
    answer = await forward(options.pool, request.url ?? '/', request, body, limits, gone);
  } catch (error) {
    unjudged();
    if (error instanceof ClientGone) return;
    if (error instanceof BodyTooLarge) return refuseBody(report, reported, request, response, error);
    const failure = error instanceof UpstreamFailure ? error : new UpstreamFailure('RPP_UPSTREAM_FAILED', String(error));
    report.upstreamFailure(reported, failure.message);
    return sendJson(response, failure.statusCode ?? 502, { proxy: PROXY, problem: failure.message });
  }
  const waits = options.errors || options.violationsHeader;
  const job = {
    url: url.href,
    method,
    authorization: request.headers.authorization ?? null,
    status: answer.status,
    headers: answer.headers,
    body: answer.body,
    judgeRequest: !options.blockInvalid,
  };
  // With no verdict to wait for, the answer goes out first, and its buffer goes to the checks thread
  // once the response is over (transferred when its write finished, copied when it was cut).
  if (!waits) passOn(response, answer);
  const place = options.checks.reserve(job);
  if (!place) {
    unjudged();
    report.unchecked(reported, `${options.checks.maxQueued} answers were already waiting for the checks (--max-queued-checks): passed on unjudged`);
    if (waits) passOn(response, answer);
    return;
  }
  if (waits || response.destroyed) place.handOver(false);
  else response.once('close', () => place.handOver(response.writableFinished));
  const outcome = place.done;
  const recorded = outcome.then((settled) => record(report, reported, settled));
  if (!waits) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), limits.verdictWaitMs)));
  const verdict = await Promise.race([recorded, late]);
  clearTimeout(timer);
  // No verdict in time, or none to give: the answer goes on as it came, its verdict counted when it comes.
  if (verdict === undefined) return passOn(response, answer);
  if (options.errors && verdict.violations.length > 0) {
    return sendJson(
      response,
      statusOf('RPP_ANSWER_VIOLATES')!,
      { proxy: PROXY, upstreamStatus: answer.status, violations: verdict.violations },
      { [VIOLATIONS_HEADER]: String(verdict.violations.length) },
    );
  }
  response.writeHead(answer.status, [...answer.headers, VIOLATIONS_HEADER, String(verdict.violations.length)]).end(answer.body);
}

/** The answer as it came, byte for byte. */
const passOn = (response: ServerResponse, answer: UpstreamAnswer) => void response.writeHead(answer.status, answer.headers).end(answer.body);

/** The outcome in the report; the verdict, when there is one. */
function record(report: ProxyReport, reported: ReportedRequest, outcome: CheckOutcome): AnswerVerdict | undefined {
  if (outcome.clientProblems && outcome.clientProblems.length > 0) report.clientProblem(reported, outcome.clientProblems);
  // Judged no further, passed on as it came: the report says why it went unjudged.
  if ('unchecked' in outcome) {
    report.unchecked(reported, outcome.unchecked);
    return undefined;
  }
  report.answer(reported, outcome.verdict);
  return outcome.verdict;
}

/** The proxy's request handler, for node:http's createServer. */
export function proxyHandler(options: ProxyOptions, report: ProxyReport, checks: CheckQueue): RequestListener {
  // One turn per upstream connection: the answers held at once (forwarded, then sent) are as many.
  const turns = new FairQueue(options.limits.upstreamConnections);
  const judging: Judging = { ...options, checks };
  return async (request, response) => {
    const method = request.method ?? 'GET';
    const target = request.url ?? '/';
    // The counts include every answer sent before this request: its checks are waited for (at most --max-queued-checks of them).
    if (target === REPORT_PATH) return checks.settled().then(() => sendJson(response, 200, report.counts));
    const refusal = refusedTarget(method, target, options.upstream);
    if (refusal) {
      report.refused(reportedRequest(method, target, request.headers.authorization), refusal);
      return sendJson(response, statusOf('RPP_TARGET_REFUSED')!, { proxy: PROXY, problem: refusal });
    }
    const url = new URL(target, options.upstream);
    const reported = reportedRequest(method, `${url.pathname}${url.search}`, request.headers.authorization);
    // Everything past the refusal waits for the client's turn: a flood from one client is checked, forwarded and answered in its own line.
    await turns.run(request.socket.remoteAddress ?? '', () => exchange(judging, report, request, response, url, reported));
  };
}
