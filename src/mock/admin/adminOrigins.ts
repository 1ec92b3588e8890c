/**
 * Which web pages may use the admin routes. A browser sends `Origin` on every cross-origin request
 * and on every POST, PUT and DELETE; a page on any site could otherwise POST `/__mock/releases` or
 * `/__mock/reset` with the public development token (a form POST needs no preflight). Pages served
 * from the machine itself (loopback, any port) are allowed, and the origins `--admin-origin` names.
 * A request without `Origin` (curl, a test suite, a same-origin GET) is not a page's, and passes.
 */
export type AdminOriginPolicy = (origin: string | undefined) => boolean;

import { domainOf, hostAllowed } from '../http/allowedHosts';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin.toLowerCase());
}

/** The policy: loopback origins, and `named` (origins as `--admin-origin` writes them, compared case-insensitively). */
export function adminOriginPolicy(named: readonly string[] = []): AdminOriginPolicy {
  const allowed = new Set(named.map((origin) => origin.toLowerCase()));
  return (origin) => origin === undefined || isLoopbackOrigin(origin) || allowed.has(origin.toLowerCase());
}

/** Names of this machine a Host may give: `localhost`, `127.0.0.1` and `[::1]`, as for origins (domainOf's forms). */
const LOOPBACK_DOMAIN = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * Whether a request naming this Host may use the admin routes of a server on the network. A page
 * of another site can make its own name resolve to the mock's address (DNS rebinding): its GETs
 * are then same-origin (no `Origin` to refuse) and read the journal with the public development
 * token. Its Host still names that other site, so only a loopback Host, or one `--allowed-hosts`
 * names (`allowedHosts`, from `hostPatternOf`), passes. No Host at all (HTTP/1.0) is no browser's.
 */
export function isAdminHost(host: string | undefined, allowedHosts?: readonly string[]): boolean {
  if (host === undefined) return true;
  const domain = domainOf(host);
  return domain !== undefined && (LOOPBACK_DOMAIN.test(domain) || (allowedHosts !== undefined && hostAllowed(domain, allowedHosts)));
}
