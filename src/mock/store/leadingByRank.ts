/**
 * The `count` positions of `entries` that stand first in an order, in that order, the first `skip`
 * of them left out, given the order (`order[k]`: the position at index k) and its inverse
 * (`rank[position]`): the entries' ranks gathered, then `leadingOfRanks`.
 */
export function leadingByRank(entries: ArrayLike<number>, rank: Int32Array, order: Int32Array, count: number, skip = 0): number[] {
  const n = entries.length;
  if (count <= skip || n === 0) return [];
  if (gathered.length < n) gathered = new Int32Array(n);
  const ranks = gathered.subarray(0, n);
  for (let i = 0; i < n; i++) ranks[i] = rank[entries[i]];
  return leadingOfRanks(ranks, order, count, skip);
}

/**
 * The positions of the `count` lowest of `ranks` (distinct ranks in `order`, left as they are), in
 * that order, the first `skip` left out. Only ranks need sorting: many against the order's length
 * are marked as bits and read back in order (`leadingByBits`); fewer, sorted in an Int32Array,
 * natively and with no callback; a bounded max-heap keeps the smallest `count` when they are few
 * against the input (O(n log count)).
 */
export function leadingOfRanks(ranks: ArrayLike<number>, order: Int32Array, count: number, skip = 0): number[] {
  const n = ranks.length;
  if (count <= skip || n === 0) return [];
  if (count * 16 >= n && n * BITS_PER_ENTRY >= order.length) return leadingByBits(ranks, order, count, skip);
  const sorting = count * 8 >= n;
  const room = sorting ? n : count;
  if (kept.length < room) kept = new Int32Array(room);
  let lowest: Int32Array;
  if (sorting) {
    lowest = kept.subarray(0, n);
    for (let i = 0; i < n; i++) lowest[i] = ranks[i];
  } else {
    lowest = smallestOf(ranks, count, kept);
  }
  lowest.sort();
  // A loop, not `Array.from` with a mapping function, which walks an iterator and is many times slower.
  const leading: number[] = [];
  for (let k = skip; k < count && k < lowest.length; k++) leading.push(order[lowest[k]]);
  return leading;
}

/**
 * Ranks are marked as bits when there is one for at most this many of the order's positions, and
 * the count is at least a sixteenth of them: the bits between the lowest and highest rank are
 * then read (up to the `count`th) and cleared at about 1/32 of an entry's cost each, where sorting
 * a few thousand ranks costs a dozen compares or more each (a share of the store's time in the
 * rotating scenario), and a heap of the leading hundreds sifts several steps for each entry that
 * enters it: bits win for a large count, the heap for a small one.
 */
const BITS_PER_ENTRY = 64;

/**
 * `leadingByBits`'s bits of ranks, 32 to an int, grown to the largest order met and left all 0
 * after each use: a query runs from start to end without yielding, so one array serves all.
 */
let rankBits = new Int32Array(0);
/** `leadingByRank`'s gathered ranks, and the ranks `leadingOfRanks` sorts or keeps in a heap, each grown as `rankBits` is: only they read them, within a call. */
let gathered = new Int32Array(0);
let kept = new Int32Array(0);

/** `leadingOfRanks` by the bits of the ranks: marked, read from the lowest until `count`, cleared. */
function leadingByBits(ranks: ArrayLike<number>, order: Int32Array, count: number, skip: number): number[] {
  const words = (order.length + 31) >>> 5;
  if (rankBits.length < words) rankBits = new Int32Array(words);
  const bits = rankBits;
  let low = words;
  let high = -1;
  for (let i = 0; i < ranks.length; i++) {
    const r = ranks[i];
    const w = r >>> 5;
    bits[w] |= 1 << (r & 31);
    if (w < low) low = w;
    if (w > high) high = w;
  }
  const leading: number[] = [];
  let read = 0;
  for (let w = low; w <= high && read < count; w++) {
    for (let word = bits[w]; word !== 0 && read < count; word &= word - 1, read++) {
      if (read >= skip) leading.push(order[(w << 5) + 31 - Math.clz32(word & -word)]);
    }
  }
  bits.fill(0, low, high + 1);
  return leading;
}

/** The `count` smallest of the ranks, unordered: a max-heap of them at the top, kept in `heap` (room for `count` at least). */
function smallestOf(ranks: ArrayLike<number>, count: number, heap: Int32Array): Int32Array {
  let size = 0;
  for (let i = 0; i < ranks.length; i++) {
    const key = ranks[i];
    if (size < count) {
      // Sift up.
      let at = size++;
      while (at > 0 && heap[(at - 1) >> 1] < key) {
        heap[at] = heap[(at - 1) >> 1];
        at = (at - 1) >> 1;
      }
      heap[at] = key;
    } else if (key < heap[0]) {
      // Replace the largest and sift down.
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= count) break;
        const child = left + 1 < count && heap[left + 1] > heap[left] ? left + 1 : left;
        if (heap[child] <= key) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = key;
    }
  }
  return heap.subarray(0, size);
}
