import { comparatorFor, parseOrdering, type Ordering } from '../domain/ordering';
import { QueryError } from '../domain/queryError';
import type { Moment } from '../domain/clock';
import type { StatusCode, StoredRelease } from '../domain/types';
import type { SearchHits } from './searchHits';
import { SearchIndex, type SearchOperator } from './searchIndex';
import { acceptedByAll, type Filter } from './filter';
import { smallestKeys } from './smallestKeys';
import { StatusIndex } from './statusIndex';
import { lowerBound, partitionPoint, ranksOf, sortedPositions } from './sortedIndex';

/** Page size limit of spec §8 (also `maximum` of `limit` in openapi.yaml). */
export const MAX_LIMIT = 200;

/** One listing request, in the query engine's terms (no HTTP here). */
export interface ListQuery {
  limit: number;
  offset: number;
  search?: string;
  searchOperator?: SearchOperator;
  expectedDate?: string;
  expectedDateAfter?: string;
  expectedDateBefore?: string;
  status?: StatusCode;
  ordering?: string;
}

export interface ListResult {
  total: number;
  releases: StoredRelease[];
}

/** Inclusive bounds of `expected_date` from the three date filters, which combine by AND. */
interface DateBounds {
  from: string;
  to: string;
}

function dateBounds(q: ListQuery): DateBounds | null {
  const lows = [q.expectedDateAfter, q.expectedDate].filter((d): d is string => d !== undefined);
  const highs = [q.expectedDateBefore, q.expectedDate].filter((d): d is string => d !== undefined);
  if (lows.length === 0 && highs.length === 0) return null;
  return {
    from: lows.length ? lows.reduce((a, b) => (a > b ? a : b)) : '',
    to: highs.length ? highs.reduce((a, b) => (a < b ? a : b)) : '\uffff',
  };
}

/**
 * Candidates that already stand in the order of the result. `covered`: the filter they satisfy by
 * construction; `ascendingDateSpan`: for a date range, where it stands in the ascending
 * expected_date order, along which status sets count their members.
 */
interface InOrder {
  candidates: ArrayLike<number>;
  covered?: Filter;
  ascendingDateSpan?: { start: number; end: number };
}

/** Page-tree order: the order without `ordering` or `search`. */
const ID_ORDER: Ordering = { key: 'id', descending: false };

function checkPaging(limit: number, offset: number): void {
  if (!Number.isInteger(limit) || limit < 0) throw new QueryError('limit must be a positive integer');
  if (limit > MAX_LIMIT) throw new QueryError(`limit cannot be higher than ${MAX_LIMIT}`);
  if (!Number.isInteger(offset) || offset < 0) throw new QueryError('offset must be a positive integer');
}

/**
 * The in-memory dataset and its query engine: filtering, search, ordering and paging.
 * Releases are kept in ascending `id` (page-tree order), and referred to by their position.
 */
export class ReleaseStore {
  readonly releases: readonly StoredRelease[];
  private readonly search: SearchIndex;
  private readonly statuses: StatusIndex;
  /** Every position, in order (ascending `id`). */
  private readonly allPositions: Int32Array;
  /** Sorted orders and their ranks, built on first use of each `ordering` value. */
  private readonly orders = new Map<string, { order: Int32Array; rank: Int32Array }>();

  constructor(releases: readonly StoredRelease[]) {
    this.releases = [...releases].sort((a, b) => a.id - b.id);
    this.releases.forEach((r, i) => {
      if (i > 0 && this.releases[i - 1].id === r.id) throw new Error(`two releases have the id ${r.id}`);
    });
    this.search = new SearchIndex(this.releases);
    this.allPositions = Int32Array.from(this.releases.keys());
    // The documented ordering, both ways, is built now; other orderings on first use.
    this.orderOf({ key: 'expected_date', descending: false });
    this.orderOf({ key: 'expected_date', descending: true });
    this.statuses = new StatusIndex(this.releases, this.orderOf({ key: 'expected_date', descending: false }).order);
  }

  get size(): number {
    return this.releases.length;
  }

  findById(id: number): StoredRelease | undefined {
    const i = lowerBound(this.releases.length, (k) => this.releases[k].id, id);
    return this.releases[i]?.id === id ? this.releases[i] : undefined;
  }

  query(q: ListQuery, moment: Moment): ListResult {
    checkPaging(q.limit, q.offset);
    const ordering = q.ordering === undefined ? null : parseOrdering(q.ordering);
    const scores = q.search === undefined ? null : this.search.search(q.search, q.searchOperator ?? 'or');
    const dates = dateBounds(q);
    const dateFilter = dates && this.dateFilter(dates);
    const searchFilter = scores && this.searchFilter(scores);
    const filters = [dateFilter, q.status && this.statuses.filter(q.status, moment), searchFilter].filter((f): f is Filter => !!f);
    // Without ordering, search results stand in relevance order, which the hits keep.
    const inOrder =
      scores && !ordering
        ? { candidates: scores.ranked(), covered: searchFilter! }
        : this.candidatesInOrder(filters, ordering ?? ID_ORDER, dates && { bounds: dates, filter: dateFilter! });
    return inOrder ? this.pageInOrder(inOrder, filters, q) : this.pageBySelection(filters, ordering ?? ID_ORDER, q);
  }

