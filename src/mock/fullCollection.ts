// One full garbage collection at the end of start-up, so that the dataset's generation garbage is
// not collected later, during a request: at 1M releases that first full collection held the
// event loop 0.6-0.9 s (bench/README.md, Search budget).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Collects all garbage now (V8's `gc()`, made available to a fresh context without `--expose-gc` on the command line). */
export function fullCollection(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
