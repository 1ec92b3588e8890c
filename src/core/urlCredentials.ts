// A URL flag (--base-url, --upstream, --compare) that holds a user name or password is refused at
// start, in words that do not repeat it: the tools authenticate with a token, and a password in a
// URL would reach error messages, replays and reports.
import { CodedError } from './errors';

/** Whether `value`, a URL as given to a flag, holds credentials (`scheme://user:pass@host`). */
export function holdsCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    // Not a URL to the WHATWG parser: credentials all the same if it has their shape.
    return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(value);
  }
}

/** The error refusing `flag`'s value when it holds credentials (the value is not repeated); undefined when it does not. */
export function credentialsRefusal(flag: string, value: string | undefined): CodedError<'RP_URL_CREDENTIALS'> | undefined {
  if (value === undefined || !holdsCredentials(value)) return undefined;
  return new CodedError('RP_URL_CREDENTIALS', flag);
}
