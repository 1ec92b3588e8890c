import type { StatusCode } from '../../core/types';
import { rule, type Rule } from '../suite/rule';
import type { Item, SuiteContext } from '../suite/context';
import { not, type Verdict } from '../suite/timeJudge';
import { agreeing, clockOf, expectComplete, expectSound, nonLiveIds, STATUS_TEXT, statusCondition, statusIs, walkResult, type Condition, type Result } from './support';
import { STATUS_CODES } from '../../core/spec';
import { skip } from '../suite/outcomes';

const idsOf = (result: Result) => new Set(result.items.map((i) => i.id));

/**
 * "The page is not live", as far as it can be told from outside: a page that status=announced
 * or status=scheduled returns is live (both need it); a page with no target_date or a future one
 * that neither returns is not (a live one would be announced or scheduled).
 */
function notLive(live: Set<number>, targetAheadOrNone: (item: Item) => Verdict): Condition {
  return {
    text: STATUS_TEXT.draft,
    meets: (item) => (live.has(item.id) ? false : targetAheadOrNone(item) === true ? true : undefined),
    show: (item) =>
      `${live.has(item.id) ? 'returned by status=announced or status=scheduled' : 'returned by neither status=announced nor status=scheduled'}, target_date ${item.target_date}`,
  };
}

const draftRule = rule({
  name: 'status.draft-filter',
  section: '§3',
  statement: `status=draft returns exactly the releases where ${STATUS_TEXT.draft}: none that status=announced or status=scheduled returns (both need a live page), and every page with no target_date or a future one that neither returns.`,
  async check(context) {
    const draft = await walkResult(context, 'status=draft');
    const announced = await walkResult(context, 'status=announced');
    const scheduled = await walkResult(context, 'status=scheduled');
    const clock = agreeing([draft, announced, scheduled].map((r) => clockOf(context, r.pages)));
    const live = new Set([...idsOf(announced), ...idsOf(scheduled)]);
    const targetAheadOrNone = (item: Item) => (item.target_date ? not(clock.beforeNow(item.target_date)) : true);
    const condition = notLive(live, targetAheadOrNone);
    if (draft.items.length === 0 && !context.snapshot.items.some((i) => condition.meets(i) === true)) {
      skip('status=draft returns nothing and every release with no target_date or a future one is announced or scheduled: no draft to check');
    }
    expectSound(draft, condition);
    expectComplete(draft, context.snapshot.items, condition);
  },
});

/** status=code returns exactly the releases meeting the literal condition of §3, liveness judged by status=draft. */
function liveStatusRule(code: Exclude<StatusCode, 'draft'>): Rule {
  return rule({
    name: `status.${code}-filter`,
    section: '§3',
    statement: `status=${code} returns exactly the releases where ${STATUS_TEXT[code]}.`,
    async check(context) {
      const nonLive = await nonLiveIds(context);
      const result = await walkResult(context, `status=${code}`);
      const condition = statusIs(code, clockOf(context, result.pages), nonLive);
      if (result.items.length === 0 && !context.snapshot.items.some((i) => condition.meets(i) === true)) {
        skip(`status=${code} returns nothing and no release can be told to be ${code} (${STATUS_TEXT[code]})`);
      }
      expectSound(result, condition);
      expectComplete(result, context.snapshot.items, condition);
    },
  });
}

/** A release shows `code` and its condition reads the same at the snapshot and at the request, so it must be in the result. */
function showing(code: StatusCode, context: SuiteContext, result: Result): Condition {
  const clock = agreeing([context.snapshot.judge, clockOf(context, result.pages)]);
  // Liveness does not change with the clock: with it set to true, what is left of the condition is what may.
  const steady = (item: Item) => statusCondition(code, item, clock, true) !== undefined;
  return {
    text: `status.code is ${code}`,
    meets: (item) => (item.status?.code === code && steady(item) ? true : undefined),
    show: (item) => `status.code ${item.status?.code}, expected_date ${item.expected_date}, target_date ${item.target_date}`,
  };
}

const shownCodeRule = rule({
  name: 'status.shown-code-matches-its-filter',
  section: '§3',
  statement: 'The code is reported in status.code and is the filter value of the status query parameter: a release showing code X is returned by status=X.',
  async check(context) {
    const shown = STATUS_CODES.filter((code) => context.snapshot.items.some((i) => i.status?.code === code));
    if (shown.length === 0) skip('no release of the snapshot shows a documented status.code');
    for (const code of shown) {
      const result = await walkResult(context, `status=${code}`);
      expectComplete(result, context.snapshot.items, showing(code, context, result));
    }
  },
});

export const statusRules: Rule[] = [draftRule, liveStatusRule('announced'), liveStatusRule('scheduled'), liveStatusRule('published'), shownCodeRule];
