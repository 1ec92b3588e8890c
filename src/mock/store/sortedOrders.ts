// The store's sorted orders by counting sort over each key's ranks, in steps between requests.
import { KEY_ORDERS, type OrderingKey } from '../domain/ordering';
import type { StoredRelease } from '../../core/types';
import { inChunks, runToEnd, sortInSteps } from './sortInSteps';
import { ranksOf } from './sortedIndex';

/**
 * The sorted orders of `ReleaseStore` without a comparator call per comparison of records: each
 * record's key value gets an integer rank once (values the key's compare calls equal sharing one),
 * then positions are counting-sorted by rank. The result is the
 * comparator's order (`comparatorFor`), ties by ascending id: a property test holds them equal.
 */

/**
 * Ranks of string values under their key's compare (values it calls equal share one; nulls rank
 * after every value), in steps (`sortInSteps`). The distinct values are first sorted by a cheap key close to
 * most compares (the value case folded, in code-unit order), so that the compare's own sort, which
 * skips the runs already in order, calls it about once per value: the presort only saves time, the
 * compare decides.
 */
function* stringRankSteps(values: readonly (string | null)[], compare: (a: string, b: string) => number): Generator<void, Int32Array> {
  const indexOf = new Map<string, number>();
  const distinct: string[] = [];
  // Each value's distinct index, -1 for null: one lookup per value here, none after the sort.
  const valueIndex = new Int32Array(values.length);
  yield* inChunks(values.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const v = values[i];
      if (v === null) {
        valueIndex[i] = -1;
        continue;
      }
      let d = indexOf.get(v);
      if (d === undefined) {
        d = distinct.push(v) - 1;
        indexOf.set(v, d);
      }
      valueIndex[i] = d;
    }
  });
  // Loops, not `Int32Array.from` with a mapping function, which walks an iterator (slow at 1M).
  let order: Int32Array = new Int32Array(distinct.length);
  const folded = new Array<string>(distinct.length);
  yield* inChunks(distinct.length, (from, to) => {
    for (let d = from; d < to; d++) {
      order[d] = d;
      folded[d] = distinct[d].toLowerCase();
    }
  });
  order = yield* sortInSteps(order, (a, b) => (folded[a] < folded[b] ? -1 : folded[a] > folded[b] ? 1 : 0));
  order = yield* sortInSteps(order, (a, b) => compare(distinct[a], distinct[b]));
  const distinctRank = new Int32Array(distinct.length);
  let rank = 0;
  yield* inChunks(order.length, (from, to) => {
    for (let i = from; i < to; i++) {
      if (i > 0 && compare(distinct[order[i - 1]], distinct[order[i]]) !== 0) rank++;
      distinctRank[order[i]] = rank;
    }
  });
  yield* inChunks(valueIndex.length, (from, to) => {
    for (let i = from; i < to; i++) valueIndex[i] = valueIndex[i] < 0 ? rank + 1 : distinctRank[valueIndex[i]];
  });
  return valueIndex;
}

/** Ranks of numbers in ascending order (the numeric compare of their keys), in steps. */
function* numberRankSteps(values: readonly (number | null)[]): Generator<void, Int32Array> {
  const raw = new Float64Array(values.length);
  // Nulls rank after every value, with or beside Infinity, which no key holds.
  yield* inChunks(values.length, (from, to) => {
    for (let i = from; i < to; i++) raw[i] = values[i] ?? Infinity;
  });
  const sorted = yield* sortInSteps(raw);
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i];
  yield;
  const ranks = new Int32Array(values.length);
  yield* inChunks(values.length, (from, to) => {
    for (let position = from; position < to; position++) {
      const x = raw[position];
      let lo = 0;
      let hi = distinct;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] < x) lo = mid + 1;
        else hi = mid;
      }
      ranks[position] = lo;
    }
  });
  return ranks;
}

/** A key's value of one record, as a ranking takes it: a string or a number, null sorting after every value. */
export type KeyValue = string | number | null;

/**
 * The key's value of each record in `[from, to)`, by a loop (these run once per key, mostly at
 * start-up: the callback of `map` or `forEach` stays cold for most of a million calls; the loops
 * here are optimized while they run).
 */
