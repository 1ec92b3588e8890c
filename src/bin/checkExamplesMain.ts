// What `release-pages-check-examples` does, bundled into one file by the build (scripts/bundleBins.ts).
import { checkExamples } from '../check-examples/cli';

/** Checks what `process.argv` names; `done` is called once the exit code is set. */
export function checkExamplesMain(done: () => void): void {
  checkExamples(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
    done();
  });
}
