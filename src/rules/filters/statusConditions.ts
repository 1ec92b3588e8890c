// §3's table: the condition of each status code, judged on what an item shows and a clock known roughly.
import type { StatusCode } from '../../core/types';
import { and, not, or, type TimeJudge, type Tri } from '../time/timeJudge';
import type { Item } from '../items/item';

/** What a rule needs of the server's clock. */
export type KnownClock = Pick<TimeJudge, 'beforeToday' | 'beforeNow'>;

/** A clock that knows nothing: every comparison with now or today is undecided. */
export const NO_CLOCK: KnownClock = { beforeToday: () => undefined, beforeNow: () => undefined };

/** A clock whose verdict stands only when every clock gives it: the moments they stand for all agree. */
export function agreeing(clocks: KnownClock[]): KnownClock {
  const agreed = (verdicts: Tri[]) => (verdicts.every((v) => v === verdicts[0]) ? verdicts[0] : undefined);
  return {
    beforeToday: (date) => agreed(clocks.map((c) => c.beforeToday(date))),
    beforeNow: (instant) => agreed(clocks.map((c) => c.beforeNow(instant))),
  };
}

/** The third column of §3's table. */
export const STATUS_TEXT: Record<StatusCode, string> = {
  draft: 'the page is not live',
  announced: 'the page is live and target_date is null',
  scheduled: 'the page is live, target_date is not null and target_date is later than the current moment',
  published: "expected_date is earlier than today's date, or target_date is earlier than the current moment",
};

/**
 * The literal condition of §3's table for `code`. Liveness is not in the API: `live` is what the
 * caller knows of it (undefined when nothing). A field the item does not show decides nothing.
 * A deliberate twin of the mock's STATUS_CONDITIONS (src/mock/domain/status.ts), which decide on a
 * stored release and an exact clock; src/mock/domain/statusTable.test.ts holds the two alike.
 */
export function statusCondition(code: StatusCode, item: Item, clock: KnownClock, live: Tri): Tri {
  const target = item.target_date;
  const targetNull: Tri = target === undefined ? undefined : target === null;
  const targetBeforeNow: Tri = target === undefined ? undefined : target === null ? false : typeof target === 'string' ? clock.beforeNow(target) : undefined;
  const expectedBeforeToday: Tri = typeof item.expected_date === 'string' ? clock.beforeToday(item.expected_date) : undefined;
  switch (code) {
    case 'draft':
      return not(live);
    case 'announced':
      return and(live, targetNull);
    case 'scheduled':
      return and(live, not(targetNull), not(targetBeforeNow));
    case 'published':
      return or(expectedBeforeToday, targetBeforeNow);
  }
}
