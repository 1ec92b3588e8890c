// What `release-pages-mock` does, bundled into one file by the build (scripts/bundleBins.ts).
import { runMock } from '../mock/cli';
import { endWithLauncher } from './endWithLauncher';
import { printErr } from '../core/printable';
import { codedLine } from '../core/errors';

/** What `release-pages-mock` does, bundled into one file by the build (scripts/bundleBins.ts); `ready` is called once it serves. */
export function mockMain(ready: () => void): void {
  endWithLauncher();
  runMock(process.argv.slice(2)).then(ready, (error: Error) => {
    printErr(`release-pages-mock: ${codedLine(error)}`);
    process.exit(1);
  });
}
