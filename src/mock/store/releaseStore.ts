// The query engine: releases with their indexes, answering a listing's filters, search, ordering and page.
import { KEY_ORDERS, orderingValue, parseOrdering, type Ordering, type OrderingKey } from '../domain/ordering';
import { QueryError } from '../domain/queryError';
import type { Moment } from '../domain/clock';
import type { StatusCode, StoredRelease } from '../../core/types';
import type { Hits } from './searchHits';
import type { SearchOperator } from './searchIndex';
import { DEFAULT_SLICE_MS, DeferredSearch } from './deferredSearch';
import type { SearchParts } from './searchParts';
import { ReportTexts } from './reportTexts';
import { acceptedByAll, type Filter } from './filter';
import { choosePlan, selectPage, streamPage, type OrderedStream, type PagePositions, type QueryPlan } from './queryPlan';
import { StatusIndex } from './statusIndex';
import { lowerBound, partitionPoint } from './sortedIndex';
import { sortedOrdersInSteps, withRanks, withRanksInSteps, type KeyOrders, type SortedKey } from './sortedOrders';
import { inChunks, runToEnd, sortInSteps } from './sortInSteps';
import { sliceOf } from './sliceOf';
import { inSlices } from './inSlices';
import { MAX_LIMIT } from '../../core/spec';

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

/** Matches in a query's order, each with its search score (`scores[i]` of `releases[i]`). */
export interface ScoredMatches extends ListResult {
  scores: number[];
}

/** What the service reads: one built store, or one with changes laid over it (`OverlaidStore`). */
export interface ReleaseView {
  readonly size: number;
  statusEpoch(moment: Moment): string;
  findById(id: number): StoredRelease | undefined;
  query(q: ListQuery, moment: Moment): ListResult;
}

