import type { StatusCode } from '../../core/types';
import { rule, type Rule } from '../suite/rule';
import { type Item } from '../suite/context';
import { allOf, clockOf, expectComplete, expectDateOrder, expectSound, nonLiveIds, onOrAfter, onOrBefore, statusIs, walkResult, type Clock, type Condition } from './support';
import { MAX_LIMIT, STATUS_CODES } from '../../core/spec';
import { skip } from '../suite/outcomes';

const wordsOf = (title: string) => title.toLowerCase().split(/\s+/);

/**
 * A term a title surely holds: the leading run of four or more ASCII letters of one of its words.
 * Words starting with punctuation or an accented letter are left out: servers split and fold
 * them in ways the spec does not show.
 */
const TERM = /^[a-z]{4,}/;

/** Candidate terms, each with the dated releases whose title has a word it starts: only terms of several titles, fewest first. */
function titleTerms(items: Item[]): [string, Item[]][] {
  const byTerm = new Map<string, Set<Item>>();
  for (const item of items) {
    if (item.title === undefined || item.expected_date === undefined) continue;
    for (const word of wordsOf(item.title)) {
      const term = TERM.exec(word)?.[0];
      if (term) byTerm.set(term, (byTerm.get(term) ?? new Set()).add(item));
    }
  }
  return [...byTerm]
    .filter(([, titled]) => titled.size > 1)
    .map(([term, titled]): [string, Item[]] => [term, [...titled]])
    .sort((a, b) => a[1].length - b[1].length);
}

/** Search recall of §4.2 rules 2 and 3, for the title alone: a term that starts a word of the title matches. */
function titleHas(term: string): Condition {
  return {
    text: `the title has a word starting with "${term}"`,
    meets: (item) => (item.title === undefined ? undefined : wordsOf(item.title).some((w) => w.startsWith(term))),
    show: (item) => `title ${JSON.stringify(item.title)}`,
  };
}

interface Combination {
  term: string;
  code: StatusCode;
  from: string;
  to: string;
  /** Releases of the snapshot known to meet the three together. */
  meeting: number;
}

/**
 * A search term, a status and the date range of the releases that have the term and meet the
 * status. Preferred: a range where the status leaves out some releases with the term (so that a
 * dropped status shows), then releases on more dates (so that it spans pages, and a wrong order shows).
 */
function pickCombination(items: Item[], clock: Clock, nonLive: Set<number>): Combination | undefined {
  let best: { combination: Combination; score: number } | undefined;
  for (const [term, titled] of titleTerms(items)) {
    for (const code of STATUS_CODES) {
      const status = statusIs(code, clock, nonLive);
      const dates = titled.filter((i) => status.meets(i) === true).map((i) => i.expected_date as string);
      if (dates.length === 0) continue;
      dates.sort();
      const [from, to] = [dates[0], dates[dates.length - 1]];
      const inRange = (i: Item) => (i.expected_date as string) >= from && (i.expected_date as string) <= to;
      const statusMatters = titled.some((i) => inRange(i) && status.meets(i) === false);
      // Three dates or more, so that an order other than the one asked for is unlikely to pass by chance.
      const distinctDates = Math.min(new Set(dates).size, 3);
      const score = (statusMatters ? 3 : 0) + distinctDates - 1;
      if (!best || score > best.score) best = { combination: { term, code, from, to, meeting: dates.length }, score };
      if (score === 5) return best.combination;
    }
  }
  return best?.combination;
}

export const combinedRules: Rule[] = [
  rule({
    name: 'combined.filters-search-ordering-and-paging',
    section: '§4.1',
    statement:
      'Filters, search, ordering and pagination may be combined in one request: every release returned meets the date range and the status, the pages follow the ordering, and a release whose title has the search term and that meets the filters is returned.',
    async check(context) {
      const { items, judge } = context.snapshot;
      const nonLive = await nonLiveIds(context);
      const pick =
        pickCombination(items, judge, nonLive) ??
        skip('no word of four letters or more, shared by several titles, belongs to a release whose status can be told: no non-empty combination');
      const range = allOf(onOrAfter(pick.from), onOrBefore(pick.to));
      const statusThen = statusIs(pick.code, judge, nonLive);
      // Small pages, so that the result spans several; but no more than about twenty, however many releases the search also finds through their reports.
      const atMost = items.filter((i) => range.meets(i) === true && statusThen.meets(i) !== false).length;
      const limit = Math.min(MAX_LIMIT, Math.max(Math.ceil(pick.meeting / 2), Math.ceil(atMost / 20)));
      const query = `expected_date_after=${pick.from}&expected_date_before=${pick.to}&status=${pick.code}&search=${encodeURIComponent(pick.term)}&ordering=-expected_date`;
      const result = await walkResult(context, query, limit);
      const status = statusIs(pick.code, clockOf(context, result.pages), nonLive);
      expectSound(result, range);
      expectSound(result, status);
      expectDateOrder(result, true);
      expectComplete(result, items, allOf(titleHas(pick.term), range, status));
    },
  }),
];
