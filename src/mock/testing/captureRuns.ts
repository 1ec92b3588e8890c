// Runs of `release-pages-mock capture` in process against an app served on a free port, for the capture tests.
import { readFileSync } from 'node:fs';
import type { Express } from 'express';
import { captureCommand, runCapture, type CaptureContext } from '../captureCommand';
import type { scratchFolder } from './files';
import { listenLocally } from '../../net/testing/listenLocally';

/** A command that throws instead of exiting and prints nothing. */
export const quietCommand = () =>
  captureCommand()
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: () => {} });

/** Captures `app` served on a free port with `args` after `--base-url` and `--out` (a new file of `files`): the file's path, the result and the file's text. */
export async function captureOf(files: ReturnType<typeof scratchFolder>, app: Express, args: string[], context: CaptureContext = {}) {
  const server = await listenLocally(app);
  const out = files.write('');
  try {
    const result = await runCapture(['--base-url', server.url, '--out', out, ...args], { command: quietCommand(), env: {}, ...context });
    return { out, result, text: readFileSync(out, 'utf8') };
  } finally {
    await server.close();
  }
}
