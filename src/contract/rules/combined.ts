// The suite's rules on parameters combined: filters, search, ordering and paging together.
import type { StatusCode } from '../../core/types';
import { rule, type Rule } from '../suite/rule';
import { FULL_READ_LIMIT, type SuiteItem, type SuiteContext } from '../suite/context';
import {
  allOf,
  clockOf,
  expectComplete,
  expectDateOrder,
  expectSound,
  inResultOf,
  NON_LIVE_READ_LIMIT,
  nonLiveIdsIfAffordable,
  onOrAfter,
  onOrBefore,
  statusIsWithNonLive,
  walkResult,
  type KnownClock,
  type SuiteCondition,
} from './support';
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
function titleTerms(items: SuiteItem[]): [string, SuiteItem[]][] {
  const byTerm = new Map<string, Set<SuiteItem>>();
  for (const item of items) {
    if (item.title === undefined || item.expected_date === undefined) continue;
    for (const word of wordsOf(item.title)) {
      const term = TERM.exec(word)?.[0];
      if (term) byTerm.set(term, (byTerm.get(term) ?? new Set()).add(item));
    }
  }
  return [...byTerm]
    .filter(([, titled]) => titled.size > 1)
    .map(([term, titled]): [string, SuiteItem[]] => [term, [...titled]])
    .sort((a, b) => a[1].length - b[1].length);
}

/** Search recall of §4.2 rules 2 and 3, for the title alone: a term that starts a word of the title matches. */
function titleHas(term: string): SuiteCondition {
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
  searchCandidates: SuiteItem[];
}

/**
 * A search term, a status and a date range where each of the four filters excludes, on its own,
 * a release that the other three select, so that a deployment that drops any one of them (say,
 * the dates whenever status is given) returns a release it should not: a release with the term
 * and the status before the range and one after it, one with the term in the range without the
 * status, and candidates in the range with the status but not the term (confirmed against the
 * term's own result by the rule). Preferred: more dates in the range, so that a wrong order shows,
 * then a narrower range.
 */
function combinations(items: SuiteItem[], clock: KnownClock, nonLive: Set<number> | undefined): Combination[] {
  const found: { combination: Combination; score: number }[] = [];
  for (const [term, titled] of titleTerms(items)) {
    const hasTerm = titleHas(term);
    for (const code of STATUS_CODES) {
      const status = statusIsWithNonLive(code, clock, nonLive);
      const dates = [...new Set(titled.filter((i) => status.meets(i) === true).map((i) => i.expected_date as string))].sort();
      // A date before the range and one after it, with at least one inside.
      if (dates.length < 3) continue;
      // At most three of them inside: a narrow range keeps the liveness a large deployment is read for small.
      const [from, to] = [dates[1], dates[Math.min(dates.length - 2, 3)]];
      const inRange = (i: SuiteItem) => (i.expected_date as string) >= from && (i.expected_date as string) <= to;
      if (!titled.some((i) => inRange(i) && status.meets(i) === false)) continue;
      const searchCandidates = items.filter((i) => inRange(i) && status.meets(i) === true && hasTerm.meets(i) === false);
      if (searchCandidates.length === 0) continue;
      const meeting = titled.filter((i) => inRange(i) && status.meets(i) === true).length;
      found.push({ combination: { term, code, from, to, meeting, searchCandidates }, score: Math.min(dates.length - 2, 3) });
    }
  }
  // Narrower ranges first on a tie: fewer releases to read, drafts among them included.
  const span = ({ from, to }: Combination) => Date.parse(to) - Date.parse(from);
  return found.sort((a, b) => b.score - a.score || span(a.combination) - span(b.combination)).map((f) => f.combination);
}

/** Candidates tried against the term's own result before the rule gives up. */
const TRIED = 3;

/**
 * The ids of the term's own result, read whole when it holds at most FULL_READ_LIMIT releases;
 * else of the term within the combination's date range (the releases a dropped search would let
 * through are in it), when that is small enough; undefined when neither is.
 */
