// A `curl` command replaying a recorded request, its token masked.
import { maskToken } from '../../core/maskToken';
import { TOKEN_PLACEHOLDER, type RecordedRequest } from './exchange';

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

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