/** The distinct expected_dates, ascending, and where the first release of each stands in the ascending expected_date order. */
interface DatesInOrder {
  distinct: readonly string[];
  firsts: Int32Array;
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

/** The keys whose orders are sorted (positions are in id order already). */
const SORTED_KEYS = (Object.keys(KEY_ORDERS) as OrderingKey[]).filter((key) => key !== 'id');

/**
 * Sorts keys of `releases` (in ascending id) elsewhere, a thread (`ordersWorker.ts`), taking their
 * values in slices of about `sliceMs`: each key's order as `sortedOrders` gives it, with its ranks,
 * in the order of `keys`. Throws on any failure, or an AbortError once `signal` aborts.
 */
export type KeySorter = (
  keys: readonly OrderingKey[],
  releases: readonly StoredRelease[],
  sliceMs: number,
  signal?: AbortSignal,
) => AsyncIterable<[OrderingKey, SortedKey]>;

/** Page-tree order: the order without `ordering` or `search`. */
const ID_ORDER: Ordering = { key: 'id', descending: false };
/** The ascending expected_date order, along which date ranges are found and status sets count their members. */
const BY_DATE: Ordering = { key: 'expected_date', descending: false };

/** Where the releases within a date range stand in the ascending expected_date order: `[start, end)`. */
interface DateSpan {
  start: number;
  end: number;
}

export function checkPaging(limit: number, offset: number): void {
  if (!Number.isInteger(limit) || limit < 0) throw new QueryError('RPA_LIMIT_NOT_POSITIVE');
  if (limit > MAX_LIMIT) throw new QueryError('RPA_LIMIT_TOO_HIGH');
  if (!Number.isInteger(offset) || offset < 0) throw new QueryError('RPA_OFFSET_NOT_POSITIVE');
}

/** Releases handled between two yields of `inIdOrder` and of the positions' fill. */
const STEP_RELEASES = 65_536;

/**
 * The releases in ascending id, each id once, in steps. Generated releases and a rebuild's merge
 * come in that order already, and are then only copied: a sort of a million by a comparator would
 * be a noticeable part of start-up.
 */
function* inIdOrder(releases: readonly StoredRelease[]): Generator<void, StoredRelease[]> {
  let ascending = true;
  yield* inChunks(
    releases.length,
    (from, to) => {
      for (let i = Math.max(from, 1); i < to && ascending; i++) ascending = releases[i - 1].id < releases[i].id;
    },
    STEP_RELEASES,
  );
  if (ascending) return releases.slice();
  const positions = new Int32Array(releases.length);
  for (let i = 0; i < positions.length; i++) positions[i] = i;
  const byId = yield* sortInSteps(positions, (a, b) => releases[a].id - releases[b].id);
  const sorted = new Array<StoredRelease>(releases.length);
  yield* inChunks(
    releases.length,
    (from, to) => {
      for (let i = from; i < to; i++) {
        sorted[i] = releases[byId[i]];
        if (i > 0 && sorted[i - 1].id === sorted[i].id) throw new Error(`two releases have the id ${sorted[i].id}`);
      }
    },
    STEP_RELEASES,
  );
  return sorted;
}

/** What a store is made of before it answers (`storeParts`): its releases in ascending id, and what is built of them at once. */
export interface StoreParts {
  releases: StoredRelease[];
  reportTexts: ReportTexts;
  /** Every position, in order (ascending `id`). */
  allPositions: Int32Array;
  /** The documented ordering, both ways (one ranking): date ranges and the status index stand on it. */
  byDate: SortedKey;
  statuses: StatusIndex;
}

/** A store's parts in bounded steps, so that a caller can build a store between requests (`ReleaseStore.building`). */
function* storeParts(given: readonly StoredRelease[]): Generator<void, StoreParts> {
  const releases = yield* inIdOrder(given);
  const reportTexts = yield* ReportTexts.building(releases);
  const allPositions = new Int32Array(releases.length);
  yield* inChunks(
    releases.length,
    (from, to) => {
      for (let i = from; i < to; i++) allPositions[i] = i;
    },
    STEP_RELEASES,
  );
  const byDate = yield* withRanksInSteps(yield* sortedOrdersInSteps(releases, BY_DATE.key));
  yield;
  const statuses = yield* StatusIndex.building(releases, byDate.ascending);
  return { releases, reportTexts, allPositions, byDate, statuses };
}

/**
 * The in-memory dataset and its query engine: filtering, search, ordering and paging.
 * Releases are kept in ascending `id` (page-tree order), and referred to by their position.
 */
export class ReleaseStore implements ReleaseView {
  readonly releases: readonly StoredRelease[];
  /** Built after start-up (`indexSearchInSlices`) or by the first search, whichever comes first. */
  private readonly search: DeferredSearch;
  /** Built now, not with the index: an admin change asks it before the index may be ready. */
  private readonly reportTexts: ReportTexts;
  private readonly statuses: StatusIndex;
  /** Every position, in order (ascending `id`). */
  private readonly allPositions: Int32Array;
  /** `datesInOrder`'s lists, made on first use or between requests (`prepareFiltersInSlices`). */
  private dates: DatesInOrder | undefined;
  /** Sorted orders and their ranks, built on first use of each `ordering` value. */
  private readonly orders = new Map<string, { order: Int32Array; rank: Int32Array }>();
  /** The slicing of `prepareOrdersInSlices` under way, if any: one at a time. */
  private preparing: Promise<boolean> | undefined;
  /** Orders being sorted between requests (`prepareOrdersInSlices`), by key: a query that needs one first finishes it. */
  private readonly sorting = new Map<OrderingKey, Generator<void, KeyOrders>>();
  /** `ranksAlongDates`' lists, by ordering name, made on first use. */
  private readonly dateOrderRanks = new Map<string, Int32Array>();

