import type { RecordedRequest } from './politeClient';

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The token's first four characters and a mask: enough to tell tokens apart, not to use one. */
export function maskToken(authorization: string): string {
  const [keyword, ...rest] = authorization.split(' ');
  const key = rest.join(' ');
  if (!key) return authorization;
  return `${keyword} ${key.length > 8 ? `${key.slice(0, 4)}…` : '…'}`;
}

/** A `curl` command that replays the request, with the token masked. */
export function maskedCurl(request: RecordedRequest): string {
  const header = request.authorization === null ? '' : ` -H ${quote(`Authorization: ${maskToken(request.authorization)}`)}`;
  return `curl -i${header} ${quote(request.url)}`;
}
