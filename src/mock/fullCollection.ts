// One full garbage collection at the end of a large mock's start-up, where node exposes V8's `gc()`
// (the mock's command starts node with `--expose-gc`, v8Flags.ts), so that the dataset's generation
// garbage is not collected later, during a request. Below FULL_COLLECTION_FROM releases it would
// hold a request for less than it costs every start.

/** From this many releases, start-up ends with a full collection (a pause scales with the dataset). */
export const FULL_COLLECTION_FROM = 50_000;

/** Node's flag that exposes V8's `gc()` as a global function. */
export const EXPOSE_GC_FLAG = '--expose-gc';

/**
 * Turns V8's memory reducer off. Once armed, it wakes every few seconds and, when allocation is low
 * (a server between light requests), runs up to three collections of the whole heap in its
 * memory-saving mode: on a large mock they hold requests where no other collection is due (the
 * start-up collection sets the next far off). The cost: an idle mock keeps the memory its heap grew
 * to. V8 reads it only as the heap is set up, from node's command line (`NODE_OPTIONS` refuses it).
 */
export const MEMORY_REDUCER_FLAG = '--no-memory-reducer';

type Collect = (options?: { type?: 'major' | 'minor' }) => void;

/**
 * Collects all garbage now with V8's `gc()` when this process has it (node started with
 * `--expose-gc`), and says whether it did; otherwise it changes nothing (a library user's process is
 * left as its owner started it). The first scavenge after a full collection is slow whatever it
 * finds, so one is taken here too, not during a request.
 */
export function fullCollection(collect = (globalThis as { gc?: unknown }).gc): boolean {
  if (typeof collect !== 'function') return false;
  (collect as Collect)();
  (collect as Collect)({ type: 'minor' });
  return true;
}