  /** `parts`: what `storeParts` made of `releases` in steps (`building`), or, left out, makes of them now. */
  constructor(releases: readonly StoredRelease[], parts: StoreParts = runToEnd(storeParts(releases))) {
    this.releases = parts.releases;
    this.search = new DeferredSearch(this.releases);
    this.reportTexts = parts.reportTexts;
    this.allPositions = parts.allPositions;
    // The documented ordering, both ways, is built with the store; other orderings on first use or between requests.
    this.keepOrders(BY_DATE.key, parts.byDate);
    this.statuses = parts.statuses;
  }

  /** The same store built one bounded step per `next()`, so that a caller can build it between requests. */
  static *building(releases: readonly StoredRelease[]): Generator<void, ReleaseStore> {
    return new ReleaseStore(releases, yield* storeParts(releases));
  }

  get size(): number {
    return this.releases.length;
  }

  /** See `ReportTexts.agreesOn`: whether the release can be laid over this store without changing how its releases are found. */
  agreesOnReports(release: StoredRelease): boolean {
    return this.reportTexts.agreesOn(release);
  }

  /** Whether the search index answers: a search that does not wait for it (`searchIndexed`) finishes building it first. */
  get searchReady(): boolean {
    return this.search.ready;
  }

  /**
   * The search index's texts indexed elsewhere (`SearchParts`, of these releases in this order):
   * the index is assembled from them, now up to answering searches when `now`, otherwise by
   * `indexSearchInSlices`, as is marking its common terms (`DeferredSearch.adopt`).
   */
  adoptSearchParts(parts: SearchParts, now: boolean): void {
    this.search.adopt(parts);
    if (now) this.search.readyNow();
  }

  /** Builds the search index now up to answering searches (its texts indexed), holding the caller (`DeferredSearch.readyNow`). */
  indexSearchTextsNow(): void {
    this.search.readyNow();
  }

  /** Builds the whole search index now (what is left of it), holding the caller (`DeferredSearch.finishNow`). */
  indexSearchNow(): void {
    this.search.finishNow();
  }

  /** Resolves once the search index answers, building it in slices meanwhile (`DeferredSearch.whenReady`). */
  searchIndexed(signal?: AbortSignal): Promise<void> {
    return this.search.whenReady(signal);
  }

  /** Builds the search index between requests, in slices of about `sliceMs` each (`DeferredSearch`). */
  indexSearchInSlices(sliceMs?: number, signal?: AbortSignal): Promise<boolean> {
    return this.search.buildInSlices(sliceMs, signal);
  }

  /** Changes whenever any release's status may change (see `StatusIndex.epoch`). */
  statusEpoch(moment: Moment): string {
    return this.statuses.epoch(moment);
  }

  findById(id: number): StoredRelease | undefined {
    const i = lowerBound(this.releases.length, (k) => this.releases[k].id, id);
    return this.releases[i]?.id === id ? this.releases[i] : undefined;
  }

  query(q: ListQuery, moment: Moment): ListResult {
    checkPaging(q.limit, q.offset);
    const { total, positions } = this.run(q, moment, q.offset, q.limit).page;
    return { total, releases: positions.map((p) => this.releases[p]) };
  }

  /**
   * The query's first `end` matches in its order with no paging bound, leaving out the releases
   * whose ids are `hidden`, each with its search score (0 without search): what `OverlaidStore`
   * merges with its overlay's matches.
   */
  matchesUpTo(q: ListQuery, moment: Moment, end: number, hidden: ReadonlySet<number>): ScoredMatches {
    const hiddenPositions: number[] = [];
    for (const id of hidden) {
      const i = lowerBound(this.releases.length, (k) => this.releases[k].id, id);
      if (this.releases[i]?.id === id) hiddenPositions.push(i);
    }
    const { page, hits, filters } = this.run(q, moment, 0, end + hiddenPositions.length);
    const accepts = acceptedByAll(filters) ?? (() => true);
    const hiddenMatches = hiddenPositions.filter((p) => accepts(p)).length;
    const kept = page.positions.filter((p) => !hidden.has(this.releases[p].id)).slice(0, end);
    return { total: page.total - hiddenMatches, releases: kept.map((p) => this.releases[p]), scores: kept.map((p) => hits?.scoreOf(p) ?? 0) };
  }