  /**
   * Candidates that already stand in the requested order, when an array serves: the date range of
   * the expected_date order in the requested direction; for id order, the narrowest filter's own
   * list when it is in id order; or a whole presorted order when no filter narrows the result
   * enough to make collecting and sorting cheaper. `covered` is the filter the candidates satisfy
   * by construction.
   */
  private candidatesInOrder(
    filters: Filter[],
    ordering: Ordering,
    dated: { bounds: DateBounds; filter: Filter } | null,
  ): InOrder | null {
    if (dated && ordering.key === 'expected_date') {
      const { start, end } = this.dateSpan(dated.bounds, false);
      return { candidates: this.dateRange(dated.bounds, ordering.descending), covered: dated.filter, ascendingDateSpan: { start, end } };
    }
    const narrowest = filters.length ? filters.reduce((a, b) => (b.estimate < a.estimate ? b : a)) : null;
    const idOrder = ordering.key === 'id' && !ordering.descending;
    if (narrowest?.idOrdered && idOrder) return { candidates: narrowest.candidates(), covered: narrowest.exact ? narrowest : undefined };
    const estimate = narrowest?.estimate ?? Infinity;
    return estimate * Math.log2(estimate + 1) > this.releases.length ? { candidates: this.orderOf(ordering).order } : null;
  }

  /** One pass over candidates in order: counts every match and keeps only the page's. */
  private pageInOrder({ candidates, covered, ascendingDateSpan }: InOrder, filters: Filter[], q: ListQuery): ListResult {
    const end = q.offset + q.limit;
    const remaining = filters.filter((f) => f !== covered);
    const accepts = acceptedByAll(remaining);
    if (!accepts) {
      const page = Array.from({ length: Math.max(0, Math.min(end, candidates.length) - q.offset) }, (_, i) => candidates[q.offset + i]);
      return { total: candidates.length, releases: page.map((p) => this.releases[p]) };
    }
    // A date range with one more filter that counts itself: the total is known, so stop once the page is full.
    const counter = remaining.length === 1 ? remaining[0].countInDateOrder : undefined;
    const knownTotal = ascendingDateSpan && counter?.(ascendingDateSpan.start, ascendingDateSpan.end);
    const releases: StoredRelease[] = [];
    let seen = 0;
    for (let i = 0; i < candidates.length && (knownTotal === undefined || seen < end); i++) {
      const position = candidates[i];
      if (!accepts(position)) continue;
      if (seen >= q.offset && seen < end) releases.push(this.releases[position]);
      seen++;
    }
    return { total: knownTotal ?? seen, releases };
  }

  /** Collects the matches of the narrowest filter's candidates, then selects the page by rank in the ordering. */
  private pageBySelection(filters: Filter[], ordering: Ordering, q: ListQuery): ListResult {
    const driver = filters.reduce((a, b) => (b.estimate < a.estimate ? b : a));
    const accepts = acceptedByAll(filters.filter((f) => f !== driver || !f.exact)) ?? (() => true);
    const matches: number[] = [];
    const candidates = driver.candidates();
    for (let i = 0; i < candidates.length; i++) {
      if (accepts(candidates[i])) matches.push(candidates[i]);
    }
    const { rank } = this.orderOf(ordering);
    const page = smallestKeys(matches, (p) => rank[p], q.offset + q.limit).slice(q.offset);
    return { total: matches.length, releases: page.map((p) => this.releases[p]) };
  }

  private orderOf(ordering: Ordering): { order: Int32Array; rank: Int32Array } {
    const name = `${ordering.descending ? '-' : ''}${ordering.key}`;
    let entry = this.orders.get(name);
    if (!entry && name === 'id') {
      // Releases are kept in ascending id: positions are their own order and rank.
      entry = { order: this.allPositions, rank: this.allPositions };
      this.orders.set(name, entry);
    }
    if (!entry) {
      const order = sortedPositions(this.releases, comparatorFor(ordering));
      entry = { order, rank: ranksOf(order) };
      this.orders.set(name, entry);
    }
    return entry;
  }

  /** Positions of the releases dated within the bounds, from the expected_date order in one direction. */
  /** Where the releases dated within the bounds stand in the expected_date order of one direction: `order[start..end)`. */
  private dateSpan({ from, to }: DateBounds, descending: boolean): { order: Int32Array; start: number; end: number } {
    const order = this.orderOf({ key: 'expected_date', descending }).order;
    const dateAt = (i: number) => this.releases[order[i]].expected_date;
    const start = descending ? partitionPoint(order.length, (i) => dateAt(i) <= to) : partitionPoint(order.length, (i) => dateAt(i) >= from);
    const end = descending ? partitionPoint(order.length, (i) => dateAt(i) < from) : partitionPoint(order.length, (i) => dateAt(i) > to);
    return { order, start, end: Math.max(start, end) };
  }

  private dateRange(bounds: DateBounds, descending: boolean): Int32Array {
    const { order, start, end } = this.dateSpan(bounds, descending);
    return order.subarray(start, end);
  }

  private dateFilter(dates: DateBounds): Filter {
    const range = this.dateRange(dates, false);
    return {
      estimate: range.length,
      candidates: () => range,
      accepts: (p) => {
        const date = this.releases[p].expected_date;
        return date >= dates.from && date <= dates.to;
      },
      exact: true,
      idOrdered: false,
    };
  }

  private searchFilter(hits: SearchHits): Filter {
    return { estimate: hits.size, candidates: () => hits.positions, accepts: (p) => hits.has(p), exact: true, idOrdered: true };
  }
}
