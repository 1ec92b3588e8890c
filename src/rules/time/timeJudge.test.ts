// Tests of the three-valued logic and the time judge's margins.
import { and, not, or, TimeJudge, type Tri } from './timeJudge';

const T = true;
const F = false;
const U = undefined;

describe('three-valued logic', () => {
  test.each<[Tri, Tri, Tri]>([
    [T, T, T],
    [T, F, F],
    [T, U, U],
    [F, T, F],
    [F, F, F],
    [F, U, F],
    [U, T, U],
    [U, F, F],
    [U, U, U],
  ])('and(%s, %s) is %s', (a, b, expected) => {
    expect(and(a, b)).toBe(expected);
  });

  test.each<[Tri, Tri, Tri]>([
    [T, T, T],
    [T, F, T],
    [T, U, T],
    [F, T, T],
    [F, F, F],
    [F, U, U],
    [U, T, T],
    [U, F, U],
    [U, U, U],
  ])('or(%s, %s) is %s', (a, b, expected) => {
    expect(or(a, b)).toBe(expected);
  });

  test('not', () => {
    expect(not(T)).toBe(F);
    expect(not(F)).toBe(T);
    expect(not(U)).toBe(U);
  });

  test('and / or of many, and of none', () => {
    expect(and(T, T, T, U, T)).toBe(U);
    expect(and(T, U, T, F)).toBe(F);
    expect(or(F, F, U, F)).toBe(U);
    expect(or(F, U, T)).toBe(T);
    expect(and()).toBe(T);
    expect(or()).toBe(F);
  });
});

describe('beforeToday', () => {
  describe('without a time zone, a date that is today somewhere from UTC−12 to UTC+14 is undecided', () => {
    test('at 12:00 UTC the window is one date', () => {
      const judge = new TimeJudge(Date.parse('2026-03-01T12:00:00Z'));
      expect([judge.earliestToday, judge.latestToday]).toEqual(['2026-03-01', '2026-03-02']);
      expect(judge.beforeToday('2026-02-28')).toBe(true);
      expect(judge.beforeToday('2026-03-01')).toBeUndefined();
      expect(judge.beforeToday('2026-03-02')).toBe(false);
      expect(judge.beforeToday('2026-03-03')).toBe(false);
      expect(judge.beforeToday('2025-12-31')).toBe(true);
    });

    test('at 11:30 UTC the window is two dates', () => {
      const judge = new TimeJudge(Date.parse('2026-03-01T11:30:00Z'));
      expect([judge.earliestToday, judge.latestToday]).toEqual(['2026-02-28', '2026-03-02']);
      expect(judge.beforeToday('2026-02-27')).toBe(true);
      expect(judge.beforeToday('2026-02-28')).toBeUndefined();
      expect(judge.beforeToday('2026-03-01')).toBeUndefined();
      expect(judge.beforeToday('2026-03-02')).toBe(false);
    });

    test('the description says the time zone is unknown and names the window', () => {
      const judge = new TimeJudge(Date.parse('2026-03-01T12:00:00Z'));
      expect(judge.describe()).toBe(
        'server clock 2026-03-01T12:00:00.000Z; time zone unknown, so expected dates from 2026-03-01 up to 2026-03-02 (excluded) are not judged against today (give --timezone)',
      );
    });
  });

  describe('with a time zone, the judgement is exact', () => {
    test.each([
      ['UTC', '2026-03-01'],
      ['America/Los_Angeles', '2026-03-01'],
      ['Pacific/Auckland', '2026-03-02'],
      ['Pacific/Kiritimati', '2026-03-02'],
      ['Etc/GMT+12', '2026-03-01'],
    ])('in %s, today is %s', (zone, today) => {
      const judge = new TimeJudge(Date.parse('2026-03-01T12:00:00Z'), zone);
      expect([judge.earliestToday, judge.latestToday]).toEqual([today, today]);
    });

    test('in Pacific/Auckland at 12:00 UTC, the UTC date is already past', () => {
      const judge = new TimeJudge(Date.parse('2026-03-01T12:00:00Z'), 'Pacific/Auckland');
      expect(judge.beforeToday('2026-03-01')).toBe(true);
      expect(judge.beforeToday('2026-03-02')).toBe(false);
      expect(judge.beforeToday('2026-03-03')).toBe(false);
    });

    test('in America/Los_Angeles at 12:00 UTC, today is the UTC date', () => {
      const judge = new TimeJudge(Date.parse('2026-03-01T12:00:00Z'), 'America/Los_Angeles');
      expect(judge.beforeToday('2026-02-28')).toBe(true);
      expect(judge.beforeToday('2026-03-01')).toBe(false);
      expect(judge.beforeToday('2026-03-02')).toBe(false);
    });

    test('just before midnight in the zone, today is still the earlier date', () => {
      // 2026-03-01T23:59:30+01:00 in Europe/Paris.
      const judge = new TimeJudge(Date.parse('2026-03-01T22:59:30Z'), 'Europe/Paris');
      expect(judge.beforeToday('2026-02-28')).toBe(true);
      expect(judge.beforeToday('2026-03-01')).toBe(false);
    });

    test('the description names the zone and its today', () => {
      const judge = new TimeJudge(Date.parse('2026-03-01T12:00:00Z'), 'Pacific/Auckland');
      expect(judge.describe()).toBe('server clock 2026-03-01T12:00:00.000Z, today 2026-03-02 in Pacific/Auckland');
    });
  });
});

describe('beforeNow, with a margin of two minutes', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const judge = new TimeJudge(now);
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

  test('clearly past is true', () => {
    expect(judge.beforeNow(at(-3 * 60_000))).toBe(true);
    expect(judge.beforeNow('2020-01-01T00:00:00Z')).toBe(true);
    expect(judge.beforeNow(at(-120_001))).toBe(true);
  });

  test('clearly future is false', () => {
    expect(judge.beforeNow(at(3 * 60_000))).toBe(false);
    expect(judge.beforeNow('2030-01-01T00:00:00+05:00')).toBe(false);
    expect(judge.beforeNow(at(120_001))).toBe(false);
  });

  test('within the margin is undecided', () => {
    expect(judge.beforeNow(at(-120_000))).toBeUndefined();
    expect(judge.beforeNow(at(-60_000))).toBeUndefined();
    expect(judge.beforeNow(at(0))).toBeUndefined();
    expect(judge.beforeNow(at(60_000))).toBeUndefined();
    expect(judge.beforeNow(at(120_000))).toBeUndefined();
  });

  test('offsets are honoured', () => {
    // 14:00+02:00 is 12:00Z: now. 12:00+02:00 is 10:00Z: past. 12:00-02:00 is 14:00Z: future.
    expect(judge.beforeNow('2026-03-01T14:00:00+02:00')).toBeUndefined();
    expect(judge.beforeNow('2026-03-01T12:00:00+02:00')).toBe(true);
    expect(judge.beforeNow('2026-03-01T12:00:00-02:00')).toBe(false);
  });

  test.each(['', 'not a date', 'yesterday'])('an unparsable instant (%p) is undecided', (text) => {
    expect(judge.beforeNow(text)).toBeUndefined();
  });

  test('the time zone does not change the margin', () => {
    const zoned = new TimeJudge(now, 'Pacific/Auckland');
    expect(zoned.beforeNow(at(-121_000))).toBe(true);
    expect(zoned.beforeNow(at(-119_000))).toBeUndefined();
    expect(zoned.beforeNow(at(121_000))).toBe(false);
  });
});
