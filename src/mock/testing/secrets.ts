// A marker for secrets in tests: every key a test configures holds it, so that a leak of any part of one shows.

export const SECRET_MARKER = 'S3CRET7f3a9c';

/** The parts of the marker (six characters or more) that `text` shows. */
export const leakedParts = (text: string): string[] =>
  Array.from({ length: SECRET_MARKER.length - 5 }, (_, i) => SECRET_MARKER.slice(i, i + 6)).filter((part) => text.includes(part));