export function keyValues(records: readonly StoredRelease[], key: OrderingKey, from = 0, to = records.length): KeyValue[] {
  const value: (record: StoredRelease) => KeyValue = KEY_ORDERS[key].value;
  const values = new Array<KeyValue>(to - from);
  for (let i = from; i < to; i++) values[i - from] = value(records[i]);
  return values;
}

const RANKERS: Record<OrderingKey, (values: readonly KeyValue[]) => Generator<void, Int32Array>> = {
  id: (values) => numberRankSteps(values as readonly (number | null)[]),
  expected_date: (values) => stringRankSteps(values as readonly (string | null)[], KEY_ORDERS.expected_date.compare),
  title: (values) => stringRankSteps(values as readonly (string | null)[], KEY_ORDERS.title.compare),
  first_published_at: (values) => numberRankSteps(values as readonly (number | null)[]),
};

/** Positions by ascending rank; positions of one rank keep their own ascending order (stable counting sort). */
function byRank(ranks: Int32Array): Int32Array {
  let top = 0;
  for (const r of ranks) if (r > top) top = r;
  const starts = new Int32Array(top + 2);
  for (const r of ranks) starts[r + 1]++;
  for (let r = 1; r < starts.length; r++) starts[r] += starts[r - 1];
  const order = new Int32Array(ranks.length);
  for (let position = 0; position < ranks.length; position++) order[starts[ranks[position]]++] = position;
  return order;
}

/**
 * The descending order from the ascending one: the runs of equal rank in reverse, each run kept as
 * it stands (ties by ascending id, as the comparator breaks them in both directions).
 */
function reversedRuns(ascending: Int32Array, ranks: Int32Array): Int32Array {
  const order = new Int32Array(ascending.length);
  let out = 0;
  let end = ascending.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && ranks[ascending[start - 1]] === ranks[ascending[end - 1]]) start--;
    order.set(ascending.subarray(start, end), out);
    out += end - start;
    end = start;
  }
  return order;
}

/** Both directions of a key. */
export type KeyOrders = Record<'ascending' | 'descending', Int32Array>;

/** Both directions of a key and where each position stands in each (`ranksOf`): what the store keeps of a key. */
export interface SortedKey extends KeyOrders {
  ascendingRank: Int32Array;
  descendingRank: Int32Array;
}

export const withRanks = (orders: KeyOrders): SortedKey => runToEnd(withRanksInSteps(orders));

/**
 * Both directions of a key from the values of the records in ascending id (`keyValues`), in
 * steps that a caller may spread over turns of the event loop, or run at once in a thread
 * (`ordersThread.ts`): the same steps give the same order wherever they run.
 */
export function* sortedValuesInSteps(key: OrderingKey, values: readonly KeyValue[]): Generator<void, KeyOrders> {
  const ranks = yield* RANKERS[key](values);
  yield;
  const ascending = byRank(ranks);
  yield;
  const descending = reversedRuns(ascending, ranks);
  yield;
  return { ascending, descending };
}

/** Both directions with their ranks, a step for each direction's ranks (`withRanks` at once). */
export function* withRanksInSteps({ ascending, descending }: KeyOrders): Generator<void, SortedKey> {
  const ascendingRank = ranksOf(ascending);
  yield;
  return { ascending, descending, ascendingRank, descendingRank: ranksOf(descending) };
}

/** `keyValues` of every record, in steps. */
function* keyValuesInSteps(records: readonly StoredRelease[], key: OrderingKey): Generator<void, KeyValue[]> {
  const value: (record: StoredRelease) => KeyValue = KEY_ORDERS[key].value;
  const values = new Array<KeyValue>(records.length);
  yield* inChunks(records.length, (from, to) => {
    for (let i = from; i < to; i++) values[i] = value(records[i]);
  });
  return values;
}

/** `sortedValuesInSteps` of the records' values, read in steps too (`sortedOrders` runs them at once). */
export function* sortedOrdersInSteps(records: readonly StoredRelease[], key: OrderingKey): Generator<void, KeyOrders> {
  return yield* sortedValuesInSteps(key, yield* keyValuesInSteps(records, key));
}

/**
 * Both directions of a key over records kept in ascending id (positions are in id order, which
 * the counting sort keeps within a rank).
 */
export function sortedOrders(records: readonly StoredRelease[], key: OrderingKey): KeyOrders {
  return runToEnd(sortedOrdersInSteps(records, key));
}
