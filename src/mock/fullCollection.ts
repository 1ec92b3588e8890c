// One full garbage collection at the end of start-up, so that the dataset's generation garbage is
// not collected later, during a request: at 1M releases that first full collection held the
// event loop 0.6-0.9 s (bench/README.md, Search budget). Below FULL_COLLECTION_FROM releases it
// would hold a request less than the 50 ms issue 23 bounds it by at 1M, and costs every start: at
// the default 500 it was 25-40 ms of the installed bin's ~0.5 s of CPU to its first answer, to
// spare one later pause of ~7 ms. The collections V8's memory reducer would start some seconds
// after it are put off by the mock's command (`putOffMemoryReducer`).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** From this many releases, start-up ends with a full collection (a pause scales with the dataset: ~0.7 ms per 1,000 releases). */
export const FULL_COLLECTION_FROM = 50_000;

/**
 * Collects all garbage now (V8's `gc()`, made available to a fresh context without `--expose-gc` on
 * the command line), its sweeping included. V8 otherwise sweeps the freed pages on helper threads
 * after the collection returns, and whatever allocates meanwhile waits for them: at 1M releases a
 * search right after it took 170-200 ms (8-28 ms a second later). Concurrent sweeping is off only
 * for this collection (V8 then sweeps before it returns).
 */
export function fullCollection(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options?: { type: 'minor' }) => void;
  setFlagsFromString('--no-concurrent-sweeping');
  try {
    gc();
  } finally {
    setFlagsFromString('--concurrent-sweeping');
  }
  // The first scavenge after a full collection is slow whatever it finds (at 1M releases 120-170 ms
  // with nothing to collect, the next one 2 ms): taken here, not during a request.
  gc({ type: 'minor' });
}

/** The longest delay V8's flag takes (an int32 of ms: 24.8 days). */
const MEMORY_REDUCER_DELAY_MS = 2 ** 31 - 1;

/**
 * Puts V8's memory reducer off, for the process, for as long as V8 allows. Once armed, it wakes
 * every 8 s and, when allocation is low (a server between light requests), runs up to three
 * collections of the whole heap in its memory-saving mode: at 1M releases they held requests
 * 58-268 ms 25-65 s after the first answer (0.2-1.9 s under load; bench/README.md, s27-firstanswer),
 * where no other collection is due (start-up's full collection sets the next at ~2 GB). The cost:
 * an idle mock keeps the memory its heap grew to.
 *
 * It must run first: the delay is read as the reducer is armed, which happens early (while a few MB
 * are allocated, before any full collection), and once armed it wakes every 8 s whatever the flag
 * says (V8 11.3, Node 20; fullCollection.test.ts holds the first part). So the mock's command calls
 * it before anything else, at any size. `--no-memory-reducer` is read only as the heap is set up,
 * from node's command line (`NODE_OPTIONS` refuses it).
 */
export function putOffMemoryReducer(): void {
  setFlagsFromString(`--gc-memory-reducer-start-delay-ms=${MEMORY_REDUCER_DELAY_MS}`);
}
