// Masking a token in an `Authorization` value: its first four characters and a mask.
const SCHEME_WORDS = /^(token|bearer|basic)$/i;

/** An `Authorization` value with the token's first four characters and a mask: enough to tell tokens apart, not to use one. */
export function maskToken(authorization: string): string {
  const space = authorization.indexOf(' ');
  // A scheme word alone has no key; any other header without a space is all key.
  if (space === -1 && SCHEME_WORDS.test(authorization)) return authorization;
  const [keyword, key] = space === -1 ? ['', authorization] : [authorization.slice(0, space + 1), authorization.slice(space + 1)];
  if (!key) return authorization;
  return `${keyword}${key.length > 8 ? `${key.slice(0, 4)}…` : '…'}`;
}
