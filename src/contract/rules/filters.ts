// The suite's rules on the listing's filters.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import type { SuiteItem, SuiteContext } from '../suite/context';
import { allOf, equalTo, expectExactly as expectExactlyAt, onOrAfter, onOrBefore, type SuiteCondition } from './support';
import { skip } from '../suite/outcomes';

interface DateCount {
  date: string;
  count: number;
}

/** The snapshot's expected dates, earliest first, each with how many releases have it. */
function datesOf(items: SuiteItem[]): DateCount[] {
  const counts = new Map<string, number>();
  for (const { expected_date: date } of items) if (date !== undefined) counts.set(date, (counts.get(date) ?? 0) + 1);
  return [...counts].map(([date, count]) => ({ date, count })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/**
 * A boundary for an open range, searched from the end of the data the range keeps (so few
 * releases to walk): preferably a date several releases share with releases on both sides of it,
 * then any date with releases on both sides, then any date.
 */
function boundary(datesFromKeptEnd: DateCount[]): string {
  const inner = datesFromKeptEnd.slice(1, -1);
  return [...inner.filter((d) => d.count > 1), ...inner, ...datesFromKeptEnd][0].date;
}

function datesOrSkip(context: SuiteContext): DateCount[] {
  const dates = datesOf(context.snapshot.items);
  if (dates.length === 0) skip('no release has an expected_date');
  return dates;
}

/** The filtered result holds exactly the releases that meet the condition, which does not depend on the clock. */
const expectExactly = (context: SuiteContext, query: string, condition: SuiteCondition) => expectExactlyAt(context, query, () => condition);

export const filteringRules: Rule[] = [
  rule({
    ...rulebookDescription('filter.expected-date-after-is-inclusive'),
    async check(context) {
      const date = boundary(datesOrSkip(context).reverse());
      await expectExactly(context, `expected_date_after=${date}`, onOrAfter(date));
    },
  }),
  rule({
    ...rulebookDescription('filter.expected-date-before-is-inclusive'),
    async check(context) {
      const date = boundary(datesOrSkip(context));
      await expectExactly(context, `expected_date_before=${date}`, onOrBefore(date));
    },
  }),
  rule({
    ...rulebookDescription('filter.expected-date-equals'),
    async check(context) {
      const shared = datesOrSkip(context).reduce((a, b) => (b.count > a.count ? b : a));
      await expectExactly(context, `expected_date=${shared.date}`, equalTo(shared.date));
    },
  }),
  rule({
    name: 'filter.date-filters-combine',
    section: '§4.1',
    statement:
      'Filters may be combined: expected_date_after with expected_date_before keeps the releases on or between both dates, and expected_date with a range keeps the releases that meet both.',
    async check(context) {
      const dates = datesOrSkip(context).map((d) => d.date);
      if (dates.length < 2) skip(`every release has the expected_date ${dates[0]}: a range cannot leave any out`);
      // A range of up to three dates in the middle of the data, and a date outside it.
      const width = Math.min(3, dates.length - 1);
      const first = Math.floor((dates.length - width) / 2);
      const [from, to] = [dates[first], dates[first + width - 1]];
      const outside = dates[first + width];
      const range = allOf(onOrAfter(from), onOrBefore(to));
      const rangeQuery = `expected_date_after=${from}&expected_date_before=${to}`;
      await expectExactly(context, rangeQuery, range);
      await expectExactly(context, `expected_date=${from}&${rangeQuery}`, allOf(equalTo(from), range));
      await expectExactly(context, `expected_date=${outside}&${rangeQuery}`, allOf(equalTo(outside), range));
      // expected_date before the lower bound: the later of the two lower bounds holds, and nothing meets both.
      await expectExactly(context, `expected_date=${from}&expected_date_after=${outside}`, allOf(equalTo(from), onOrAfter(outside)));
    },
  }),
];
