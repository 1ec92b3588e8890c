// Tests of the clock: `--now`, rates, time zones and "today".
import { MAX_CLOCK_RATE, addDays, createClock, isoDateIn, isoDateTimeAtOffset, momentOf, readInstant } from './clock';
import { EARLIEST_INSTANT_MS, INSTANT_RANGE, LATEST_INSTANT_MS } from './instantRange';
import { DateTime } from 'luxon';

const nowError = (value: string) => new Error(`--now must be an ISO 8601 date-time with an offset, such as 2026-03-01T12:00:00Z (got '${value}')`);

describe('createClock', () => {
  test.each([
    ['2026-03-01T12:00:00Z', '2026-03-01T12:00:00.000Z'],
    ['2026-03-01T12:00:00.250z', '2026-03-01T12:00:00.250Z'],
    ['2026-03-01T12:00:00+00:00', '2026-03-01T12:00:00.000Z'],
    ['2026-03-01T12:00:00+09:00', '2026-03-01T03:00:00.000Z'],
    ['2026-03-01T12:00:00-0500', '2026-03-01T17:00:00.000Z'],
    ['2026-03-01T12:00+05:30', '2026-03-01T06:30:00.000Z'],
  ])('a fixed --now of %j is the instant %s, every time it is read', (now, instant) => {
    const clock = createClock({ now });
    expect(clock.fixed).toBe(true);
    expect(clock.now().toISOString()).toBe(instant);
    expect(clock.now().toISOString()).toBe(instant);
  });

  test.each([
    ['a date-time without an offset', '2026-03-01T12:00:00'],
    ['a date alone', '2026-03-01'],
    ['garbage', 'garbage'],
    ['a date that does not exist', '2026-02-30T12:00:00Z'],
    ['a space instead of T', '2026-03-01 12:00:00Z'],
    ['an offset alone', 'Z'],
    ['an empty value', ''],
  ])('rejects %s as --now', (_description, now) => {
    expect(() => createClock({ now })).toThrow(nowError(now));
  });

  test('defaults to UTC and is not fixed without --now', () => {
    const clock = createClock();
    expect({ timezone: clock.timezone, fixed: clock.fixed }).toEqual({ timezone: 'UTC', fixed: false });
  });

  test('keeps the time zone it is given', () => {
    expect(createClock({ now: '2026-03-01T12:00:00Z', timezone: 'Asia/Tokyo' }).timezone).toBe('Asia/Tokyo');
  });

  test.each(['Mars/Olympus_Mons', 'Europe/Londres', 'not a zone'])('rejects the time zone %j', (timezone) => {
    const expected = new Error(`unknown time zone '${timezone}' (use an IANA name such as UTC or Europe/London)`);
    expect(() => createClock({ timezone })).toThrow(expected);
    expect(() => createClock({ timezone, now: '2026-03-01T12:00:00Z' })).toThrow(expected);
  });
});

