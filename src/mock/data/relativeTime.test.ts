// Tests of relative dates and moments, and of refusing malformed expressions.
import { localMoment, relativeDate, relativeMoment } from './relativeTime';

const TODAY = '2026-03-01';
const NOW_MS = Date.UTC(2026, 2, 1, 12, 0, 0);

describe('relativeDate', () => {
  test.each([
    ['today', TODAY, '2026-03-01'],
    ['today+0', TODAY, '2026-03-01'],
    ['today-0', TODAY, '2026-03-01'],
    ['today+3', TODAY, '2026-03-04'],
    ['today-10', TODAY, '2026-02-19'],
    ['today+31', TODAY, '2026-04-01'],
    ['today+365', TODAY, '2027-03-01'],
    ['today-1', '2026-01-01', '2025-12-31'],
    ['today+1', '2024-02-28', '2024-02-29'],
    ['today+1', '2025-02-28', '2025-03-01'],
    ['today-540', TODAY, '2024-09-07'],
  ])('%s from %s is %s', (expression, today, expected) => {
    expect(relativeDate(expression, today)).toBe(expected);
  });

  test.each([
    '',
    'tomorrow',
    'Today',
    'today+',
    'today-',
    'today + 3',
    ' today',
    'today ',
    'today+3d',
    'today+-3',
    'today+1.5',
    'now',
    'now+1d',
    'today+14 09:30 +01:00',
  ])('malformed expression %p throws, quoting it', (expression) => {
    expect(() => relativeDate(expression, TODAY)).toThrow(`'${expression}' is not a relative date`);
  });
});

describe('relativeMoment', () => {
  test.each([
    ['now+90m', NOW_MS + 90 * 60_000],
    ['now-2h', Date.UTC(2026, 2, 1, 10, 0, 0)],
    ['now+1d', Date.UTC(2026, 2, 2, 12, 0, 0)],
    ['now-1d', Date.UTC(2026, 1, 28, 12, 0, 0)],
    ['now+0m', NOW_MS],
    ['now+48h', Date.UTC(2026, 2, 3, 12, 0, 0)],
  ])('%s from now is that instant, written in UTC', (expression, ms) => {
    expect(relativeMoment(expression, TODAY, NOW_MS)).toEqual({ ms, offset: '+00:00' });
  });

  test.each([
    ['today+14 09:30 +01:00', Date.UTC(2026, 2, 15, 8, 30), '+01:00'],
    ['today 09:30 +00:00', Date.UTC(2026, 2, 1, 9, 30), '+00:00'],
    ['today 23:30 -05:00', Date.UTC(2026, 2, 2, 4, 30), '-05:00'],
    ['today-1 07:00 +09:00', Date.UTC(2026, 1, 27, 22, 0), '+09:00'],
    ['today+2 00:00 +05:30', Date.UTC(2026, 2, 2, 18, 30), '+05:30'],
  ])('%s is the local time on that day at that offset', (expression, ms, offset) => {
    expect(relativeMoment(expression, TODAY, NOW_MS)).toEqual({ ms, offset });
  });

  test.each([
    '',
    'now',
    'now+90',
    'now+90s',
    'now+1w',
    'now+1.5h',
    'now + 2h',
    'Now+2h',
    'now+-2h',
    'today',
    'today+14',
    'today+14 09:30',
    'today+14 9:30 +01:00',
    'today+14 09:30 +0100',
    'today+14 09:30 +1:00',
    'today+14T09:30+01:00',
    'today+14  09:30 +01:00',
    'tomorrow 09:30 +01:00',
  ])('malformed expression %p throws, quoting it', (expression) => {
    expect(() => relativeMoment(expression, TODAY, NOW_MS)).toThrow(`'${expression}' is not a relative moment`);
  });

  test.each(['today 25:00 +00:00', 'today+14 12:60 +01:00'])('an impossible local time (%p) throws instead of giving an invalid instant', (expression) => {
    expect(() => relativeMoment(expression, TODAY, NOW_MS)).toThrow();
  });
});

describe('localMoment', () => {
  test.each([
    ['2026-03-15', '09:30', '+01:00', Date.UTC(2026, 2, 15, 8, 30)],
    ['2026-07-01', '16:30', '-05:00', Date.UTC(2026, 6, 1, 21, 30)],
    ['2026-01-01', '07:00', '+09:00', Date.UTC(2025, 11, 31, 22, 0)],
  ])('%s %s at %s', (date, time, offset, ms) => {
    expect(localMoment(date, time, offset)).toBe(ms);
  });
});
