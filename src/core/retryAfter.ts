/**
 * A `Retry-After` header's wait in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3),
 * never negative; undefined when the header is absent or neither form.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isNaN(wait) ? undefined : Math.max(wait, 0);
}
