/**
 * Which web pages may use the admin routes. A browser sends `Origin` on every cross-origin request
 * and on every POST, PUT and DELETE; a page on any site could otherwise POST `/__mock/releases` or
 * `/__mock/reset` with the public development token (a form POST needs no preflight). Pages served
 * from the machine itself (loopback, any port) are allowed, and the origins `--admin-origin` names.
 * A request without `Origin` (curl, a test suite, a same-origin GET) is not a page's, and passes.
 */
export type AdminOriginPolicy = (origin: string | undefined) => boolean;

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin.toLowerCase());
}

/** The policy: loopback origins, and `named` (origins as `--admin-origin` writes them, compared case-insensitively). */
export function adminOriginPolicy(named: readonly string[] = []): AdminOriginPolicy {
  const allowed = new Set(named.map((origin) => origin.toLowerCase()));
  return (origin) => origin === undefined || isLoopbackOrigin(origin) || allowed.has(origin.toLowerCase());
}
