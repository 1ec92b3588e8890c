// The suite's rules on statuses: the status filter and the status object of §3.
import type { StatusCode } from '../../core/types';
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import type { SuiteItem, SuiteContext } from '../suite/context';
import { not, type Tri } from '../../rules';
import { FULL_READ_LIMIT } from '../suite/context';
import {
  agreeing,
  clockOf,
  expectComplete,
  expectCompleteOnDates,
  expectExactly,
  expectSound,
  nonLiveIds,
  STATUS_TEXT,
  statusCondition,
  statusIsWithNonLive,
  walkResult,
  type KnownClock,
  type SuiteCondition,
} from './support';
import { STATUS_CODES } from '../../core/spec';
import { skip } from '../suite/outcomes';

/**
 * "The page is not live", as far as it can be told from outside: a page that status=announced
 * or status=scheduled returns is live (both need it); a page with no target_date or a future one
 * that neither returns is not (a live one would be announced or scheduled).
 */
function notLive(live: Set<number>, targetAheadOrNone: (item: SuiteItem) => Tri): SuiteCondition {
  return {
    text: STATUS_TEXT.draft,
    meets: (item) => (live.has(item.id) ? false : targetAheadOrNone(item) === true ? true : undefined),
    show: (item) =>
      `${live.has(item.id) ? 'returned by status=announced or status=scheduled' : 'returned by neither status=announced nor status=scheduled'}, target_date ${item.target_date}`,
  };
}

const draftRule = rule({
  ...rulebookDescription('status.draft-filter'),
  async check(context) {
    const totals = await Promise.all(
      ['draft', 'announced', 'scheduled'].map(async (code) => (await context.listingBody(`status=${code}&fields=id&limit=1`)).body.meta.total_count),
    );
    if (Math.max(...totals) <= FULL_READ_LIMIT) {
      if (!(await expectDraftsOf(context, '', context.snapshot.items))) skip(NO_DRAFT);
      return;
    }
    // A large listing: the three results on a few dates of drafts of the snapshot (filters combine, §4.1), each read whole.
    const nonLive = await nonLiveIds(context);
    const dated = (items: readonly SuiteItem[]) =>
      [...new Set(items.map((item) => item.expected_date).filter((d): d is string => typeof d === 'string'))].sort();
    const dates = dated(context.snapshot.items.filter((item) => nonLive.has(item.id)));
    let checked = false;
    for (const date of new Set([dates[0], dates[dates.length >> 1], dates[dates.length - 1]].filter(Boolean))) {
      checked =
        (await expectDraftsOf(
          context,
          `expected_date=${date}&`,
          context.snapshot.items.filter((item) => item.expected_date === date),
        )) || checked;
    }
    if (!checked) skip(NO_DRAFT);
  },
});

const NO_DRAFT = 'status=draft returns nothing and every release with no target_date or a future one is announced or scheduled: no draft to check';

/**
 * status=draft with `narrowing` (`expected_date=D&`, or nothing) against the same narrowing of
 * status=announced and status=scheduled; false when there was no draft to judge.
 */
async function expectDraftsOf(context: SuiteContext, narrowing: string, candidates: readonly SuiteItem[]): Promise<boolean> {
  const draft = await walkResult(context, `${narrowing}status=draft`);
  // Only their ids are needed: read as light as a walk can be.
  const announced = await context.walk(`${narrowing}status=announced&fields=id`);
  const scheduled = await context.walk(`${narrowing}status=scheduled&fields=id`);
  const clock = agreeing([draft, announced, scheduled].map((r) => clockOf(context, r.pages)));
  const live = new Set([...announced.items, ...scheduled.items].map((item) => item.id));
  const targetAheadOrNone = (item: SuiteItem) => (item.target_date ? not(clock.beforeNow(item.target_date)) : true);
  const condition = notLive(live, targetAheadOrNone);
  if (draft.items.length === 0 && !candidates.some((i) => condition.meets(i) === true)) return false;
  expectSound(context, draft, condition);
  expectComplete(context, draft, candidates, condition);
  return true;
}

/** status=code returns exactly the releases meeting the literal condition of §3, liveness judged by status=draft. */
function liveStatusRule(code: Exclude<StatusCode, 'draft'>): Rule {
  return rule({
    ...rulebookDescription(`status.${code}-filter`),
    async check(context) {
      const nonLive = await nonLiveIds(context);
      const conditionAt = (clock: KnownClock) => statusIsWithNonLive(code, clock, nonLive);
      const total = (await context.listingBody(`status=${code}&fields=id&limit=1`)).body.meta.total_count;
      if (total === 0 && !context.snapshot.items.some((i) => conditionAt(context.snapshot.judge).meets(i) === true)) {
        skip(`status=${code} returns nothing and no release can be told to be ${code} (${STATUS_TEXT[code]})`);
      }
      await expectExactly(context, `status=${code}`, conditionAt);
    },
  });
}

/** A release shows `code` and its condition reads the same at the snapshot and at the request, so it must be in the result. */
function showing(code: StatusCode, context: SuiteContext, requestClock: KnownClock): SuiteCondition {
  const clock = agreeing([context.snapshot.judge, requestClock]);
  // Liveness does not change with the clock: with it set to true, what is left of the condition is what may.
  const steady = (item: SuiteItem) => statusCondition(code, item, clock, true) !== undefined;
  return {
    text: `status.code is ${code}`,
    meets: (item) => (item.status?.code === code && steady(item) ? true : undefined),
    show: (item) => `status.code ${item.status?.code}, expected_date ${item.expected_date}, target_date ${item.target_date}`,
  };
}

const shownCodeRule = rule({
  ...rulebookDescription('status.shown-code-matches-its-filter'),
  async check(context) {
    const shown = STATUS_CODES.filter((code) => context.snapshot.items.some((i) => i.status?.code === code));
    if (shown.length === 0) skip('no release of the snapshot shows a documented status.code');
    for (const code of shown) {
      const candidates = context.snapshot.items.filter((item) => item.status?.code === code);
      const total = (await context.listingBody(`status=${code}&fields=id&limit=1`)).body.meta.total_count;
      if (total > FULL_READ_LIMIT) {
        await expectCompleteOnDates(context, `status=${code}`, candidates, (clock) => showing(code, context, clock));
        continue;
      }
      const result = await walkResult(context, `status=${code}`);
      expectComplete(context, result, candidates, showing(code, context, clockOf(context, result.pages)));
    }
  },
});

export const statusRules: Rule[] = [draftRule, liveStatusRule('announced'), liveStatusRule('scheduled'), liveStatusRule('published'), shownCodeRule];
