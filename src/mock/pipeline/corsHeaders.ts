// The CORS headers of the API's answers and preflights, and the request headers a cross-origin page may send.
import { ALLOWED_METHODS } from '../../core/spec';
import type { HeaderList } from './answer';

/** The header that sets "now" for one request (time travel). */
export const MOCK_NOW_HEADER = 'X-Mock-Now';

/** Request headers a cross-origin page may send. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Prefer', MOCK_NOW_HEADER].join(',');

/**
 * Headers a cross-origin script may read beyond the safelisted ones: the clock, the 401's scheme,
 * the 429's and 503's wait, the 405's methods.
 */
// X-Mock-Reading: --vary-unstated's picks, which a browser frontend's tests name when they fail.
const EXPOSED_HEADERS = ['Date', 'WWW-Authenticate', 'Retry-After', 'Allow', 'X-Mock-Reading'].join(',');

const ADMIN_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

/** A preflight's answer is cached by the browser for ten minutes. */
const MAX_AGE_SECONDS = 600;

/**
 * Who may read an answer: `*` for the API (read-only and token-authenticated: any page); for the
 * admin routes, the page's own origin when `--admin-origin` allows it (none otherwise).
 */
export type CorsGrant = { api: true } | { adminOrigin: string };

/**
 * CORS as the `cors` package wrote it for the server before the core, no credentials: an answer's
 * headers, or with `preflight` those of the 204 to an OPTIONS request.
 */
export function corsHeaders(grant: CorsGrant, preflight: boolean): HeaderList {
  const origin: HeaderList =
    'api' in grant
      ? [['Access-Control-Allow-Origin', '*']]
      : [
          ['Access-Control-Allow-Origin', grant.adminOrigin],
          ['Vary', 'Origin'],
        ];
  if (!preflight) return [...origin, ['Access-Control-Expose-Headers', EXPOSED_HEADERS]];
  return [
    ...origin,
    ['Access-Control-Allow-Methods', 'api' in grant ? ALLOWED_METHODS : ADMIN_METHODS],
    ['Access-Control-Allow-Headers', ALLOWED_HEADERS],
    ['Access-Control-Max-Age', String(MAX_AGE_SECONDS)],
    ['Access-Control-Expose-Headers', EXPOSED_HEADERS],
  ];
}
