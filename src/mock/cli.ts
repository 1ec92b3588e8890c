import cluster from 'node:cluster';
import { captureMain } from './captureCommand';
import { runExport } from './exportCommand';
import { createLogger } from './logger';
import { parseServerOptions } from './options';
import { startServer, type ExtraRouters } from './server';
import { gracefulShutdown } from '../net/server/shutdown';
import { reportFailure, reportReady, runPrimary } from './workers';

/**
 * `release-pages-mock [flags]`: builds the mock the flags describe and serves it until SIGINT or
 * SIGTERM. `extraRouters` is for the benchmark, which mounts its own routes.
 * `release-pages-mock export --out FILE [flags]` writes the generated dataset instead;
 * `release-pages-mock capture --base-url URL --out FILE [flags]` a deployment's data.
 */
export async function runMock(args: readonly string[], extraRouters?: ExtraRouters): Promise<void> {
  if (args[0] === 'export') {
    console.log(runExport(args.slice(1)));
    return;
  }
  if (args[0] === 'capture') return captureMain(args.slice(1));
  const options = parseServerOptions(args);
  if (options.workers > 1 && cluster.isPrimary) return runPrimary(options.workers, options.shutdownGrace * 1000);
  const logger = createLogger(options.logFormat, process.env.MOCK_LOG_LEVEL ?? 'info');
  const { server, summary } = await startServer(options, logger, extraRouters).catch((error: Error) =>
    cluster.isWorker ? reportFailure(error) : Promise.reject(error),
  );
  const shutdown = gracefulShutdown(server);
  if (cluster.isWorker) reportReady(summary);
  else console.log(summary.join('\n'));
  // A second signal (a worker gets the terminal's SIGINT and the primary's SIGTERM) waits for the same end.
  const stop = () => void shutdown(options.shutdownGrace * 1000).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