  private run(q: ListQuery, moment: Moment, offset: number, limit: number): { page: PagePositions; hits: Hits | null; filters: Filter[] } {
    const ordering = q.ordering === undefined ? null : parseOrdering(q.ordering);
    const hits = q.search === undefined ? null : this.search.get().search(q.search, q.searchOperator ?? 'or');
    const bounds = dateBounds(q);
    const span = bounds && this.dateSpan(bounds);
    const dateFilter = span && this.dateFilter(span);
    const searchFilter = hits && this.searchFilter(hits);
    const filters = [dateFilter, q.status && this.statuses.filter(q.status, moment), searchFilter].filter((f): f is Filter => !!f);
    if (hits && !ordering && filters.length === 1) {
      // A search alone, in relevance order: its page is read off the hits without ranking them all.
      return { hits, filters, page: { total: hits.size, positions: sliceOf(hits.leading(offset + limit), offset, offset + limit) } };
    }
    const total = this.countWithoutScanning(filters, span);
    // Without ordering, search results stand in relevance order, which only the hits know.
    // The span and its filter written out: a spread object given a new property takes a map of its own each time in optimized code (every read of it then misses V8's caches).
    const plan: QueryPlan =
      hits && !ordering
        ? { name: 'stream', stream: { candidates: hits.ranked(), covered: searchFilter! } }
        : choosePlan(
            this.orderedStreams(filters, ordering ?? ID_ORDER, span && { start: span.start, end: span.end, filter: dateFilter! }),
            filters,
            total,
            offset + limit,
          );
    const select = (narrowest: Filter) =>
      selectPage(
        narrowest,
        filters,
        this.orderOf(ordering ?? ID_ORDER),
        offset,
        limit,
        narrowest === dateFilter ? this.ranksAlongDates(ordering ?? ID_ORDER).subarray(span!.start, span!.end) : undefined,
      );
    const page =
      plan.name === 'select'
        ? select(plan.narrowest)
        : (streamPage(plan.stream, filters, offset, limit, total, plan.fallback?.budget) ?? select(plan.fallback!.narrowest));
    return { hits, filters, page };
  }

  /**
   * The number of matches when indexes tell it at once: every release, one filter's own size, or a
   * date range counted by the one other filter that counts along the date order.
   */
  private countWithoutScanning(filters: Filter[], span: DateSpan | null): number | undefined {
    if (filters.length === 0) return this.releases.length;
    if (filters.length === 1) return filters[0].estimate;
    // With a date range, the date filter comes first.
    return filters.length === 2 && span ? filters[1].countInDateOrder?.(span.start, span.end) : undefined;
  }

  /**
   * Candidate lists that stand in the requested order: the whole presorted order; the date range
   * in the requested direction, for expected_date orderings; and for id order, the lists of the
   * filters that keep theirs in id order.
   */
  private orderedStreams(filters: Filter[], ordering: Ordering, dated: (DateSpan & { filter: Filter }) | null): OrderedStream[] {
    const streams: OrderedStream[] = [{ candidates: this.orderOf(ordering).order }];
    if (dated && ordering.key === 'expected_date') {
      streams.push({ candidates: this.dateRange(dated, ordering.descending), covered: dated.filter });
    }
    if (ordering.key === 'id' && !ordering.descending) {
      for (const filter of filters) if (filter.idOrdered) streams.push({ candidates: filter.candidates(), covered: filter });
    }
    return streams;
  }

  private orderOf(ordering: Ordering): { order: Int32Array; rank: Int32Array } {
    const name = orderingValue(ordering);
    let entry = this.orders.get(name);
    if (!entry && name === 'id') {
      // Releases are kept in ascending id: positions are their own order and rank.
      entry = { order: this.allPositions, rank: this.allPositions };
      this.orders.set(name, entry);
    }
    if (!entry) {
      this.keepOrders(ordering.key, withRanks(runToEnd(this.sortingOf(ordering.key))));
      entry = this.orders.get(name)!;
    }
    return entry;
  }

