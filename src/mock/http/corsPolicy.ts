import cors, { type CorsOptions } from 'cors';
import type { Request, RequestHandler } from 'express';
import { ADMIN_PREFIX } from '../admin';
import type { AdminOriginPolicy } from '../admin/adminOrigins';
import { ALLOWED_METHODS } from '../../core/spec';
import { MOCK_NOW_HEADER } from './requestNow';

/**
 * Headers a cross-origin script may read beyond the safelisted ones: the clock, the 401's scheme,
 * the 429's and 503's wait, the 405's methods.
 */
const EXPOSED_HEADERS = ['Date', 'WWW-Authenticate', 'Retry-After', 'Allow'];
const ADMIN_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

const COMMON: CorsOptions = {
  allowedHeaders: ['Authorization', 'Content-Type', 'Prefer', MOCK_NOW_HEADER],
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: 600,
};
/** The API is read-only and token-authenticated: any page may read it (`*`). */
const API: CorsOptions = { ...COMMON, methods: ALLOWED_METHODS };

const isAdminPath = (req: Request) => req.path === ADMIN_PREFIX || req.path.startsWith(`${ADMIN_PREFIX}/`);

/**
 * CORS: `*` for the API; for the admin routes, the request's origin echoed only when `adminOrigins`
 * allows it, and no CORS header otherwise (see `adminOrigins`, which also refuses such a request
 * before it acts: a browser sends a simple POST without asking first).
 */
export function corsPolicy(adminOrigins: AdminOriginPolicy): RequestHandler {
  return cors((req, callback) => {
    if (!isAdminPath(req as Request)) return callback(null, API);
    const origin = req.headers.origin;
    callback(null, { ...COMMON, methods: ADMIN_METHODS, origin: origin !== undefined && adminOrigins(origin) });
  });
}
