// The checkers' HTTP client: bounded concurrency, a request budget, retries with back-off and bounded answers.
import type { Agent } from 'undici';
import { DEFAULT_ANSWER_BOUNDS, BOUND_FLAGS, type AnswerBounds } from './answerBounds';
import { AnswerBoundHit, boundedAgent, readBoundedAnswer } from './boundedAnswer';
import { maskedCurl } from './curl';
import { TOKEN_PLACEHOLDER, type ApiResponse, type RecordedRequest } from './exchange';
import { retryAfterMs } from '../../core/retryAfter';
import { CodedError, type ErrorCode } from '../../core/errors';

/** Each answer's bounds (`answerBounds.ts`; defaults there) are options too. */
export interface PoliteClientOptions extends Partial<AnswerBounds> {
  baseUrl: string;
  token: string;
  /** Requests in flight at once (default 2). */
  concurrency?: number;
  /** Requests the whole run may send, retries included. */
  maxRequests?: number;
  /** Per request, its whole answer included, in ms (default 15 s). */
  timeoutMs?: number;
  /** Retries of a request that met a passing fault (default 3): a reset or timeout, 502, 503, 504, or 429. */
  maxRetries?: number;
  /** The longest `Retry-After` waited for (default 30 s): a longer one ends the run. */
  maxRetryWaitMs?: number;
  /** Requests per second at most, for a gentle run (default: no limit beyond concurrency). */
  rate?: number;
}

/** The run may not send another request: the rule that needed it is skipped. */
export class BudgetExhausted<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/**
 * The server or the network failed in a way no rule is about, and retrying did not help: the run
 * ends (exit code 2). The message is one line saying what came back.
 */
export class ServerFault<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/** Statuses of a passing fault, worth another try after a pause. */
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);
/** Statuses whose pause the server names in Retry-After. */
const RETRY_AFTER_STATUSES = new Set([429, 503]);
const SNIPPET_LENGTH = 100;

/** The first characters of a body, on one line, for a fault's message. */
export const snippet = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
};

/** What a fault answer was: its status, type and first characters, or where it redirected. */
function describeAnswer(response: ApiResponse): string {
  const type = response.headers.get('content-type') ?? 'no Content-Type';
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400) return `status ${response.status}, redirected to ${location ?? '(no Location)'}`;
  return `status ${response.status}, ${type}${response.text ? `: ${snippet(response.text)}` : ', empty body'}`;
}

/**
 * Why an answer is no ordinary answer: a server error, a redirect, a body that is not JSON;
 * undefined for an ordinary one. `get` throws these as a `ServerFault`; `answer` hands them back,
 * for a caller that judges them (the suite: an answer to a rule's request is that rule's evidence).
 */
export function faultOf(response: ApiResponse): string | undefined {
  if (response.status >= 500) return 'a server error';
  if (response.status >= 300 && response.status < 400) return 'a redirect, which the suite does not follow';
  if (response.text !== '' && response.body === undefined) return 'a body that is not JSON';
  return undefined;
}

/** The one line a `ServerFault` says about a fault answer: the request, what it was, and how to replay it. */
export function faultArgs(response: ApiResponse, fault: string): [url: string, fault: string, answer: string, curl: string] {
  return [response.request.url, fault, describeAnswer(response), maskedCurl(response.request)];
}

/**
 * The suite's (and the mock's capture's) only way to the server: GET only, a bounded number of requests in flight, a
 * request budget, every answer read within its bounds (bytes as sent and inflated, items, headers and body
 * timeouts, a deadline: a size bound that is hit ends the run as a `ServerFault` naming it), passing faults retried (Retry-After honoured up to
 * a cap), and what no caller can judge (a network that keeps failing, a 429 that outlasts every
 * retry) thrown as a `ServerFault`; `get` throws a server error, a redirect or a body that is not
 * JSON so too, `answer` returns them. The token is never kept in what it
 * records: requests show it as `<your token>`, and answers that echo it have it replaced so.
 */
export class PoliteClient {
  readonly baseUrl: string;
  private readonly token: string;
  private readonly concurrency: number;
  private readonly maxRequests: number;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly maxRetryWaitMs: number;
  private readonly minIntervalMs: number;
  private readonly bounds: AnswerBounds;
  private readonly agent: Agent;
  /** Bytes of every answer so far, against `maxTotalBytes`. */
  private received = 0;
  private nextStartAt = 0;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  sent = 0;

  constructor(options: PoliteClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.token = options.token;
    this.concurrency = options.concurrency ?? 2;
    this.maxRequests = options.maxRequests ?? 2000;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 30_000;
    this.minIntervalMs = options.rate ? 1000 / options.rate : 0;
    this.bounds = {
      maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_ANSWER_BOUNDS.maxAnswerBytes,
      maxAnswerItems: options.maxAnswerItems ?? DEFAULT_ANSWER_BOUNDS.maxAnswerItems,
      maxAnswerValues: options.maxAnswerValues ?? DEFAULT_ANSWER_BOUNDS.maxAnswerValues,
      maxAnswerDepth: options.maxAnswerDepth ?? DEFAULT_ANSWER_BOUNDS.maxAnswerDepth,
      headersTimeoutMs: options.headersTimeoutMs ?? DEFAULT_ANSWER_BOUNDS.headersTimeoutMs,
      bodyTimeoutMs: options.bodyTimeoutMs ?? DEFAULT_ANSWER_BOUNDS.bodyTimeoutMs,
      maxTotalBytes: options.maxTotalBytes ?? DEFAULT_ANSWER_BOUNDS.maxTotalBytes,
    };
    this.agent = boundedAgent(this.bounds, this.concurrency);
  }

