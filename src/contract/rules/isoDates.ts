// Whether a text is a real ISO 8601 date, or date and time with an offset, judged as luxon's
// DateTime.fromISO judges them (the same verdicts, isoDates.test.ts) but without building a
// DateTime: at about 6 µs a value, luxon was most of the proxy's cost on a 200-item page.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `Z` is the offset zero; luxon reads at most 30 digits of a fraction and does not bound the offset. */
const ISO_DATE_TIME_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,30}))?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCalendarDate(year: string, month: string, day: string): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  return m >= 1 && m <= 12 && d >= 1 && d <= DAYS_IN_MONTH[m - 1] + (m === 2 && isLeapYear(y) ? 1 : 0);
}

/** `YYYY-MM-DD`, a day of the calendar (2025-02-30 is not). */
export function isRealDate(value: unknown): boolean {
  const parts = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return parts !== null && isCalendarDate(parts[1], parts[2], parts[3]);
}

/** A date and time with an offset; as luxon, 24:00 is the end of the day, and a fraction counts to the millisecond. */
export function isDateTimeWithOffset(value: unknown): boolean {
  const parts = typeof value === 'string' ? ISO_DATE_TIME_WITH_OFFSET.exec(value) : null;
  if (parts === null || !isCalendarDate(parts[1], parts[2], parts[3])) return false;
  const [hour, minute, second] = [Number(parts[4]), Number(parts[5]), Number(parts[6] ?? 0)];
  const millisecond = parts[7] === undefined ? 0 : Math.floor(Number(`0.${parts[7]}`) * 1000);
  if (minute > 59 || second > 59) return false;
  return hour <= 23 || (hour === 24 && minute === 0 && second === 0 && millisecond === 0);
}
