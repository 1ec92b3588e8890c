// A URL flag (--base-url, --upstream, --compare) that holds a user name or password is refused at
// start, in words that do not repeat it: the tools authenticate with a token, and a password in a
// URL would reach error messages, replays and reports.

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

/** The one line refusing `flag`'s value when it holds credentials (the value is not repeated); undefined when it does not. */
export function credentialsRefusal(flag: string, value: string | undefined): string | undefined {
  if (value === undefined || !holdsCredentials(value)) return undefined;
  return `${flag} holds a user name or password (user:password@host): refused, and not repeated here; give the URL without them (the token is its own flag)`;
}
