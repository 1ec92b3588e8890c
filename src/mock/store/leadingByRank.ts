/**
 * The `count` positions of `entries` that stand first in an order, in that order, given the order
 * (`order[k]`: the position at index k) and its inverse (`rank[position]`). Ranks are distinct
 * integers, so only ranks need sorting, in an Int32Array, natively and with no callback; a bounded
 * max-heap keeps the smallest `count` when they are few against the input (O(n log count)).
 */
export function leadingByRank(entries: ArrayLike<number>, rank: Int32Array, order: Int32Array, count: number): number[] {
  const n = entries.length;
  if (count <= 0 || n === 0) return [];
  let ranks: Int32Array;
  if (count * 8 >= n) {
    ranks = new Int32Array(n);
    for (let i = 0; i < n; i++) ranks[i] = rank[entries[i]];
  } else {
    ranks = smallestOf(entries, rank, count);
  }
  ranks.sort();
  return Array.from(ranks.subarray(0, count), (r) => order[r]);
}

/** The `count` smallest ranks of the entries, unordered: a max-heap of them at the top. */
function smallestOf(entries: ArrayLike<number>, rank: Int32Array, count: number): Int32Array {
  const heap = new Int32Array(count);
  let size = 0;
  for (let i = 0; i < entries.length; i++) {
    const key = rank[entries[i]];
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
