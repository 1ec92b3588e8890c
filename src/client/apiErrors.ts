// The errors a Release Pages API answer other than 200 rejects with: one class per documented
// status, all extending ReleasePagesApiError, which holds the status, the parsed body (text when
// it is not JSON, an HTML error page say) and the headers.
import { retryAfterMs } from '../core/retryAfter';

/** An answer other than 200. */
export class ReleasePagesApiError extends Error {
  /** Why, in the API's words: the body's `message` (Wagtail) or `detail` (DRF), else the body's text. */
  readonly reason: string;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Headers = new Headers(),
  ) {
    super(`Release Pages API answered ${status}: ${typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body)}`);
    // Keeps instanceof and the class's name right whatever the code is compiled to.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = new.target.name;
    this.reason = reasonOf(body);
  }
}

function reasonOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const { message, detail } = (body ?? {}) as { message?: unknown; detail?: unknown };
  if (typeof message === 'string') return message;
  if (typeof detail === 'string') return detail;
  return JSON.stringify(body);
}

/** 400: a parameter is invalid; Wagtail's `{"message"}` lists every problem. */
export class BadRequestError extends ReleasePagesApiError {
  declare readonly status: 400;
}

/** 401: no token, or one the API does not accept; DRF's `{"detail"}`. */
export class UnauthorizedError extends ReleasePagesApiError {
  declare readonly status: 401;
  /** The `WWW-Authenticate` header (`Token`), the scheme to authenticate with. */
  readonly wwwAuthenticate = this.headers.get('www-authenticate');
}

/** 403: the token is known but may not list releases. */
export class ForbiddenError extends ReleasePagesApiError {
  declare readonly status: 403;
}

/** 404: no release page has the id. */
export class NotFoundError extends ReleasePagesApiError {
  declare readonly status: 404;
}

const secondsOf = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);

/** 429: too many requests (a deployment's rate limit; the mock has none). */
export class TooManyRequestsError extends ReleasePagesApiError {
  declare readonly status: 429;
  /** How long the server asks to wait, from `Retry-After` (seconds or a date); undefined without one. */
  readonly retryAfterSeconds = secondsOf(retryAfterMs(this.headers.get('retry-after')));
}

/** Any other status: a 5xx, a proxy's page, a 405 ... */
export class UnexpectedResponseError extends ReleasePagesApiError {}

const BY_STATUS: Record<number, typeof ReleasePagesApiError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  429: TooManyRequestsError,
};

/** The error for an answer other than 200. */
export function apiErrorFor(status: number, body: unknown, headers: Headers): ReleasePagesApiError {
  return new (BY_STATUS[status] ?? UnexpectedResponseError)(status, body, headers);
}
