// The request's Host and Origin checked against the allowed hosts, and the origin its links are written with.
import { domainOf, hostAllowed } from '../http/allowedHosts';
import type { CoreRequest } from './answer';

export interface OriginOptions {
  /** `--public-url` (an origin, without its slash): the origin of every link; by default the one each request came to. */
  publicUrl?: string;
  /** `--allowed-hosts` (from `hostPatternOf`); by default any well-formed Host. */
  allowedHosts?: readonly string[];
}

/**
 * Whether to serve this Host: well-formed, given once and allowed. None is served only on HTTP/1.0
 * (HTTP/1.1 requires one) and only when the public URL stands in for it.
 */
function servesHost(request: CoreRequest, { publicUrl, allowedHosts }: OriginOptions): boolean {
  const host = request.header('host');
  if (host === undefined) return request.http10 === true && publicUrl !== undefined;
  const domain = domainOf(host);
  return domain !== undefined && !request.hostRepeated && (!allowedHosts || hostAllowed(domain, allowedHosts));
}

/**
 * Checks `Host` before anything uses it, as Django's `get_host()` does: a Host that is not a
 * host[:port], is given twice or is not allowed is refused (the caller answers Django's 400).
 * Without `--public-url`, an HTTP/1.0 request without one is refused too: it names no origin to
 * link to. Else the origin that `detail_url` and the document's `servers` name: the public URL,
 * else the Host's.
 */
export function requestOrigin(request: CoreRequest, options: OriginOptions): string | undefined {
  if (!servesHost(request, options)) return undefined;
  return options.publicUrl ?? `${request.protocol}://${request.header('host')}`;
}
