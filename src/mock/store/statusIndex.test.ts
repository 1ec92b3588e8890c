// Tests that the status index follows the literal conditions as the clock moves.
import type { Moment } from '../domain/clock';
import { STATUS_CONDITIONS } from '../domain/status';
import { release } from '../testing/records';
import { StatusIndex } from './statusIndex';
import { STATUS_CODES } from '../../core/spec';

const releases = [
  release({ id: 1, live: false, expected_date: '2026-03-09' }),
  release({ id: 2, expected_date: '2026-03-10' }),
  release({ id: 3, expected_date: '2026-03-12', target_date: '2026-03-10T15:00:00+00:00' }),
  release({ id: 4, expected_date: '2026-03-11', target_date: '2026-03-11T09:00:00+01:00' }),
  release({ id: 5, live: false, expected_date: '2026-03-20', target_date: '2026-03-10T13:00:00+00:00' }),
  release({ id: 6, expected_date: '2026-03-11' }),
];

/** One index asked at a series of moments, as a long-running server asks it: the cached sets must follow the clock. */
const MOMENTS: Moment[] = [
  { nowMs: Date.parse('2026-03-10T12:00:00Z'), today: '2026-03-10' },
  { nowMs: Date.parse('2026-03-10T13:00:00Z'), today: '2026-03-10' }, // exactly at release 5's target
  { nowMs: Date.parse('2026-03-10T13:00:01Z'), today: '2026-03-10' }, // just past it
  { nowMs: Date.parse('2026-03-10T14:59:59.999Z'), today: '2026-03-10' }, // a millisecond before release 3's target: scheduled
  { nowMs: Date.parse('2026-03-10T15:00:00Z'), today: '2026-03-10' }, // exactly at it: neither scheduled nor published
  { nowMs: Date.parse('2026-03-10T16:00:00Z'), today: '2026-03-10' }, // past release 3's target
  { nowMs: Date.parse('2026-03-11T00:30:00Z'), today: '2026-03-11' }, // a new day
  { nowMs: Date.parse('2026-03-11T08:30:00Z'), today: '2026-03-11' }, // past release 4's target (08:00Z)
  { nowMs: Date.parse('2026-03-10T12:00:00Z'), today: '2026-03-10' }, // a clock set back
];

/** Positions in ascending (expected_date, id): the order date ranges are counted along. */
const dateOrder = Int32Array.from(releases.map((_, i) => i).sort((a, b) => releases[a].expected_date.localeCompare(releases[b].expected_date) || a - b));

describe('StatusIndex follows the literal conditions as the clock moves', () => {
  const index = new StatusIndex(releases, dateOrder);
  test.each(MOMENTS.flatMap((moment, step) => STATUS_CODES.map((code) => [step, code, moment] as const)))('step %i, %s', (_step, code, moment) => {
    const filter = index.filter(code, moment);
    const expected = releases.flatMap((r, i) => (STATUS_CONDITIONS[code](r, moment) ? [i] : []));
    expect([...Array.from(filter.candidates())].sort((a, b) => a - b)).toEqual(expected);
    expect(releases.map((_, i) => filter.accepts(i))).toEqual(releases.map((_, i) => expected.includes(i)));
    // Every span of the date order is counted as the members within it.
    for (let start = 0; start <= dateOrder.length; start++) {
      for (let end = start; end <= dateOrder.length; end++) {
        const within = Array.from(dateOrder.subarray(start, end)).filter((p) => expected.includes(p)).length;
        expect(filter.countInDateOrder!(start, end)).toBe(within);
      }
    }
  });
});

test("one index asked at a series of moments names each moment's epoch as a new index does, the same moment twice in a row included", () => {
  const index = new StatusIndex(releases, dateOrder);
  const series = MOMENTS.flatMap((moment) => [moment, { ...moment }, { ...moment, today: '2026-03-12' }, moment]);
  expect(series.map((moment) => index.epoch(moment))).toEqual(series.map((moment) => new StatusIndex(releases, dateOrder).epoch(moment)));
  // Moments of one epoch share it; a target passed starts another.
  expect(index.epoch(MOMENTS[0])).toBe(index.epoch({ ...MOMENTS[0], nowMs: MOMENTS[0].nowMs + 1 }));
  expect(index.epoch(MOMENTS[3])).not.toBe(index.epoch(MOMENTS[4]));
});
