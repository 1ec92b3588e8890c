// The clock's rate bound, apart from the clock: the flags check it without loading luxon.

/** A year a second: far enough for any test. From today the clock reaches year 9999's end in about two hours at this rate, and stops there. */
export const MAX_CLOCK_RATE = 31_536_000;

export function isClockRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_CLOCK_RATE;
}
