// One full garbage collection at the end of start-up, so that the dataset's generation garbage is
// not collected later, during a request: at 1M releases that first full collection held the
// event loop 0.6-0.9 s (bench/README.md, Search budget). Below FULL_COLLECTION_FROM releases it
// would hold a request less than the 50 ms issue 23 bounds it by at 1M, and costs every start: at
// the default 500 it was 25-40 ms of the installed bin's ~0.5 s of CPU to its first answer, to
// spare one later pause of ~7 ms.
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
