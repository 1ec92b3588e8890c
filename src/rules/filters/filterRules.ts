// The filters of a request as item rules: each returned item must meet each filter (soundness, on one answer).
import { STATUS_CODES } from '../../core/spec';
import type { StatusCode } from '../../core/types';
import { refOf } from '../catalogue';
import { isRealDate } from '../items/isoDates';
import { isObject, type Item } from '../items/item';
import { HOLDS, notShown, SKIP, type ItemJudgement, type ItemRule } from '../items/itemJudgement';
import type { Readings } from '../profile/readings';
import type { Tri } from '../time/timeJudge';
import type { Condition } from './condition';
import { DATE_FILTERS } from './dateFilters';
import { statusCondition, STATUS_TEXT, type KnownClock } from './statusConditions';

/** Why a condition could not decide an item: a field it reads not shown, liveness, or a date too close to the clock. */
function undecided(item: Item, reads: readonly string[], needsLiveness: boolean): string {
  const hidden = reads.filter((field) => !(field in item));
  if (hidden.length > 0) return `${hidden.join(' and ')} not shown`;
  if (needsLiveness) return 'whether the page is live is not in the API';
  return "a date too close to the answer's clock (or its time zone unknown)";
}

function conditionRule(rule: string, condition: Condition, reads: readonly string[], needsLiveness: boolean): ItemRule {
  return {
    ref: refOf(rule),
    expected: `only releases where ${condition.text}`,
    judge(item): ItemJudgement {
      const met = condition.meets(item);
      if (met === true) return HOLDS;
      if (met === false) return { problem: condition.show(item) };
      return notShown(undecided(item, reads, needsLiveness));
    },
  };
}

/** What is known of a page's liveness from what it shows: in the mock profile its status.code (draft comes first); otherwise nothing. */
export const livenessOf = (item: Item, readings: Readings): Tri =>
  readings.draftCodeMeansNotLive && isObject(item.status) && typeof item.status.code === 'string' ? item.status.code !== 'draft' : undefined;

/** What an item shows of what §3's conditions read: its code (liveness, in the mock profile) and dates. */
function shownStatusFields(item: Item): string {
  const code = isObject(item.status) && 'code' in item.status ? [`status.code ${String(item.status.code)}`] : [];
  const dates = ['expected_date', 'target_date'].filter((field) => field in item).map((field) => `${field} ${String(item[field])}`);
  return [...code, ...dates].join(', ') || 'neither status nor its dates shown';
}

/** §3's condition for `code` as an item condition, at the answer's clock. */
export function statusIs(code: StatusCode, clock: KnownClock, readings: Readings): Condition {
  return {
    text: STATUS_TEXT[code],
    meets: (item) => statusCondition(code, item, clock, livenessOf(item, readings)),
    show: shownStatusFields,
  };
}

/** The fields §3's condition of each code reads. */
const STATUS_READS: Record<StatusCode, { reads: string[]; live: boolean }> = {
  draft: { reads: [], live: true },
  announced: { reads: ['target_date'], live: true },
  scheduled: { reads: ['target_date'], live: true },
  published: { reads: ['expected_date', 'target_date'], live: false },
};

/** The rules the request's filters imply: each date filter with a real date, and `status` with a documented code. */
export function filterRules(query: URLSearchParams, clock: KnownClock, readings: Readings): ItemRule[] {
  const rules = DATE_FILTERS.flatMap(({ parameter, rule, condition }) => {
    const date = query.get(parameter);
    // A date that is not one makes the request invalid (§7): the answer is no result to judge.
    return date !== null && isRealDate(date) ? [conditionRule(rule, condition(date), ['expected_date'], false)] : [];
  });
  const code = STATUS_CODES.find((c) => c === query.get('status'));
  if (code) rules.push(conditionRule(`status.${code}-filter`, statusIs(code, clock, readings), STATUS_READS[code].reads, STATUS_READS[code].live));
  return rules;
}

/** A release showing status.code X meets X's condition of §3 (it is what status=X returns). */
export function shownCodeRule(clock: KnownClock, readings: Readings): ItemRule {
  return {
    ref: refOf('status.shown-code-matches-its-filter'),
    expected: "the condition of §3's table for the code shown",
    judge(item) {
      const code = isObject(item.status) ? STATUS_CODES.find((c) => c === (item.status as { code?: unknown }).code) : undefined;
      if (!code) return SKIP;
      const met = statusCondition(code, item, clock, livenessOf(item, readings));
      if (met === true) return HOLDS;
      if (met === false)
        return {
          problem: `shows ${code}, yet not ${STATUS_TEXT[code]}: expected_date ${item.expected_date}, target_date ${item.target_date}`,
          at: '/status/code',
        };
      return notShown(undecided(item, STATUS_READS[code].reads, STATUS_READS[code].live));
    },
  };
}
