/**
 * A stable sort of positions that yields every so often, so that a caller can spread a sort of a
 * million keys over many turns of the event loop (`ReleaseStore.prepareOrdersInSlices`): a native
 * sort cannot be paused. Bottom-up merge sort over runs sorted by insertion; two runs already in
 * order are not merged, so input that is nearly sorted costs about one compare per item.
 */

/** Items sorted by insertion before the merges. */
const RUN = 16;

/** `items` sorted by `compare` (equal items keep their order), in a new array; the generator yields after about `every` compares. */
export function* sortInSteps(items: Int32Array, compare: (a: number, b: number) => number, every = 4096): Generator<void, Int32Array> {
  const n = items.length;
  let from: Int32Array = Int32Array.from(items);
  let to: Int32Array = new Int32Array(n);
  let work = 0;
  for (let start = 0; start < n; start += RUN) {
    const end = Math.min(start + RUN, n);
    for (let i = start + 1; i < end; i++) {
      const item = from[i];
      let j = i - 1;
      for (; j >= start && compare(from[j], item) > 0; j--) from[j + 1] = from[j];
      from[j + 1] = item;
    }
    work += RUN;
    if (work >= every) {
      work = 0;
      yield;
    }
  }
  for (let width = RUN; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n);
      const high = Math.min(low + 2 * width, n);
      if (middle >= high || compare(from[middle - 1], from[middle]) <= 0) {
        to.set(from.subarray(low, high), low);
        continue;
      }
      let i = low;
      let j = middle;
      let k = low;
      while (i < middle && j < high) {
        to[k++] = compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
        if (++work >= every) {
          work = 0;
          yield;
        }
      }
      to.set(from.subarray(i, middle), k);
      to.set(from.subarray(j, high), k + middle - i);
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
