/** Helpers for arrays of record positions kept in a sorted order. */

/** First index in `[0, length)` where `isPast` holds, for a predicate that is false and then true along the array. */
export function partitionPoint(length: number, isPast: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isPast(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** First index in `[0, length)` whose key is not below `target` (`keyAt` must be ascending). */
export function lowerBound<T>(length: number, keyAt: (i: number) => T, target: T): number {
  return partitionPoint(length, (i) => keyAt(i) >= target);
}

/** `rank[position]` = where that position stands in `order`. */
export function ranksOf(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  // A loop, not `forEach`: run once at start-up, a callback stays cold for most of a million calls.
  for (let index = 0; index < order.length; index++) rank[order[index]] = index;
  return rank;
}
