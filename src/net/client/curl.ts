import { TOKEN_PLACEHOLDER, type RecordedRequest } from './exchange';

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

const SCHEME_WORDS = /^(token|bearer|basic)$/i;

/** The token's first four characters and a mask: enough to tell tokens apart, not to use one. */
export function maskToken(authorization: string): string {
  const space = authorization.indexOf(' ');
  // A scheme word alone has no key; any other header without a space is all key.
  if (space === -1 && SCHEME_WORDS.test(authorization)) return authorization;
  const [keyword, key] = space === -1 ? ['', authorization] : [authorization.slice(0, space + 1), authorization.slice(space + 1)];
  if (!key) return authorization;
  return `${keyword}${key.length > 8 ? `${key.slice(0, 4)}…` : '…'}`;
}

/**
 * A `curl` command that replays the request. The client records the configured token as
 * `<your token>`, so the header shows the real shape of what was sent; any other key is masked,
 * in case one was recorded some other way.
 */
export function maskedCurl(request: RecordedRequest): string {
  const { authorization } = request;
  const shown = authorization === null ? null : authorization.includes(TOKEN_PLACEHOLDER) ? authorization : maskToken(authorization);
  const header = shown === null ? '' : ` -H ${quote(`Authorization: ${shown}`)}`;
  return `curl -i${header} ${quote(request.url)}`;
}
