// §3's table is written twice on purpose: the mock's STATUS_CONDITIONS (./status.ts) decide it on a
// stored release and an exact clock, the rulebook's statusCondition (src/rules/filters/statusConditions.ts)
// on what an item shows and a clock known roughly. Wherever the rulebook can decide, the two agree.
import { release } from '../testing/records';
import type { Moment } from './clock';
import { STATUS_CONDITIONS } from './status';
import { statusCondition, TimeJudge } from '../../rules';
import { STATUS_CODES } from '../../core/spec';

const NOW_MS = Date.parse('2026-03-10T12:00:00Z');
const MOMENT: Moment = { nowMs: NOW_MS, today: '2026-03-10' };
/** The clock exactly, as the example checker assumes one: no margin, the zone known. */
const EXACT = new TimeJudge(NOW_MS, 'UTC', 0);
const targetAt = (deltaMs: number) => new Date(NOW_MS + deltaMs).toISOString().replace('Z', '+00:00');

const cases = [true, false].flatMap((live) =>
  [null, targetAt(-3_600_000), targetAt(-1), targetAt(0), targetAt(1), targetAt(3_600_000)].flatMap((target_date) =>
    ['2026-03-09', '2026-03-10', '2026-03-11'].flatMap((expected_date) => STATUS_CODES.map((code) => ({ live, target_date, expected_date, code }))),
  ),
);

test.each(cases)('%o: the mock and the rulebook read §3 alike', ({ live, target_date, expected_date, code }) => {
  const stored = release({ id: 1, live, target_date, expected_date });
  const judged = statusCondition(code, { target_date, expected_date }, EXACT, live);
  if (judged !== undefined) expect(STATUS_CONDITIONS[code](stored, MOMENT)).toBe(judged);
});

test('the rulebook decides all but the instant of now', () => {
  const undecided = cases.filter(
    ({ live, target_date, expected_date, code }) => statusCondition(code, { target_date, expected_date }, EXACT, live) === undefined,
  );
  expect(new Set(undecided.map(({ target_date }) => target_date))).toEqual(new Set([targetAt(0)]));
});
