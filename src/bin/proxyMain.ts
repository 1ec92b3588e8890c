// What `release-pages-proxy` does, bundled into one file by the build (scripts/bundleBins.ts); its
// checks thread is bundled apart, into dist/bin/checkThread.js, which the bundle starts by path.
import { runProxy } from '../proxy/cli';

/** Runs the proxy on `process.argv`; `done` is called once its modules have loaded. */
export function proxyMain(done: () => void): void {
  runProxy(process.argv.slice(2));
  done();
}
