// Work spread over turns of the event loop in bounded slices, so that requests are answered between them.
import { abortError } from '../abortError';

/** The next turn of the event loop: `setImmediate` where there is one (Node), a zero timeout in a browser. */
const nextTurn: (run: () => void) => void = typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0);

/**
 * Calls `step` in slices of about `sliceMs` of the event loop each, one slice per turn of it, until
 * `step` returns true (done). Resolves `true` once done, `false` if `signal` aborted first; rejects
 * with what `step` throws. The first slice runs on the next turn, not in the caller's.
 */
export function inSlices(step: () => boolean, sliceMs: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const slice = () => {
      const until = performance.now() + sliceMs;
      let done = false;
      try {
        while (!done && !signal?.aborted && performance.now() < until) done = step();
      } catch (error) {
        reject(error);
        return;
      }
      if (done || signal?.aborted) resolve(done);
      else nextTurn(slice);
    };
    nextTurn(slice);
  });
}

/** The result of a generator of steps taken in slices (`inSlices`); rejects with an AbortError if `signal` stops it first. */
export async function stepsInSlices<T>(steps: Generator<unknown, T>, sliceMs: number, signal?: AbortSignal): Promise<T> {
  let last: IteratorResult<unknown, T> | undefined;
  const done = await inSlices(() => (last = steps.next()).done === true, sliceMs, signal);
  if (!done) throw abortError('the preparation');
  return (last as IteratorReturnResult<T>).value;
}