  /** The `Authorization` header of the configured token. */
  get tokenHeader(): string {
    return `Token ${this.token}`;
  }

  /**
   * GET `pathAndQuery` (relative to the base URL). `authorization` overrides the header:
   * a string to send instead, or null to send none. A server error, a redirect or a body that is
   * not JSON is a `ServerFault`.
   */
  async get(pathAndQuery: string, authorization: string | null = this.tokenHeader): Promise<ApiResponse> {
    const response = await this.answer(pathAndQuery, authorization);
    const fault = faultOf(response);
    if (fault) throw new ServerFault('RP_ANSWER_FAULT', ...faultArgs(response, fault));
    return response;
  }

  /** As `get`, but a server error, a redirect or a body that is not JSON is returned (after its retries), for the caller to judge. */
  async answer(pathAndQuery: string, authorization: string | null = this.tokenHeader): Promise<ApiResponse> {
    const url = `${this.baseUrl}${pathAndQuery}`;
    const request: RecordedRequest = { method: 'GET', url, authorization: authorization === null ? null : this.redact(authorization) };
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.sendWithinBounds(url, authorization, request);
      const lastTry = attempt >= this.maxRetries;
      if ('failure' in outcome) {
        if (lastTry) throw new ServerFault('RP_NO_ANSWER', url, outcome.failure, attempt + 1, maskedCurl(request));
        await sleep(backOff(attempt));
        continue;
      }
      const response = outcome.response;
      if (RETRIED_STATUSES.has(response.status) && !lastTry) {
        await sleep(this.retryDelay(response, attempt));
        continue;
      }
      if (response.status === 429) throw new ServerFault('RP_ANSWER_FAULT', ...faultArgs(response, 'still throttled after every retry'));
      return response;
    }
  }

  /** How long to wait before retrying an answer; a Retry-After beyond the cap ends the run at once, saying so. */
  private retryDelay(response: ApiResponse, attempt: number): number {
    const retryAfter = RETRY_AFTER_STATUSES.has(response.status) ? response.headers.get('retry-after') : null;
    if (retryAfter === null) return backOff(attempt);
    const wait = retryAfterMs(retryAfter);
    if (wait === undefined) return backOff(attempt);
    if (wait > this.maxRetryWaitMs) {
      throw new ServerFault('RP_RETRY_AFTER_TOO_LONG', response.request.url, response.status, retryAfter, this.maxRetryWaitMs / 1000);
    }
    return wait;
  }

  /** The header or text with the configured token written as `<your token>`. */
  private redact(text: string): string {
    return this.token ? text.split(this.token).join(TOKEN_PLACEHOLDER) : text;
  }

  /** `send`, with a bound that was hit made the run's end: a `ServerFault` naming the bound, never retried. */
  private async sendWithinBounds(
    url: string,
    authorization: string | null,
    request: RecordedRequest,
  ): Promise<{ response: ApiResponse } | { failure: string }> {
    try {
      return await this.send(url, authorization, request);
    } catch (error) {
      if (error instanceof AnswerBoundHit) throw new ServerFault('RP_ANSWER_BOUND_HIT', url, error.message, maskedCurl(request));
      throw error;
    }
  }

  private async send(url: string, authorization: string | null, request: RecordedRequest): Promise<{ response: ApiResponse } | { failure: string }> {
    if (this.sent >= this.maxRequests) {
      throw new BudgetExhausted('RP_BUDGET_SPENT', this.maxRequests);
    }
    this.sent++;
    await this.acquire();
    try {
      await this.paced();
      const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
      if (authorization !== null) headers.Authorization = authorization;
      const outcome = await readBoundedAnswer(this.agent, url, headers, this.bounds, this.timeoutMs);
      if ('failure' in outcome) return outcome;
      const text = this.redact(outcome.answer.text);
      this.received += text.length;
      if (this.received > this.bounds.maxTotalBytes) {
        throw new AnswerBoundHit(`the answers are larger than ${this.bounds.maxTotalBytes} bytes in all (${BOUND_FLAGS.maxTotalBytes})`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { response: { status: outcome.answer.status, headers: outcome.answer.headers, text, body, request } };
    } finally {
      this.release();
    }
  }

  /** With a rate, waits for the request's turn: starts at least 1/rate seconds apart. */
  private async paced(): Promise<void> {
    if (!this.minIntervalMs) return;
    const now = performance.now();
    const startAt = Math.max(now, this.nextStartAt);
    this.nextStartAt = startAt + this.minIntervalMs;
    if (startAt > now) await sleep(startAt - now);
  }

  private async acquire(): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }
}

/** The pause before another try when the server names none, doubling with each try. */
const backOff = (attempt: number) => 250 * 2 ** attempt;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
