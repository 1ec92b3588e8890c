/**
 * A stable sort of positions or numbers that yields every so often, so that a caller can spread a sort of a
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

/** The typed arrays sorted in steps: positions (with a compare of what they stand for) or plain numbers. */
type Sortable = Int32Array | Float64Array;

const ascending = (a: number, b: number) => a - b;

/** Merges up to `budget` items; true once the merge is done. */
function mergeSome(from: Sortable, to: Sortable, m: Merge, compare: (a: number, b: number) => number, budget: number): boolean {
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

/**
 * `items` sorted by `compare` (equal items keep their order; by default ascending numbers), in a
 * new array of the same kind; the generator yields after about `every` items.
 */
export function* sortInSteps<A extends Sortable>(items: A, compare: (a: number, b: number) => number = ascending, every = 4096): Generator<void, A> {
  const n = items.length;
  let from: Sortable = items.slice();
  let to: Sortable = items.slice();
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
  return from as A;
}

/** Items handled between two yields of `inChunks`. */
const CHUNK = 4096;

/**
 * Runs `chunk` over `[0, n)` a chunk of `size` at a time, yielding after each: the loop itself runs
 * in `chunk`, a plain function, which V8 optimizes as it does not a loop inside a generator.
 */
export function* inChunks(n: number, chunk: (from: number, to: number) => void, size = CHUNK): Generator<void, void> {
  for (let from = 0; from < n; from += size) {
    chunk(from, Math.min(from + size, n));
    yield;
  }
}

/** Runs a generator of steps to its end at once, for a caller that cannot wait. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
