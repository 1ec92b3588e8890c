// The clock's rate bound, apart from the clock: the flags check it without loading luxon.

/** A year a second: far enough for any test, near enough that "now" stays a valid date for years. */
export const MAX_CLOCK_RATE = 31_536_000;

export function isClockRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_CLOCK_RATE;
}