  /** The steps sorting `key`, started now or already under way. */
  private sortingOf(key: OrderingKey): Generator<void, KeyOrders> {
    let steps = this.sorting.get(key);
    if (!steps) {
      steps = sortedOrdersInSteps(this.releases, key);
      this.sorting.set(key, steps);
    }
    return steps;
  }

  /** Both directions of `key`, from one ranking of it. */
  private keepOrders(key: OrderingKey, { ascending, descending, ascendingRank, descendingRank }: SortedKey): void {
    this.sorting.delete(key);
    this.orders.set(key, { order: ascending, rank: ascendingRank });
    this.orders.set(`-${key}`, { order: descending, rank: descendingRank });
  }

  /**
   * Sorts every ordering not sorted yet between requests, as the search index is built: at 1M
   * releases the first `ordering=title` otherwise sorted a million titles inside one request. With a
   * `sorter` (a thread, `ordersWorker.ts`) each key is sorted there, its values handed over in
   * slices of about `sliceMs`; without one, or once it fails, here in slices of about `sliceMs` of
   * the event loop each (one per turn of it). A query that needs an ordering first finishes its
   * sort at once. Resolves `true` once every one is sorted, `false` if `signal` stopped it first.
   */
  prepareOrdersInSlices(sliceMs = DEFAULT_SLICE_MS, signal?: AbortSignal, sorter?: KeySorter): Promise<boolean> {
    this.preparing ??= (sorter ? this.sortElsewhere(sorter, sliceMs, signal) : this.sortInSlices(sliceMs, signal)).finally(() => (this.preparing = undefined));
    return this.preparing;
  }

  /** Whether a query of this `ordering` value sorts nothing (true for a value no ordering has: it is refused, not sorted). */
  orderingReady(ordering: string): boolean {
    try {
      const { key } = parseOrdering(ordering);
      // Positions are already in id order.
      return key === 'id' || this.orders.has(key);
    } catch {
      return true;
    }
  }

  /** The keys not sorted yet, sorted by `sorter`; what is left once it fails, in slices here. */
  private async sortElsewhere(sorter: KeySorter, sliceMs: number, signal?: AbortSignal): Promise<boolean> {
    try {
      for await (const [key, sorted] of sorter(
        SORTED_KEYS.filter((k) => !this.orders.has(k)),
        this.releases,
        sliceMs,
        signal,
      )) {
        // A query may have sorted it on demand meanwhile: the same order, kept once.
        if (!this.orders.has(key)) this.keepOrders(key, sorted);
      }
    } catch {
      return signal?.aborted ? false : this.sortInSlices(sliceMs, signal);
    }
    return true;
  }

  /** One step of sorting the first key not sorted yet per call of the slices; done once every key is sorted. */
  private sortInSlices(sliceMs: number, signal?: AbortSignal): Promise<boolean> {
    return inSlices(
      () => {
        const key = SORTED_KEYS.find((k) => !this.orders.has(k));
        if (key === undefined) return true;
        const next = this.sortingOf(key).next();
        if (next.done) this.keepOrders(key, withRanks(next.value));
        return SORTED_KEYS.every((k) => this.orders.has(k));
      },
      sliceMs,
      signal,
    );
  }

  /**
   * Each release's rank in the ordering, listed along the ascending expected_date order (the rank
   * of `order[i]` of that order at `i`), made on the first select of a date range in the ordering:
   * a date range's ranks are then one block, read in turn (`selectPage`). An array of the
   * dataset's size per ordering so used (four bytes a release).
   */
  private ranksAlongDates(ordering: Ordering): Int32Array {
    const name = orderingValue(ordering);
    let ranks = this.dateOrderRanks.get(name);
    if (!ranks) {
      const { rank } = this.orderOf(ordering);
      const dateOrder = this.orderOf(BY_DATE).order;
      ranks = new Int32Array(dateOrder.length);
      for (let i = 0; i < dateOrder.length; i++) ranks[i] = rank[dateOrder[i]];
      this.dateOrderRanks.set(name, ranks);
    }
    return ranks;
  }

