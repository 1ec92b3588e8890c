/** Hosts whose traffic never leaves the machine. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The warning for a base URL that would send the token in clear text over a network (the API
 * documentation requires HTTPS), or undefined for HTTPS and loopback addresses.
 */
export function clearTextWarning(baseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || LOOPBACK.test(url.hostname)) return undefined;
  return `${url.origin} is plain http: the token travels in clear text (the API documentation requires HTTPS)`;
}
