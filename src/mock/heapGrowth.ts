// How far V8 lets the mock's heap grow between full collections. The mock's command sets it first.
import { setFlagsFromString } from 'node:v8';

/**
 * After each full collection the next is set at this many times the heap's live size
 * (`--heap-growing-percent`, 1 + percent / 100); V8's own factor is otherwise chosen anew each time.
 */
export const HEAP_GROWING_FACTOR = 2.5;

/**
 * Has V8 set each next full collection at `HEAP_GROWING_FACTOR` times the live heap, not at its own
 * factor. V8 chooses that from how fast it marks against how fast the program fills the old
 * generation, counting only the main thread's share of marking: the mock's dataset (~80 MB live at
 * 100k releases) is marked by helper threads, so V8 judged its collections 200-300 times faster than
 * the allocation and grew the heap by 1.1-1.2 (`--trace-gc-verbose`). That left less room than the
 * young generation holds, so V8 started marking again as soon as a collection ended: under the
 * rotating load, a full collection every 0.2-0.5 s, the helper threads marking the whole heap on
 * the core the clients use. The cost: the heap may grow to this factor of its live size before
 * being collected. At 1M releases start-up's heavy allocation had V8 choose 4 (the next collection
 * at ~2.1 GB; now ~1.3 GB); its own factor is chosen again at every collection after that.
 */
export function growHeapSteadily(): void {
  setFlagsFromString(`--heap-growing-percent=${Math.round((HEAP_GROWING_FACTOR - 1) * 100)}`);
}
