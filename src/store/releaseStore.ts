import { STATUS_CONDITIONS } from '../domain/status';
import { comparatorFor, parseOrdering, type Ordering } from '../domain/ordering';
import { QueryError } from '../domain/queryError';
import type { Moment } from '../domain/clock';
import type { StatusCode, StoredRelease } from '../domain/types';
import { SearchIndex, type SearchOperator } from './searchIndex';
import { lowerBound, ranksOf, sortedPositions, upperBound } from './sortedIndex';

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

/**
 * A narrowing of the result. `candidates` lists the positions it may hold (sized `estimate`; a
 * superset is allowed), `accepts` tests one position; the query takes the smallest filter's
 * candidates and tests them against every filter, so no request scans the whole dataset when
 * an index serves.
 */
interface Filter {
  estimate: number;
  candidates(): ArrayLike<number>;
  accepts(position: number): boolean;
}

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
  /** Positions sorted by (`expected_date`, `id`): date ranges are found by binary search. */
  private readonly byExpectedDate: Int32Array;
  /** Positions of drafts, and of live releases without a target date: both independent of the clock. */
  private readonly drafts: Int32Array;
  private readonly announced: Int32Array;
  /** Positions of live releases with a target date, sorted by it: "scheduled" is a suffix of this. */
  private readonly liveByTarget: Int32Array;
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
    this.byExpectedDate = this.orderOf({ key: 'expected_date', descending: false }).order;
    const positions = (test: (r: StoredRelease) => boolean) =>
      Int32Array.from(this.releases.flatMap((r, i) => (test(r) ? [i] : [])));
    this.drafts = positions((r) => !r.live);
    this.announced = positions((r) => r.live && r.targetMs === null);
    this.liveByTarget = positions((r) => r.live && r.targetMs !== null).sort(
      (a, b) => this.releases[a].targetMs! - this.releases[b].targetMs! || a - b,
    );
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
    const filters = [this.dateFilter(q), this.statusFilter(q.status, moment), scores && this.searchFilter(scores)].filter(
      (f): f is Filter => f !== null,
    );
    const page = (positions: ArrayLike<number>) =>
      Array.from({ length: Math.max(0, Math.min(q.limit, positions.length - q.offset)) }, (_, i) => this.releases[positions[q.offset + i]]);

    if (filters.length === 0) {
      // Nothing narrows the result: page straight out of the presorted order.
      return { total: this.releases.length, releases: page(ordering ? this.orderOf(ordering).order : this.allPositions) };
    }

    const driver = filters.reduce((a, b) => (b.estimate < a.estimate ? b : a));
    const matches: number[] = [];
    const candidates = driver.candidates();
    for (let i = 0; i < candidates.length; i++) {
      const position = candidates[i];
      if (filters.every((f) => f.accepts(position))) matches.push(position);
    }
    return { total: matches.length, releases: page(this.sort(matches, ordering, scores)) };
  }

  private sort(matches: number[], ordering: Ordering | null, scores: Map<number, number> | null): number[] {
    if (ordering) {
      const { rank } = this.orderOf(ordering);
      return matches.sort((a, b) => rank[a] - rank[b]);
    }
    if (scores) return matches.sort((a, b) => scores.get(b)! - scores.get(a)! || a - b);
    return matches.sort((a, b) => a - b);
  }

  private orderOf(ordering: Ordering): { order: Int32Array; rank: Int32Array } {
    const name = `${ordering.descending ? '-' : ''}${ordering.key}`;
    let entry = this.orders.get(name);
    if (!entry) {
      const order = sortedPositions(this.releases, comparatorFor(ordering));
      entry = { order, rank: ranksOf(order) };
      this.orders.set(name, entry);
    }
    return entry;
  }

  private dateFilter(q: ListQuery): Filter | null {
    const lows = [q.expectedDateAfter, q.expectedDate].filter((d): d is string => d !== undefined);
    const highs = [q.expectedDateBefore, q.expectedDate].filter((d): d is string => d !== undefined);
    if (lows.length === 0 && highs.length === 0) return null;
    const from = lows.length ? lows.reduce((a, b) => (a > b ? a : b)) : '';
    const to = highs.length ? highs.reduce((a, b) => (a < b ? a : b)) : '\uffff';
    const dateAt = (i: number) => this.releases[this.byExpectedDate[i]].expected_date;
    const start = lowerBound(this.byExpectedDate.length, dateAt, from);
    const end = Math.max(start, upperBound(this.byExpectedDate.length, dateAt, to));
    return {
      estimate: end - start,
      candidates: () => this.byExpectedDate.subarray(start, end),
      accepts: (p) => {
        const date = this.releases[p].expected_date;
        return date >= from && date <= to;
      },
    };
  }

  private statusFilter(status: StatusCode | undefined, moment: Moment): Filter | null {
    if (status === undefined) return null;
    const condition = STATUS_CONDITIONS[status];
    const accepts = (p: number) => condition(this.releases[p], moment);
    const listed = (positions: Int32Array): Filter => ({ estimate: positions.length, candidates: () => positions, accepts });
    switch (status) {
      case 'draft':
        return listed(this.drafts);
      case 'announced':
        return listed(this.announced);
      case 'scheduled': {
        const targetAt = (i: number) => this.releases[this.liveByTarget[i]].targetMs!;
        return listed(this.liveByTarget.subarray(upperBound(this.liveByTarget.length, targetAt, moment.nowMs)));
      }
      case 'published':
        // Past by date or by target: two prefixes whose union no single index holds; tested per release.
        return { estimate: this.releases.length, candidates: () => this.allPositions, accepts };
    }
  }

  private searchFilter(scores: Map<number, number>): Filter {
    return { estimate: scores.size, candidates: () => Array.from(scores.keys()), accepts: (p) => scores.has(p) };
  }
}
