import type { StatusCode } from '../../core/types';
import { rule, type Rule } from '../suite/rule';
import { FULL_READ_LIMIT, type Item, type SuiteContext } from '../suite/context';
import { allOf, clockOf, expectComplete, expectDateOrder, expectSound, nonLiveIds, onOrAfter, onOrBefore, statusIs, walkResult, type Clock, type Condition } from './support';
import { STATUS_CODES } from '../../core/spec';
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
  /** Releases of the snapshot known to meet the four together. */
  meeting: number;
  /** Releases in the range that meet the status and whose titles lack the term: one of them outside the term's own result shows a dropped search. */
  searchCandidates: Item[];
}

/**
 * A search term, a status and a date range where each of the four filters excludes, on its own,
 * a release that the other three select, so that a deployment that drops any one of them (say,
 * the dates whenever status is given) returns a release it should not: a release with the term
 * and the status before the range and one after it, one with the term in the range without the
 * status, and candidates in the range with the status but not the term (confirmed against the
 * term's own result by the rule). Preferred: more dates in the range, so that a wrong order shows.
 */
function combinations(items: Item[], clock: Clock, nonLive: Set<number>): Combination[] {
  const found: { combination: Combination; score: number }[] = [];
  for (const [term, titled] of titleTerms(items)) {
    const hasTerm = titleHas(term);
    for (const code of STATUS_CODES) {
      const status = statusIs(code, clock, nonLive);
      const dates = [...new Set(titled.filter((i) => status.meets(i) === true).map((i) => i.expected_date as string))].sort();
      // A date before the range and one after it, with at least one inside.
      if (dates.length < 3) continue;
      const [from, to] = [dates[1], dates[dates.length - 2]];
      const inRange = (i: Item) => (i.expected_date as string) >= from && (i.expected_date as string) <= to;
      if (!titled.some((i) => inRange(i) && status.meets(i) === false)) continue;
      const searchCandidates = items.filter((i) => inRange(i) && status.meets(i) === true && hasTerm.meets(i) === false);
      if (searchCandidates.length === 0) continue;
      const meeting = titled.filter((i) => inRange(i) && status.meets(i) === true).length;
      found.push({ combination: { term, code, from, to, meeting, searchCandidates }, score: Math.min(dates.length - 2, 3) });
    }
  }
  return found.sort((a, b) => b.score - a.score).map((f) => f.combination);
}

/** Candidates tried against the term's own result before the rule gives up. */
const TRIED = 3;

/** The ids of a search's whole result, when it holds at most FULL_READ_LIMIT releases (else undefined: too costly to read). */
async function searchResultIds(context: SuiteContext, term: string): Promise<Set<number> | undefined> {
  const first = await context.listingBody(`search=${encodeURIComponent(term)}&fields=id&limit=${context.pageSize}`);
  if (first.body.meta.total_count > FULL_READ_LIMIT) return undefined;
  const { items } = await context.walk(`search=${encodeURIComponent(term)}&fields=id`);
  return new Set(items.map((i) => i.id));
}

/** Within the term's own result: what a dropped search shows. */
function inResultOf(term: string, ids: Set<number>): Condition {
  return {
    text: `the release is in the result of search=${term} alone`,
    meets: (item) => (item.id === undefined ? undefined : ids.has(item.id)),
    show: (item) => `title ${JSON.stringify(item.title)}, not in the ${ids.size} releases search=${term} returns alone`,
  };
}

/** The first combination whose search excludes a release on its own, with the term's own result. */
async function confirmed(context: SuiteContext, candidates: Combination[]): Promise<{ pick: Combination; searched: Set<number> } | undefined> {
  for (const pick of candidates.slice(0, TRIED)) {
    const searched = await searchResultIds(context, pick.term);
    if (searched && pick.searchCandidates.some((i) => !searched.has(i.id))) return { pick, searched };
  }
  return undefined;
}

export const combinedRules: Rule[] = [
  rule({
    name: 'combined.filters-search-ordering-and-paging',
    section: '§4.1',
    statement:
      'Filters, search, ordering and pagination may be combined in one request: every release returned meets the date range, the status and the search (each of which excludes releases the others select, so that any one dropped shows), the pages follow the ordering, and a release whose title has the search term and that meets the filters is returned.',
    async check(context) {
      const { items, judge } = context.snapshot;
      const nonLive = await nonLiveIds(context);
      const found =
        (await confirmed(context, combinations(items, judge, nonLive))) ??
        skip('no search term, status and date range were found where each filter excludes, on its own, a release the others select');
      const { pick, searched } = found;
      const range = allOf(onOrAfter(pick.from), onOrBefore(pick.to));
      const statusThen = statusIs(pick.code, judge, nonLive);
      // Small pages, so that the result spans several; but no more than about twenty, however many releases the search also finds through their reports.
      const atMost = items.filter((i) => range.meets(i) === true && statusThen.meets(i) !== false).length;
      const limit = Math.min(context.pageSize, Math.max(Math.ceil(pick.meeting / 2), Math.ceil(atMost / 20)));
      const query = `expected_date_after=${pick.from}&expected_date_before=${pick.to}&status=${pick.code}&search=${encodeURIComponent(pick.term)}&ordering=-expected_date`;
      const result = await walkResult(context, query, limit);
      const status = statusIs(pick.code, clockOf(context, result.pages), nonLive);
      expectSound(context, result, range);
      expectSound(context, result, status);
      expectSound(context, result, inResultOf(pick.term, searched));
      expectDateOrder(result, true);
      expectComplete(context, result, items, allOf(titleHas(pick.term), range, status));
    },
  }),
];
