// How far V8 lets the mock's heap grow between full collections: a flag the mock's command starts node with (v8Flags.ts).
/**
 * After each full collection the next is set at this many times the heap's live size
 * (`--heap-growing-percent`, 1 + percent / 100); V8's own factor is otherwise chosen anew each time.
 */
export const HEAP_GROWING_FACTOR = 2.5;

/**
 * Has V8 set each next full collection at `HEAP_GROWING_FACTOR` times the live heap, not at its own
 * factor. V8 chooses that from how fast it marks against how fast the program fills the old
 * generation, counting only the main thread's share of marking: the mock's dataset is marked by
 * helper threads, so V8 judged its collections far faster than the allocation and grew the heap by
 * little (`--trace-gc-verbose`). That left less room than the young generation holds, so V8 started
 * marking again as soon as a collection ended: under a varied load, full collections back to back,
 * the helper threads marking the whole heap on the core the clients use. The cost: the heap may
 * grow to this factor of its live size before being collected. V8 reads it on node's command line
 * (figures: bench/README.md, "V8's flags at launch").
 */
export const HEAP_GROWING_FLAG = `--heap-growing-percent=${Math.round((HEAP_GROWING_FACTOR - 1) * 100)}`;
