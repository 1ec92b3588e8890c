// Whether a text is a real ISO 8601 date, or date and time with an offset, judged as luxon's
// DateTime.fromISO judges them (the same verdicts, isoDates.test.ts) but without building a
// DateTime, which would be most of the proxy's cost on a 200-item page.

import { fullFormats } from 'ajv-formats/dist/formats';

/** ajv-formats' full `date` check: `YYYY-MM-DD` and a day of the calendar, as the mock and the schemas judge dates. */
const isCalendarDate = (fullFormats.date as { validate: (value: string) => boolean }).validate;

/** `Z` is the offset zero; luxon reads at most 30 digits of a fraction and does not bound the offset. */
const ISO_DATE_TIME_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,30}))?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

/** `YYYY-MM-DD`, a day of the calendar (2025-02-30 is not). */
export function isRealDate(value: unknown): boolean {
  return typeof value === 'string' && isCalendarDate(value);
}

/** A date and time with an offset; as luxon, 24:00 is the end of the day, and a fraction counts to the millisecond. */
export function isDateTimeWithOffset(value: unknown): boolean {
  const parts = typeof value === 'string' ? ISO_DATE_TIME_WITH_OFFSET.exec(value) : null;
  if (parts === null || !isCalendarDate(parts[1])) return false;
  const [hour, minute, second] = [Number(parts[2]), Number(parts[3]), Number(parts[4] ?? 0)];
  const millisecond = parts[5] === undefined ? 0 : Math.floor(Number(`0.${parts[5]}`) * 1000);
  if (minute > 59 || second > 59) return false;
  return hour <= 23 || (hour === 24 && minute === 0 && second === 0 && millisecond === 0);
}
