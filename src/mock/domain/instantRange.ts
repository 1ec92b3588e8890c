/**
 * The instants the mock accepts as "now" (`--now`, the clock admin, `X-Mock-Now`): years 1 to
 * 9999 in UTC, with an offset within ±18:00, which is what RFC 3339 can write (a four-digit year)
 * and what an HTTP `Date` header can show. JavaScript's Date reaches ±275,760 years, where
 * `toUTCString` writes `Invalid Date` or a year a client cannot read.
 */
export const EARLIEST_INSTANT_MS = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_INSTANT_MS = Date.parse('9999-12-31T23:59:59.999Z');
/** ±18:00, as RFC 3339 dates and java.time's ZoneOffset bound an offset. */
export const MAX_OFFSET_MINUTES = 18 * 60;

/** What a message says of the range. */
export const INSTANT_RANGE = 'from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z, with an offset from -18:00 to +18:00';

export function isInstantInRange(ms: number): boolean {
  return ms >= EARLIEST_INSTANT_MS && ms <= LATEST_INSTANT_MS;
}

/** An offset written `Z`, `+HH`, `+HHMM` or `+HH:MM` (either sign): within ±18:00, minutes below 60. */
export function isOffsetInRange(offset: string): boolean {
  if (/^z$/i.test(offset)) return true;
  const match = /^[+-](\d\d):?(\d\d)?$/.exec(offset);
  if (!match) return false;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  return minutes < 60 && hours * 60 + minutes <= MAX_OFFSET_MINUTES;
}