  /** Where the releases dated within the bounds stand in the ascending expected_date order. */
  private dateSpan({ from, to }: DateBounds): DateSpan {
    const { distinct, firsts } = this.datesInOrder();
    const start = firsts[partitionPoint(distinct.length, (k) => distinct[k] >= from)];
    const end = firsts[partitionPoint(distinct.length, (k) => distinct[k] > to)];
    return { start, end: Math.max(start, end) };
  }

  /**
   * The distinct expected_dates, ascending, and where the first release of each stands in the
   * ascending expected_date order (`firsts[k]`, then the dataset's size), listed on the first date
   * filter: `dateSpan` searches the few thousand dates, not a date per release (whose 100k
   * strings cost a cache miss or two per step of its two binary searches), and a bound falls
   * between two distinct dates. Reading release records through the order costs more still
   * (a share of the store's time in the rotating scenario).
   */
  private datesInOrder(): DatesInOrder {
    this.dates ??= runToEnd(this.listingDates());
    return this.dates;
  }

  /** `datesInOrder`'s lists, made in steps. */
  private *listingDates(): Generator<void, DatesInOrder> {
    const order = this.orderOf(BY_DATE).order;
    const distinct: string[] = [];
    const firsts: number[] = [];
    yield* inChunks(order.length, (from, to) => {
      for (let i = from; i < to; i++) {
        const date = this.releases[order[i]].expected_date;
        if (date !== distinct[distinct.length - 1]) {
          distinct.push(date);
          firsts.push(i);
        }
      }
    });
    firsts.push(order.length);
    return { distinct, firsts: Int32Array.from(firsts) };
  }

  /**
   * Builds in slices what the first listing by status or by a date range would build: the dates'
   * lists, the status sets of `moment`'s epoch, and their counts along the dates (a later epoch
   * builds its sets again on first use). Resolves `false` if `signal` stopped it first.
   */
  prepareFiltersInSlices(moment: Moment, sliceMs = DEFAULT_SLICE_MS, signal?: AbortSignal): Promise<boolean> {
    const steps = this.preparingFilters(moment);
    return inSlices(() => steps.next().done === true, sliceMs, signal);
  }

  private *preparingFilters(moment: Moment): Generator<void, void> {
    this.dates ??= yield* this.listingDates();
    yield* this.statuses.preparing(moment);
  }

  /**
   * The releases of a span in the expected_date order of one direction. Both orders break ties by
   * ascending id, so the span is one block in either: in the descending order, the one that leaves
   * out the same number of later and earlier releases.
   */
  private dateRange({ start, end }: DateSpan, descending: boolean): Int32Array {
    if (!descending) return this.orderOf(BY_DATE).order.subarray(start, end);
    const n = this.releases.length;
    return this.orderOf({ ...BY_DATE, descending: true }).order.subarray(n - end, n - start);
  }

  /** Tested by rank in the ascending date order: no release record is read. */
  private dateFilter(span: DateSpan): Filter {
    const { rank } = this.orderOf(BY_DATE);
    return {
      estimate: span.end - span.start,
      candidates: () => this.dateRange(span, false),
      accepts: (p) => rank[p] >= span.start && rank[p] < span.end,
      idOrdered: false,
      keepAccepted: (candidates, from, to, into) => {
        const { start, end } = span;
        let count = 0;
        for (let i = from; i < to; i++) {
          const p = candidates[i];
          if (rank[p] >= start && rank[p] < end) into[count++] = p;
        }
        return count;
      },
    };
  }

  private searchFilter(hits: Hits): Filter {
    return { estimate: hits.size, candidates: () => hits.positions, accepts: (p) => hits.has(p), idOrdered: true };
  }
}