describe('a moving clock', () => {
  const START = '2026-03-01T12:00:00Z';
  const START_MS = Date.parse(START);
  // A real time source the test moves by hand.
  let realMs = 1_000_000;
  const realNow = () => realMs;

  test('runs from --now at its rate: 3600 is an hour a second', () => {
    const clock = createClock({ now: START, rate: 3600, realNow });
    expect({ fixed: clock.fixed, rate: clock.rate }).toEqual({ fixed: false, rate: 3600 });
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    realMs += 1500;
    expect(clock.now().toISOString()).toBe('2026-03-01T13:30:00.000Z');
  });

  test('without --now, starts from the real now', () => {
    const clock = createClock({ rate: 60, realNow });
    const startMs = realMs;
    realMs += 1000;
    expect(clock.now().getTime()).toBe(startMs + 60_000);
  });

  test('a rate of 0 stands still, and is fixed', () => {
    const clock = createClock({ now: START, rate: 0, realNow });
    realMs += 5000;
    expect(clock.fixed).toBe(true);
    expect(clock.now().getTime()).toBe(START_MS);
  });

  test('without a rate: fixed with --now, real time without', () => {
    expect(createClock({ now: START }).rate).toBe(0);
    const real = createClock();
    expect(real.rate).toBe(1);
    expect(Math.abs(real.now().getTime() - Date.now())).toBeLessThan(50);
  });

  test('set moves "now" and changes the rate from that instant on, each defaulting to the current one', () => {
    const clock = createClock({ now: START, realNow });
    clock.set({ rate: 60 }); // a fixed clock starts running where it stands
    realMs += 1000;
    expect(clock.now().getTime()).toBe(START_MS + 60_000);
    clock.set({ nowMs: START_MS - 86_400_000 });
    expect(clock.now().getTime()).toBe(START_MS - 86_400_000);
    realMs += 1000;
    expect(clock.now().getTime()).toBe(START_MS - 86_400_000 + 60_000);
    clock.set({ nowMs: START_MS, rate: 0 });
    realMs += 1000;
    expect({ now: clock.now().getTime(), fixed: clock.fixed }).toEqual({ now: START_MS, fixed: true });
  });

  test('stops at the last instant of year 9999 however long it runs, and runs again from there only when set back', () => {
    const clock = createClock({ now: '9999-12-31T23:59:00Z', rate: MAX_CLOCK_RATE, realNow });
    realMs += 1000; // a year later on the clock
    expect(clock.now().toISOString()).toBe('9999-12-31T23:59:59.999Z');
    realMs += 1_000_000_000; // a billion years later: Date itself would end at year 275,760
    expect(clock.now().toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(clock.now().toUTCString()).toBe('Fri, 31 Dec 9999 23:59:59 GMT');
    clock.set({ rate: 60 }); // a new rate starts from where it stopped
    expect(clock.now().toISOString()).toBe('9999-12-31T23:59:59.999Z');
    clock.set({ nowMs: START_MS });
    realMs += 1000;
    expect(clock.now().toISOString()).toBe('2026-03-01T12:01:00.000Z');
  });

  test('moves with the real time source by default', async () => {
    const clock = createClock({ now: START, rate: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime() - START_MS).toBeGreaterThanOrEqual(15_000);
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY, MAX_CLOCK_RATE + 1])('rejects the rate %p', (rate) => {
    expect(() => createClock({ rate })).toThrow(new Error(`the clock's rate must be a number from 0 to ${MAX_CLOCK_RATE} (got ${rate})`));
  });
});

describe('readInstant', () => {
  test.each([
    ['2026-03-01T12:00:00Z', { ms: Date.parse('2026-03-01T12:00:00Z') }],
    ['2026-03-01T12:00:00.5+01:00', { ms: Date.parse('2026-03-01T11:00:00.500Z') }],
    ['0001-01-01T00:00:00Z', { ms: Date.parse('0001-01-01T00:00:00Z') }],
    ['9999-12-31T23:59:59.999Z', { ms: Date.parse('9999-12-31T23:59:59.999Z') }],
    ['2026-03-01T12:00:00+18:00', { ms: Date.parse('2026-02-28T18:00:00Z') }],
    ['2026-03-01T12:00:00-1800', { ms: Date.parse('2026-03-02T06:00:00Z') }],
    ['2026-03-01T12:00:00', { problem: 'malformed' }],
    ['2026-03-01', { problem: 'malformed' }],
    ['', { problem: 'malformed' }],
    ['2026-03-01T12:00:00+99:99', { problem: 'out-of-range' }],
    ['2026-03-01T12:00:00+18:01', { problem: 'out-of-range' }],
    ['2026-03-01T12:00:00-19', { problem: 'out-of-range' }],
    ['0000-12-31T23:59:59Z', { problem: 'out-of-range' }],
    ['0001-01-01T00:00:00+01:00', { problem: 'out-of-range' }],
    ['+010000-01-01T00:00:00Z', { problem: 'out-of-range' }],
    ['+275760-09-13T00:00:00Z', { problem: 'out-of-range' }],
    ['-271821-04-20T00:00:00Z', { problem: 'out-of-range' }],
  ])('%j is %p', (text, reading) => {
    expect(readInstant(text)).toEqual(reading);
  });

  test('a --now out of the range stops start-up, naming the range', () => {
    expect(() => createClock({ now: '+010000-01-01T00:00:00Z' })).toThrow(new Error(`--now must be ${INSTANT_RANGE} (got '+010000-01-01T00:00:00Z')`));
  });
});

describe('momentOf: "today" is the date in the clock\'s time zone', () => {
  test.each([
    ['2026-03-01T23:30:00Z', 'UTC', '2026-03-01'],
    ['2026-03-01T23:30:00Z', 'Asia/Tokyo', '2026-03-02'],
    ['2026-03-02T03:00:00Z', 'America/New_York', '2026-03-01'],
    ['2026-03-02T05:00:00Z', 'America/New_York', '2026-03-02'],
    ['2026-12-31T23:59:59Z', 'Pacific/Kiritimati', '2027-01-01'],
  ])('%s in %s is %s', (now, timezone, today) => {
    expect(momentOf(createClock({ now, timezone }))).toEqual({ nowMs: Date.parse(now), today });
  });
});

describe('isoDateIn', () => {
  test.each([
    ['UTC', '2026-03-01'],
    ['Asia/Tokyo', '2026-03-02'],
    ['America/Los_Angeles', '2026-03-01'],
  ])('2026-03-01T23:30:00Z in %s is %s', (timezone, date) => {
    expect(isoDateIn(Date.parse('2026-03-01T23:30:00Z'), timezone)).toBe(date);
  });
});

describe('addDays', () => {
  test.each([
    ['2026-03-10', 0, '2026-03-10'],
    ['2026-03-10', 1, '2026-03-11'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-01-31', 30, '2026-03-02'],
    // Days on which clocks change in the US and in Europe are still one calendar day.
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-10-25', 1, '2026-10-26'],
  ])('%s plus %d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('isoDateTimeAtOffset', () => {
  test.each([
    ['2026-03-01T12:00:00Z', '+00:00', '2026-03-01T12:00:00+00:00'],
    ['2026-03-01T00:00:00Z', '+00:00', '2026-03-01T00:00:00+00:00'],
    ['2026-03-01T12:00:00Z', '-05:00', '2026-03-01T07:00:00-05:00'],
    ['2026-03-01T02:00:00Z', '-05:00', '2026-02-28T21:00:00-05:00'],
    ['2026-03-01T12:00:00Z', '+05:30', '2026-03-01T17:30:00+05:30'],
    ['2026-12-31T20:00:00Z', '+09:00', '2027-01-01T05:00:00+09:00'],
  ])('%s at %s is %s', (instant, offset, expected) => {
    expect(isoDateTimeAtOffset(Date.parse(instant), offset)).toBe(expected);
  });
});

test("isoDateIn gives luxon's date of every instant, across midnights, a daylight-saving change and a change of zone", () => {
  const start = Date.parse('2026-03-28T00:00:00Z');
  for (const timezone of ['Europe/London', 'America/New_York', 'Europe/London', 'UTC']) {
    for (let ms = start; ms < start + 3 * 86_400_000; ms += 37 * 60_000) {
      expect(isoDateIn(ms, timezone)).toBe(DateTime.fromMillis(ms, { zone: timezone }).toISODate());
    }
  }
});

test("isoDateIn's UTC days, worked out without luxon, are luxon's over the whole accepted range and past its ends", () => {
  const instants = [EARLIEST_INSTANT_MS, -1, 0, 1, Date.parse('1969-12-31T23:59:59.999Z'), Date.parse('2028-02-29T23:59:59.999Z'), LATEST_INSTANT_MS];
  for (let i = 0; i < 2000; i++) instants.push(EARLIEST_INSTANT_MS + Math.floor(((LATEST_INSTANT_MS - EARLIEST_INSTANT_MS) * i) / 2000) + i * 7919);
  // A moving clock can pass the range's ends.
  instants.push(EARLIEST_INSTANT_MS - 86_400_001, LATEST_INSTANT_MS + 86_400_000);
  for (const ms of instants) {
    // Each from another day first, so that the day just asked for cannot answer it.
    isoDateIn(ms + 3 * 86_400_000, 'UTC');
    expect(isoDateIn(ms, 'UTC')).toBe(DateTime.fromMillis(ms, { zone: 'UTC' }).toISODate());
    expect(isoDateIn(ms + 1, 'UTC')).toBe(DateTime.fromMillis(ms + 1, { zone: 'UTC' }).toISODate());
  }
});
