// The per-item rules of the contract suite, judged on the items of one listing answer.
import type { Item } from '../contract/suite/context';
import { announcedProblem, colorProblem, dateProblem, detailUrlProblem } from '../contract/rules/content';
import { metaProblem } from '../contract/rules/fields';
import { dateCondition, onOrAfter, onOrBefore, STATUS_TEXT, statusCondition, type Clock, type Condition } from '../contract/rules/support';
import { META_FIELDS, STATUS_CODES } from '../core/spec';
import type { StatusCode } from '../core/types';
import { boundedPayload, type AnswerVerdict } from './violation';

/** A check of each item, named as the suite's rule whose logic it reuses. */
interface ItemRule {
  rule: string;
  section: string;
  expected: string;
  problemOf(item: Item): string | undefined;
  /** Whether the rule could be judged on the item; absent: always. */
  judged?(item: Item): boolean;
}

const FORMAT_RULES: ItemRule[] = [
  { rule: 'content.status-colors-are-hex', section: '§2.4', expected: '#RRGGBB, e.g. #0D6EFD', problemOf: colorProblem },
  {
    rule: 'content.announced-status-is-labelled',
    section: '§2.4',
    expected: 'label "Announced", a description stating expected_date',
    problemOf: announcedProblem,
  },
  // Items without meta are the fields rules' concern.
  { rule: 'fields.meta-is-complete', section: '§2.3', expected: `meta with ${META_FIELDS.join(', ')}; type releases.ReleasePage`, problemOf: (item) => (item.meta === undefined ? undefined : metaProblem(item)) },
  { rule: 'content.detail-url-form', section: '§2.3', expected: '<http(s) origin>/api/v2/pages/<id>/', problemOf: detailUrlProblem },
  {
    rule: 'content.date-formats',
    section: '§2.2, §2.3',
    expected: 'expected_date YYYY-MM-DD (a real date); target_date, first_published_at ISO 8601 with offset or null; expected_time_period AM, PM or null',
    problemOf: dateProblem,
  },
];

/** The suite's rule for each date filter. */
const DATE_FILTERS: { parameter: string; rule: string; condition: (date: string) => Condition }[] = [
  { parameter: 'expected_date', rule: 'filter.expected-date-equals', condition: (date) => dateCondition(`is ${date}`, (d) => d === date) },
  { parameter: 'expected_date_after', rule: 'filter.expected-date-after-is-inclusive', condition: onOrAfter },
  { parameter: 'expected_date_before', rule: 'filter.expected-date-before-is-inclusive', condition: onOrBefore },
];

/**
 * Each filter of the query as an item rule. Liveness is not in the API: `status` is judged with
 * liveness unknown, so an item is judged only where its own fields decide (never for draft).
 */
function filterRules(query: URLSearchParams, clock: Clock): ItemRule[] {
  const named = DATE_FILTERS.flatMap(({ parameter, rule, condition }) => {
    const date = query.get(parameter);
    return date === null ? [] : [{ rule, section: '§4.1', condition: condition(date) }];
  });
  const status = query.get('status');
  if (status !== null && (STATUS_CODES as readonly string[]).includes(status)) {
    const code = status as StatusCode;
    named.push({
      rule: `status.${code}-filter`,
      section: '§3',
      condition: { text: STATUS_TEXT[code], meets: (item) => statusCondition(code, item, clock, undefined), show: (item) => `expected_date ${item.expected_date}, target_date ${item.target_date}` },
    });
  }
  return named.map(({ rule, section, condition }) => ({
    rule,
    section,
    expected: `only releases where ${condition.text}`,
    problemOf: (item) => (condition.meets(item) === false ? condition.show(item) : undefined),
    judged: (item) => condition.meets(item) !== undefined,
  }));
}

/** Judges every item against the format rules and the query's filters: the first offending item of each rule is reported. */
export function checkItems(items: Item[], query: URLSearchParams, clock: Clock, verdict: AnswerVerdict): void {
  for (const itemRule of [...FORMAT_RULES, ...filterRules(query, clock)]) {
    const position = items.findIndex((item) => itemRule.problemOf(item) !== undefined);
    if (position !== -1) {
      const item = items[position];
      verdict.violations.push({ rule: itemRule.rule, section: itemRule.section, expected: itemRule.expected, actual: `release ${item.id}: ${itemRule.problemOf(item)}`, pointer: `/items/${position}`, payload: boundedPayload(item) });
    } else if (itemRule.judged && !items.every(itemRule.judged)) {
      verdict.unjudged.push(itemRule.rule);
    }
  }
}
