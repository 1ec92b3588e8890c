// §4.1's three date filters: the condition each puts on expected_date, and the rule that judges it.
import { isRealDate } from '../items/isoDates';
import type { Condition } from './condition';

/** A condition on expected_date; an item that does not show a real date cannot decide it (a malformed date is content.date-formats' one violation). */
export function dateCondition(text: string, test: (date: string) => boolean): Condition {
  return {
    text: `expected_date ${text}`,
    meets: (item) => (isRealDate(item.expected_date) ? test(item.expected_date as string) : undefined),
    show: (item) => `expected_date ${item.expected_date}`,
  };
}

export const onOrAfter = (date: string) => dateCondition(`is on or after ${date}`, (d) => d >= date);
export const onOrBefore = (date: string) => dateCondition(`is on or before ${date}`, (d) => d <= date);
export const equalTo = (date: string) => dateCondition(`equals ${date}`, (d) => d === date);

/** Each date filter: its parameter, its rule, and its condition for a date. */
export const DATE_FILTERS: readonly { parameter: string; rule: string; condition: (date: string) => Condition }[] = [
  { parameter: 'expected_date', rule: 'filter.expected-date-equals', condition: equalTo },
  { parameter: 'expected_date_after', rule: 'filter.expected-date-after-is-inclusive', condition: onOrAfter },
  { parameter: 'expected_date_before', rule: 'filter.expected-date-before-is-inclusive', condition: onOrBefore },
];
