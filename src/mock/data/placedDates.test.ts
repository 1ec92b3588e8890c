// Tests that placed dates are written as `isoDateTimeAtOffset` writes them, through its caches.
import fc from 'fast-check';
import { isoDateTimeAtOffset, offsetMinutes } from '../domain/clock';
import { PlacedDates, wholeSeconds } from './placedDates';
import { relativeDate, relativeMoment } from './relativeTime';

const DAY_MS = 86_400_000;
const offsets = fc.constantFrom('+00:00', '-05:00', '+01:00', '+09:00', '+05:30', '-18:00', '+18:00', '-00:30');
/** Instants from year 0001 to 9999, and some just outside the four-digit years an offset can push them to. */
const instants = fc.oneof(
  fc.integer({ min: Date.parse('0001-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59.999Z') }),
  fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
  fc.constantFrom(Date.parse('0000-01-01T00:00:00Z'), Date.parse('0001-01-01T00:00:00Z'), Date.parse('9999-12-31T23:59:59Z'), -1, 0, 999, -999),
);

test('dateTime writes what isoDateTimeAtOffset writes, a day cache shared by every call', () => {
  const dates = new PlacedDates('2026-03-01', Date.parse('2026-03-01T12:00:00Z'));
  fc.assert(
    fc.property(instants, offsets, (ms, offset) => dates.dateTime(ms, offset) === isoDateTimeAtOffset(ms, offset)),
    { numRuns: 20_000, seed: 23 },
  );
});

test('dateTime writes what isoDateTimeAtOffset writes once an offset holds its times by second, not in a map', () => {
  const dates = new PlacedDates('2026-03-01', Date.parse('2026-03-01T12:00:00Z'));
  const from = Date.parse('2026-01-01T00:00:00Z');
  // Every second of a day, more than the map holds before the array takes over, then each asked again on another day.
  for (const offset of ['+00:00', '-05:30']) {
    for (let pass = 0; pass < 2; pass++) {
      const written: string[] = [];
      const expected: string[] = [];
      for (let second = 0; second < 86_400; second++) {
        const ms = from + pass * DAY_MS + second * 1000 + 7;
        written.push(dates.dateTime(ms, offset));
        expected.push(isoDateTimeAtOffset(ms, offset));
      }
      expect(written).toEqual(expected);
    }
  }
});

test("period is the moment's local hour before noon or not, as a Date's UTC hours at the offset say", () => {
  const dates = new PlacedDates('2026-03-01', 0);
  const periodByDate = (ms: number, offset: string) => (new Date(ms + offsetMinutes(offset) * 60_000).getUTCHours() < 12 ? 'AM' : 'PM');
  fc.assert(
    fc.property(instants, offsets, (ms, offset) => dates.period({ ms, offset }) === periodByDate(ms, offset)),
    { numRuns: 20_000, seed: 23 },
  );
});

test('date, midnight, quarter and target give what relativeDate, Date.parse and relativeMoment give, asked once or again', () => {
  const today = '2024-02-29';
  const nowMs = Date.parse('2024-02-29T23:59:59Z');
  const dates = new PlacedDates(today, nowMs);
  const days = fc.integer({ min: -800, max: 800 }).map((n) => (n === 0 ? 'today' : `today${n < 0 ? n : `+${n}`}`));
  const moments = fc.oneof(
    fc.tuple(days, fc.constantFrom('07:00', '09:30', '23:59', '00:00'), offsets).map(([day, time, offset]) => `${day} ${time} ${offset}`),
    fc.tuple(fc.constantFrom('+', '-'), fc.nat(5000), fc.constantFrom('m', 'h', 'd')).map(([sign, n, unit]) => `now${sign}${n}${unit}`),
  );
  for (let pass = 0; pass < 2; pass++) {
    fc.assert(
      fc.property(days, moments, (day, moment) => {
        const date = relativeDate(day, today);
        expect(dates.date(day)).toBe(date);
        expect(dates.midnight(date)).toBe(Date.parse(`${date}T00:00:00Z`));
        expect(dates.quarter(date)).toBe(`Q${Math.ceil((new Date(`${date}T00:00:00Z`).getUTCMonth() + 1) / 3)} ${date.slice(0, 4)}`);
        const placed = relativeMoment(moment, today, nowMs);
        const ms = wholeSeconds(placed.ms);
        expect(dates.target(moment)).toEqual({ ms, dateTime: isoDateTimeAtOffset(ms, placed.offset), period: dates.period(placed) });
      }),
      { numRuns: 3000, seed: 23 + pass },
    );
  }
});

test('a malformed expression throws as relativeDate and relativeMoment do', () => {
  const dates = new PlacedDates('2026-03-01', 0);
  expect(() => dates.date('tomorrow')).toThrow("'tomorrow' is not a relative date");
  expect(() => dates.target('soon')).toThrow("'soon' is not a relative moment");
});
