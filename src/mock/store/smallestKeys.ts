/**
 * The `count` entries with the smallest keys, in ascending key order: a page of a large result
 * without sorting all of it. A bounded max-heap keeps the best `count` seen so far, so the cost
 * is O(n log count); when `count` is most of the input, a plain sort is cheaper.
 */
export function smallestKeys(entries: ArrayLike<number>, keyOf: (entry: number) => number, count: number): number[] {
  if (count <= 0 || entries.length === 0) return [];
  if (count * 4 >= entries.length) {
    return Array.from(entries)
      .sort((a, b) => keyOf(a) - keyOf(b))
      .slice(0, count);
  }
  const heap: number[] = [];
  const keys: number[] = [];
  const swap = (i: number, j: number) => {
    [heap[i], heap[j]] = [heap[j], heap[i]];
    [keys[i], keys[j]] = [keys[j], keys[i]];
  };
  const siftDown = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && keys[left] > keys[largest]) largest = left;
      if (right < heap.length && keys[right] > keys[largest]) largest = right;
      if (largest === i) return;
      swap(i, largest);
      i = largest;
    }
  };
  for (let n = 0; n < entries.length; n++) {
    const entry = entries[n];
    const key = keyOf(entry);
    if (heap.length < count) {
      heap.push(entry);
      keys.push(key);
      for (let i = heap.length - 1; i > 0 && keys[(i - 1) >> 1] < keys[i]; i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (key < keys[0]) {
      heap[0] = entry;
      keys[0] = key;
      siftDown(0);
    }
  }
  return heap.map((entry, i) => [keys[i], entry]).sort((a, b) => a[0] - b[0]).map(([, entry]) => entry);
}
