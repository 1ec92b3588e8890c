import { maskedCurl } from './curl';
import type { ApiResponse, RecordedRequest } from './exchange';

export interface ClientOptions {
  baseUrl: string;
  token: string;
  /** Requests in flight at once (default 2). */
  concurrency?: number;
  /** Requests the whole run may send, retries included. */
  maxRequests?: number;
  /** Per request, in ms (default 15 s). */
  timeoutMs?: number;
  /** Retries on 429 and 503 (default 3), each after Retry-After (capped at `maxRetryWaitMs`). */
  maxRetries?: number;
  maxRetryWaitMs?: number;
}

/** The run may not send another request: the rule that needed it is skipped. */
export class BudgetExhausted extends Error {}
/** The server could not be reached or did not answer in time. */
export class Unreachable extends Error {}

/**
 * The suite's only way to the server: GET only, a bounded number of requests in flight, a
 * request budget, a timeout on every request, and Retry-After honoured on 429 and 503.
 */
export class PoliteClient {
  readonly baseUrl: string;
  private readonly token: string;
  private readonly concurrency: number;
  private readonly maxRequests: number;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly maxRetryWaitMs: number;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  sent = 0;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.token = options.token;
    this.concurrency = options.concurrency ?? 2;
    this.maxRequests = options.maxRequests ?? 2000;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 60_000;
  }

  /** The `Authorization` header of the configured token. */
  get tokenHeader(): string {
    return `Token ${this.token}`;
  }

  /**
   * GET `pathAndQuery` (relative to the base URL). `authorization` overrides the header:
   * a string to send instead, or null to send none.
   */
  async get(pathAndQuery: string, authorization: string | null = this.tokenHeader): Promise<ApiResponse> {
    const request: RecordedRequest = { method: 'GET', url: `${this.baseUrl}${pathAndQuery}`, authorization };
    for (let attempt = 0; ; attempt++) {
      const response = await this.send(request);
      const retryable = response.status === 429 || response.status === 503;
      if (!retryable || attempt >= this.maxRetries) return response;
      await sleep(this.retryDelay(response.headers.get('retry-after'), attempt));
    }
  }

  private retryDelay(retryAfter: string | null, attempt: number): number {
    const seconds = retryAfter === null ? NaN : Number(retryAfter);
    const date = retryAfter === null ? NaN : Date.parse(retryAfter) - Date.now();
    const wait = Number.isFinite(seconds) ? seconds * 1000 : Number.isFinite(date) ? date : 1000 * 2 ** attempt;
    return Math.min(Math.max(wait, 0), this.maxRetryWaitMs);
  }

  private async send(request: RecordedRequest): Promise<ApiResponse> {
    if (this.sent >= this.maxRequests) {
      throw new BudgetExhausted(`the request budget of ${this.maxRequests} is spent (raise --max-requests)`);
    }
    this.sent++;
    await this.acquire();
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (request.authorization !== null) headers.Authorization = request.authorization;
      let response: Response;
      let text: string;
      try {
        response = await fetch(request.url, { headers, redirect: 'manual', signal: AbortSignal.timeout(this.timeoutMs) });
        // The timeout covers the body too: a server may stop half-way through it.
        text = await response.text();
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new Unreachable(`${request.url} did not answer (${cause}): ${maskedCurl(request)}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, text, body, request };
    } finally {
      this.release();
    }
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
