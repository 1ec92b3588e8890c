/**
 * A stable sort of positions that yields every so often, so that a caller can spread a sort of a
 * million keys over many turns of the event loop (`ReleaseStore.prepareOrdersInSlices`): a native
 * sort cannot be paused. Bottom-up merge sort over runs each sorted natively (a typed array's sort
 * is stable); two runs already in order are not merged. The loops run in plain functions, a chunk
 * at a time: V8 optimizes a loop inside a generator far less.
 */

/** Items of each run sorted natively, in one step, before the merges. */
const RUN = 2048;

/** Where a merge of `from[low, middle)` and `from[middle, high)` into `to` stands. */
interface Merge {
  i: number;
  j: number;
  k: number;
  middle: number;
  high: number;
}

/** Merges up to `budget` items; true once the merge is done. */
function mergeSome(from: Int32Array, to: Int32Array, m: Merge, compare: (a: number, b: number) => number, budget: number): boolean {
  const end = Math.min(m.k + budget, m.high);
  let { i, j, k } = m;
  while (k < end && i < m.middle && j < m.high) to[k++] = compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
  if (i === m.middle || j === m.high) {
    to.set(from.subarray(i, m.middle), k);
    to.set(from.subarray(j, m.high), k + m.middle - i);
    return true;
  }
  Object.assign(m, { i, j, k });
  return false;
}

/** `items` sorted by `compare` (equal items keep their order), in a new array; the generator yields after about `every` items. */
export function* sortInSteps(items: Int32Array, compare: (a: number, b: number) => number, every = 4096): Generator<void, Int32Array> {
  const n = items.length;
  let from: Int32Array = Int32Array.from(items);
  let to: Int32Array = new Int32Array(n);
  for (let start = 0; start < n; start += RUN) {
    from.subarray(start, Math.min(start + RUN, n)).sort(compare);
    yield;
  }
  for (let width = RUN; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n);
      const high = Math.min(low + 2 * width, n);
      if (middle >= high || compare(from[middle - 1], from[middle]) <= 0) {
        to.set(from.subarray(low, high), low);
        continue;
      }
      const merge: Merge = { i: low, j: middle, k: low, middle, high };
      while (!mergeSome(from, to, merge, compare, every)) yield;
      yield;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Runs a generator of steps to its end at once, for a caller that cannot wait. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