async function searchResultIds(context: SuiteContext, pick: Combination): Promise<{ query: string; ids: Set<number> } | undefined> {
  const term = `search=${encodeURIComponent(pick.term)}`;
  for (const query of [term, `${term}&expected_date_after=${pick.from}&expected_date_before=${pick.to}`]) {
    const first = await context.listingBody(`${query}&fields=id&limit=${context.pageSize}`);
    if (first.body.meta.total_count > FULL_READ_LIMIT) continue;
    context.drew("the search term's own result", query);
    const { items } = await context.walk(`${query}&fields=id`);
    return { query, ids: new Set(items.map((i) => i.id)) };
  }
  return undefined;
}

/** The first combination whose search excludes a release on its own, with the term's own result. */
async function confirmed(
  context: SuiteContext,
  candidates: Combination[],
): Promise<{ pick: Combination; searched: { query: string; ids: Set<number> } } | undefined> {
  for (const pick of candidates.slice(0, TRIED)) {
    const searched = await searchResultIds(context, pick);
    if (searched && pick.searchCandidates.some((i) => !searched.ids.has(i.id))) return { pick, searched };
  }
  return undefined;
}

/**
 * To choose a combination where the drafts are too many to read whole: liveness as the codes
 * shown suggest it (`draft` not live, any other code live). The verdicts never rest on it: they
 * use the drafts of the chosen range, read whole.
 */
const shownNonLive = (items: readonly SuiteItem[]): Set<number> => new Set(items.filter((item) => item.status?.code === 'draft').map((item) => item.id));

/** The ids of the drafts within the range, when at most NON_LIVE_READ_LIMIT (else liveness stays unknown there). */
async function draftsWithin(context: SuiteContext, from: string, to: string): Promise<Set<number> | undefined> {
  const query = `status=draft&expected_date_after=${from}&expected_date_before=${to}&fields=id`;
  const first = await context.listingBody(`${query}&limit=1`);
  if (first.body.meta.total_count > NON_LIVE_READ_LIMIT) return undefined;
  context.drew('the drafts of the range (liveness)', query);
  return new Set((await context.walk(query)).items.map((item) => item.id));
}

export const combinedRules: Rule[] = [
  rule({
    name: 'combined.filters-search-ordering-and-paging',
    section: '§4.1',
    statement:
      'Filters, search, ordering and pagination may be combined in one request: every release returned meets the date range, the status and the search (each of which excludes releases the others select, so that any one dropped shows), the pages follow the ordering, and a release whose title has the search term and that meets the filters is returned.',
    async check(context) {
      const { items, judge } = context.snapshot;
      const known = await nonLiveIdsIfAffordable(context);
      const found =
        (await confirmed(context, combinations(items, judge, known ?? shownNonLive(items)))) ??
        skip('no search term, status and date range were found where each filter excludes, on its own, a release the others select');
      const { pick, searched } = found;
      const nonLive = known ?? (await draftsWithin(context, pick.from, pick.to));
      const range = allOf(onOrAfter(pick.from), onOrBefore(pick.to));
      const statusThen = statusIsWithNonLive(pick.code, judge, nonLive);
      // Small pages, so that the result spans several; but no more than about twenty, however many releases the search also finds through their reports.
      const atMost = items.filter((i) => range.meets(i) === true && statusThen.meets(i) !== false).length;
      const limit = Math.min(context.pageSize, Math.max(Math.ceil(pick.meeting / 2), Math.ceil(atMost / 20)));
      const query = `expected_date_after=${pick.from}&expected_date_before=${pick.to}&status=${pick.code}&search=${encodeURIComponent(pick.term)}&ordering=-expected_date`;
      context.drew(`a term, a status and a date range each excluding a release the others select, pages of ${limit}`, query);
      const result = await walkResult(context, query, limit);
      const status = statusIsWithNonLive(pick.code, clockOf(context, result.pages), nonLive);
      expectSound(context, result, range);
      expectSound(context, result, status);
      expectSound(context, result, inResultOf(searched.query, searched.ids));
      expectDateOrder(result, true);
      expectComplete(context, result, items, allOf(titleHas(pick.term), range, status));
    },
  }),
];
