// Tests that the date checks judge as luxon does.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { isDateTimeWithOffset, isRealDate } from './isoDates';

// The checks stand for luxon's DateTime.fromISO(...).isValid after the rule's pattern: luxon is the oracle.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}([.,]\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const luxonDate = (text: string) => ISO_DATE.test(text) && DateTime.fromISO(text).isValid;
const luxonDateTime = (text: string) => ISO_DATE_TIME_WITH_OFFSET.test(text) && DateTime.fromISO(text, { setZone: true }).isValid;

const digits = (width: number, max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(width, '0'));
/** Years around the leap rules' edges, months and days a little past their ranges. */
const date = fc
  .tuple(fc.oneof(digits(4, 9999), fc.constantFrom('0000', '1900', '2000', '2024', '2100')), digits(2, 14), digits(2, 32))
  .map((parts) => parts.join('-'));
const time = fc
  .tuple(
    fc.oneof(digits(2, 25), fc.constant('24')),
    fc.oneof(digits(2, 61), fc.constant('00')),
    fc.option(fc.tuple(fc.oneof(digits(2, 61), fc.constant('00')), fc.option(fc.tuple(fc.constantFrom('.', ','), fc.stringMatching(/^\d{1,32}$/))))),
  )
  .map(([hour, minute, rest]) => `${hour}:${minute}${rest ? `:${rest[0]}${rest[1] ? rest[1].join('') : ''}` : ''}`);
const offset = fc.oneof(
  fc.constant('Z'),
  fc
    .tuple(fc.constantFrom('+', '-'), digits(2, 99), fc.constantFrom('', ':'), fc.option(digits(2, 99)))
    .map(([sign, h, colon, m]) => `${sign}${h}${m === null ? '' : colon + m}`),
);

test('isRealDate judges as luxon', () => {
  fc.assert(
    fc.property(fc.oneof(date, fc.string()), (text) => expect(isRealDate(text)).toBe(luxonDate(text))),
    { numRuns: 5000 },
  );
});

test('isDateTimeWithOffset judges as luxon', () => {
  const dateTime = fc.tuple(date, time, offset).map(([d, t, o]) => `${d}T${t}${o}`);
  fc.assert(
    fc.property(fc.oneof(dateTime, fc.string()), (text) => expect(isDateTimeWithOffset(text)).toBe(luxonDateTime(text))),
    { numRuns: 5000 },
  );
});

test.each([
  ['2024-02-29', true],
  ['2023-02-29', false],
  ['1900-02-29', false],
  ['2000-02-29', true],
  ['2025-04-31', false],
  ['2025-13-01', false],
  ['2025-1-01', false],
])('isRealDate(%s) is %s', (text, expected) => {
  expect(isRealDate(text)).toBe(expected);
});

test.each([
  ['2026-03-01T12:00:00+00:00', true],
  ['2026-03-01T12:00:00.123456Z', true],
  ['2026-03-01T12:00+0100', true],
  ['2026-03-01T24:00:00Z', true],
  ['2026-03-01T24:00:00.001Z', false],
  ['2026-03-01T23:60:00Z', false],
  ['2026-03-01T23:59:60Z', false],
  ['2026-02-30T12:00:00Z', false],
  ['2026-03-01T12:00:00', false],
  // luxon reads a fraction of at most 30 digits
  [`2026-03-01T12:00:00.${'1'.repeat(30)}Z`, true],
  [`2026-03-01T12:00:00.${'1'.repeat(31)}Z`, false],
  [null, false],
])('isDateTimeWithOffset(%s) is %s', (text, expected) => {
  expect(isDateTimeWithOffset(text)).toBe(expected);
});
