import type { HeaderList } from './answer';

/** Methods the API answers; any other gets 405 naming these. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** The header that sets "now" for one request (time travel). */
export const MOCK_NOW_HEADER = 'X-Mock-Now';

/** Request headers a cross-origin page may send. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Prefer', MOCK_NOW_HEADER].join(',');

/**
 * Headers a cross-origin script may read beyond the safelisted ones: the clock, the 401's scheme,
 * the 429's wait, the 405's methods.
 */
const EXPOSED_HEADERS = ['Date', 'WWW-Authenticate', 'Retry-After', 'Allow'].join(',');

/** A preflight's answer is cached by the browser for ten minutes. */
const MAX_AGE_SECONDS = 600;

/**
 * CORS as the `cors` package wrote it for the server before the core (any origin, no credentials):
 * every answer lets any page read it; an OPTIONS request is a preflight, answered 204 by the core.
 */
export function corsHeaders(preflight: boolean): HeaderList {
  if (!preflight) {
    return [
      ['Access-Control-Allow-Origin', '*'],
      ['Access-Control-Expose-Headers', EXPOSED_HEADERS],
    ];
  }
  return [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Allow-Methods', ALLOWED_METHODS],
    ['Access-Control-Allow-Headers', ALLOWED_HEADERS],
    ['Access-Control-Max-Age', String(MAX_AGE_SECONDS)],
    ['Access-Control-Expose-Headers', EXPOSED_HEADERS],
  ];
}
