// Forwards one request to the upstream through a bounded keep-alive pool (undici), and reads the
// whole answer within the answer-size bound and the deadlines.
import type { IncomingMessage } from 'node:http';
import { Pool } from 'undici';
import type { ProxyLimits } from './limits';
import type { RequestBody } from './requestBody';
import { AnswerGathering, type GatheredAnswer } from './answerGathering';
import { CodedError, type ErrorCode } from '../core/errors';

export interface UpstreamAnswer {
  status: number;
  /** Header names and values, alternating (hop-by-hop ones dropped). */
  headers: string[];
  /** The whole body; its ArrayBuffer holds nothing else (it can be transferred once sent). */
  body: Buffer;
}

/** Thrown when no whole answer came: the text says what happened, and which bound it met; the code's status is the answer's (502). */
export class UpstreamFailure<C extends ErrorCode = ErrorCode> extends CodedError<C> {}
/** Thrown when the client's body went past --max-body-size while it was streamed upstream (413). */
export class BodyTooLarge<C extends ErrorCode = ErrorCode> extends CodedError<C> {}
/** Thrown when the client left: there is no one to answer. */
export class ClientGone extends Error {}

/** Headers of one connection, not of the message: never passed on (RFC 9110 §7.6.1). `expect` is answered by the proxy's own server. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'expect']);

/** The pairs of `pairs` that are end to end: not hop-by-hop, not named by the message's own `Connection`, not in `also`. */
function endToEnd(pairs: string[], also: readonly string[] = []): string[] {
  // A set of its own only for a message that names more in its Connection header: a rare one.
  let dropped: ReadonlySet<string> = HOP_BY_HOP;
  for (let i = 0; i < pairs.length; i += 2) {
    if (pairs[i].toLowerCase() === 'connection') dropped = new Set([...dropped, ...pairs[i + 1].split(',').map((name) => name.trim().toLowerCase())]);
  }
  const kept: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const name = pairs[i].toLowerCase();
    if (!dropped.has(name) && !also.includes(name)) kept.push(pairs[i], pairs[i + 1]);
  }
  return kept;
}

/** The pool every request to the upstream goes through: at most `upstreamConnections`, each kept alive; it can reach the upstream's origin only. */
export const upstreamPool = (upstream: URL, limits: ProxyLimits): Pool =>
  new Pool(upstream.origin, {
    connections: limits.upstreamConnections,
    headersTimeout: limits.firstByteTimeoutMs,
    bodyTimeout: limits.firstByteTimeoutMs,
    maxResponseSize: limits.maxAnswerBytes,
  });

/** undici's parsed headers as name and value pairs, a repeated header's values in turn. */
function headerPairs(headers: GatheredAnswer['headers']): string[] {
  const pairs: string[] = [];
  for (const name in headers) {
    const value = headers[name];
    if (Array.isArray(value)) for (const one of value) pairs.push(name, one);
    else pairs.push(name, value ?? '');
  }
  return pairs;
}

const code = (error: unknown) => (error as { code?: string }).code;

/** What went wrong, in the 502's words, naming the flag whose bound was met. */
function failure(error: unknown, limits: ProxyLimits, answering: boolean): UpstreamFailure {
  switch (code(error)) {
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new UpstreamFailure('RPP_UPSTREAM_NO_HEADERS', limits.firstByteTimeoutMs);
    case 'UND_ERR_BODY_TIMEOUT':
      return new UpstreamFailure('RPP_UPSTREAM_PAUSED', limits.firstByteTimeoutMs);
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return new UpstreamFailure('RPP_UPSTREAM_ANSWER_TOO_LARGE', limits.maxAnswerBytes);
    case 'UND_ERR_HEADERS_OVERFLOW':
      return new UpstreamFailure('RPP_UPSTREAM_HEADERS_TOO_LARGE');
  }
  if (answering) return new UpstreamFailure('RPP_UPSTREAM_CLOSED');
  return new UpstreamFailure('RPP_UPSTREAM_FAILED', error instanceof Error ? error.message : String(error));
}

/**
 * Sends `request` to the pool's upstream at `target` (the path and query, as they came) with its
 * end-to-end headers (Authorization and cookies included: the pool reaches no other host) and
 * `body`, and resolves with the whole answer. Rejects with an UpstreamFailure, BodyTooLarge or
 * ClientGone; `gone` aborts the exchange when the client leaves.
 */
export async function forward(
  pool: Pool,
  target: string,
  request: IncomingMessage,
  body: RequestBody,
  limits: ProxyLimits,
  gone: AbortSignal,
): Promise<UpstreamAnswer> {
  let late = false;
  let settle!: { resolve: (answer: GatheredAnswer) => void; reject: (error: Error) => void };
  const done = new Promise<GatheredAnswer>((resolve, reject) => (settle = { resolve, reject }));
  const gathering = new AnswerGathering(limits.maxAnswerBytes, settle.resolve, settle.reject);
  // One timer cleared at the end and one listener removed: AbortSignal.timeout's timer and signal
  // lived the whole --timeout after each answer.
  const deadline = setTimeout(() => {
    late = true;
    gathering.abort(new Error('--timeout'));
  }, limits.timeoutMs);
  const leave = () => gathering.abort(new Error('the client left'));
  if (gone.aborted) leave();
  gone.addEventListener('abort', leave);
  try {
    pool.dispatch({ path: target, method: request.method ?? 'GET', headers: endToEnd(request.rawHeaders, ['host']), body: body.stream }, gathering);
    const answer = await done;
    return { status: answer.status, headers: endToEnd(headerPairs(answer.headers)), body: answer.body };
  } catch (error) {
    if (body.exceeded()) throw new BodyTooLarge('RPP_BODY_TOO_LARGE', limits.maxBodyBytes);
    if (gone.aborted) throw new ClientGone();
    if (late) throw new UpstreamFailure('RPP_UPSTREAM_TIMEOUT', limits.timeoutMs);
    throw failure(error, limits, gathering.answering);
  } finally {
    clearTimeout(deadline);
    gone.removeEventListener('abort', leave);
  }
}
