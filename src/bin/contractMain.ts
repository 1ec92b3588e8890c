// What `release-pages-contract` does, bundled into one file by the build (scripts/bundleBins.ts).
import { CommanderError } from 'commander';
import { runContract } from '../contract/cli';
import { codedLine } from '../core/errors';
import { printErr } from '../core/printable';

/** The mock, loaded only when the suite checks it (no `--base-url`): `--version`, `--help` and a deployment's run never load the server. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- required on first use
const startLocalMock = () => (require('../mock/localMock') as typeof import('../mock/localMock')).startLocalMock();

/** Runs the suite on `process.argv`; `done` is called before the process exits with the suite's code. */
export function contractMain(done: () => void): void {
  runContract(process.argv.slice(2), startLocalMock).then(
    (code) => {
      done();
      process.exit(code);
    },
    (error: Error) => {
      done();
      if (error instanceof CommanderError) process.exit(error.exitCode);
      // One line, as every command's failure: a stack trace tells a user nothing they can act on.
      printErr(`contract: could not run: ${codedLine(error)}`);
      process.exit(2);
    },
  );
}
