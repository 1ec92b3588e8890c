// The `release-pages-mock` command: parses its flags and runs the mock, or its `export` and `capture` subcommands.
import { parseServerOptions } from './options';
import type { ExtraRouters } from './server';
import { printErr, printOut } from '../core/printable';

// Each command loads only what it runs: `--help` and `--version` (answered by parseServerOptions)
// load none of Express, express-openapi-validator or faker, the bulk of the command's loading.
/* eslint-disable @typescript-eslint/no-require-imports -- a require on first use is the lazy load; its type is the module's */
const lazily = {
  cluster: () => require('node:cluster') as import('node:cluster').Cluster,
  capture: () => require('./captureCommand') as typeof import('./captureCommand'),
  export: () => require('./exportCommand') as typeof import('./exportCommand'),
  journal: () => require('./journal/journalFile') as typeof import('./journal/journalFile'),
  logger: () => require('./logger') as typeof import('./logger'),
  server: () => require('./server') as typeof import('./server'),
  shutdown: () => require('../net/server/shutdown') as typeof import('../net/server/shutdown'),
  workers: () => require('./workers') as typeof import('./workers'),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * `release-pages-mock [flags]`: builds the mock the flags describe and serves it until SIGINT or
 * SIGTERM. `extraRouters` is for the benchmark, which mounts its own routes.
 * `release-pages-mock export --out FILE [flags]` writes the generated dataset instead;
 * `release-pages-mock capture --base-url URL --out FILE [flags]` a deployment's data.
 */
export async function runMock(args: readonly string[], extraRouters?: ExtraRouters): Promise<void> {
  if (args[0] === 'export') {
    printOut(lazily.export().runExport(args.slice(1)));
    return;
  }
  if (args[0] === 'capture') return lazily.capture().captureMain(args.slice(1));
  const options = parseServerOptions(args);
  const cluster = lazily.cluster();
  const { reportFailure, reportReady, runPrimary } = lazily.workers();
  if (options.workers > 1 && cluster.isPrimary) return runPrimary(options.workers, options.shutdownGrace * 1000);
  const logger = lazily.logger().createLogger(options.logFormat, process.env.MOCK_LOG_LEVEL ?? 'info');
  const { server, summary, journal } = await lazily
    .server()
    .startServer(options, logger, extraRouters)
    .catch((error: Error) => (cluster.isWorker ? reportFailure(error) : Promise.reject(error)));
  const shutdown = lazily.shutdown().gracefulShutdown(server);
  // The log's lines are written asynchronously (logger.ts): those queued go out before what is printed here.
  const flushed = () => new Promise<void>((resolve) => logger.flush(() => resolve()));
  if (cluster.isWorker) reportReady(summary);
  else {
    await flushed();
    printOut(summary.join('\n'));
  }
  // A second signal (a worker gets the terminal's SIGINT and the primary's SIGTERM) waits for the same end.
  // Once every answer is sent, the journal is whole: its summary is printed and it is written (--journal).
  let stopping: Promise<void> | undefined;
  const stop = () =>
    void (stopping ??= shutdown(options.shutdownGrace * 1000)
      .then(flushed)
      .then(() => {
        const atStop = journal && lazily.journal().journalAtStop(journal, options.journal);
        if (atStop) printOut(atStop.lines.join('\n'));
        if (atStop?.failure) printErr(atStop.failure);
        process.exit(atStop?.failure ? 1 : 0);
      }));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
