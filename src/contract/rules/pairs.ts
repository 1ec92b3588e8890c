// The rule that filters combine two at a time (§4.1): a status with dates, a search with a status, dates or an ordering.
import { rule, type Rule } from '../suite/rule';
import { FULL_READ_LIMIT, type SuiteItem, type SuiteContext } from '../suite/context';
import {
  allOf,
  equalTo,
  expectExactly,
  inResultOf,
  middleDate,
  nonLiveIdsIfAffordable,
  onOrAfter,
  onOrBefore,
  statusIsWithNonLive,
  type KnownClock,
  type SuiteCondition,
  type DateOrder,
} from './support';
import { TITLE_WORDS, wordIndex } from './searchWords';
import { skip } from '../suite/outcomes';

/** A pair of filters, the condition a release meets to be in its result, and the order its pages follow. */
interface Pair {
  query: string;
  conditionAt: (clock: KnownClock) => SuiteCondition;
  order?: DateOrder;
}

/** `published` needs no liveness (§3: by its dates alone): the pairs with a range use it. */
const published = (clock: KnownClock) => statusIsWithNonLive('published', clock, undefined);

/** The status with dates, each way of ordering, and with an ordering alone: the paths that narrow a status by a range, count within it, and walk it either way. */
function statusWithDates(date: string): Pair[] {
  const after = `expected_date_after=${date}&status=published`;
  const afterPublished = (clock: KnownClock) => allOf(onOrAfter(date), published(clock));
  return [
    { query: `${after}&ordering=expected_date`, conditionAt: afterPublished, order: 'ascending' },
    { query: `${after}&ordering=-expected_date`, conditionAt: afterPublished, order: 'descending' },
    { query: `status=published&expected_date_before=${date}`, conditionAt: (clock) => allOf(onOrBefore(date), published(clock)) },
    { query: `expected_date_after=${date}&ordering=-expected_date`, conditionAt: () => onOrAfter(date), order: 'descending' },
    { query: 'status=published&ordering=expected_date', conditionAt: published, order: 'ascending' },
  ];
}

/** The date most releases shown as `scheduled` share, if any: the status whose narrowing by one date is probed. */
function scheduledDate(items: readonly SuiteItem[]): string | undefined {
  const counts = new Map<string, number>();
  for (const item of items)
    if (item.status?.code === 'scheduled' && item.expected_date) counts.set(item.expected_date, (counts.get(item.expected_date) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/** `scheduled` on one date, with and without an ordering: liveness from status=draft when it is affordable (unknown: not judged). */
function scheduledOn(date: string, nonLive: Set<number> | undefined): Pair[] {
  const conditionAt = (clock: KnownClock) => allOf(equalTo(date), statusIsWithNonLive('scheduled', clock, nonLive));
  const query = `expected_date=${date}&status=scheduled`;
  return [
    { query, conditionAt },
    { query: `${query}&ordering=expected_date`, conditionAt, order: 'ascending' },
  ];
}

/**
 * The title word of the most releases whose result, scaled from the snapshot to the listing,
 * stays within half of FULL_READ_LIMIT: a result of many releases, with and without each other
 * filter, shows a filter dropped beside it.
 */
function frequentTitleWord(context: SuiteContext): string | undefined {
  const { items, totalCount } = context.snapshot;
  const scale = totalCount / Math.max(1, items.length);
  const words = [...wordIndex(items, TITLE_WORDS).values()].filter((word) => word.holders.size * scale <= FULL_READ_LIMIT / 2);
  return words.sort((a, b) => b.holders.size - a.holders.size || (a.text < b.text ? -1 : 1))[0]?.text;
}

/**
 * The term's own result: the ids of every release `search=term` returns, when it holds at most
 * FULL_READ_LIMIT releases (else its pairs are not drawn). What the search matches beyond the
 * title is not shown (§4.2.1), so the pairs are judged against the server's own result.
 */
async function searchIds(context: SuiteContext, term: string): Promise<Set<number> | undefined> {
  const query = `search=${term}`;
  if ((await context.listingBody(`${query}&fields=id&limit=1`)).body.meta.total_count > FULL_READ_LIMIT) return undefined;
  return context.once(`ids of ${query}`, async () => new Set((await context.walk(`${query}&fields=id`)).items.map((item) => item.id)));
}

/**
 * An upper bound for the search's date range where the first release after it (the lowest id of
 * the next date) is in the search's result: a bound tested one release too far lets it in. The
 * one nearest `date`; `date` itself when there is none.
 */
function boundBeforeAHit(items: readonly SuiteItem[], ids: Set<number>, date: string): string {
  const firstOf = new Map<string, number>();
  for (const { id, expected_date: d } of items) if (d !== undefined && id < (firstOf.get(d) ?? Infinity)) firstOf.set(d, id);
  const dates = [...firstOf.keys()].sort();
  const bounds = dates.slice(0, -1).filter((_, i) => ids.has(firstOf.get(dates[i + 1])!));
  const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(date));
  return bounds.sort((a, b) => distance(a) - distance(b) || (a < b ? -1 : 1))[0] ?? date;
}

/** The search with a status, with each side of a date range, and with an ordering: the paths that narrow the search's hits. */
function searchWith(term: string, ids: Set<number>, date: string, before: string): Pair[] {
  const found = inResultOf(`search=${term}`, ids);
  return [
    { query: `search=${term}&status=published`, conditionAt: (clock) => allOf(found, published(clock)) },
    { query: `expected_date_after=${date}&search=${term}`, conditionAt: () => allOf(found, onOrAfter(date)) },
    { query: `expected_date_before=${before}&search=${term}`, conditionAt: () => allOf(found, onOrBefore(before)) },
    { query: `expected_date_after=${date}&search=${term}&ordering=-expected_date`, conditionAt: () => allOf(found, onOrAfter(date)), order: 'descending' },
    { query: `search=${term}&ordering=expected_date`, conditionAt: () => found, order: 'ascending' },
  ];
}

export const pairRules: Rule[] = [
  rule({
    name: 'combined.filters-in-pairs',
    section: '§4.1',
    statement:
      'Filters combine two at a time as they do all together: a status with a date range or a date, a search with a status, a date range or an ordering each keep exactly the releases meeting both, each once, in the order asked for across the pages.',
    async check(context) {
      const { items } = context.snapshot;
      const date = middleDate(context) ?? skip('no release has an expected_date');
      const pairs = statusWithDates(date);
      const scheduled = scheduledDate(items);
      if (scheduled) pairs.push(...scheduledOn(scheduled, await nonLiveIdsIfAffordable(context)));
      const term = frequentTitleWord(context);
      const ids = term === undefined ? undefined : await searchIds(context, term);
      if (term && ids) pairs.push(...searchWith(term, ids, date, boundBeforeAHit(items, ids, date)));
      for (const pair of pairs) {
        context.drew('two filters together, their result read whole or in windows', pair.query);
        await expectExactly(context, pair.query, pair.conditionAt, items, pair.order);
      }
    },
  }),
];
