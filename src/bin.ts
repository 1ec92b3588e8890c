#!/usr/bin/env node
import cluster from 'node:cluster';
import pino from 'pino';
import { parseServerOptions } from './cli/serverOptions';
import { startServer } from './server';
import { reportReady, runPrimary } from './workers';

async function main(): Promise<void> {
  const options = parseServerOptions(process.argv.slice(2));
  if (options.workers > 1 && cluster.isPrimary) return runPrimary(options.workers);
  const logger = pino({ level: process.env.MOCK_LOG_LEVEL ?? 'info', base: undefined });
  const { server, summary } = await startServer(options, logger);
  if (cluster.isWorker) reportReady(summary);
  else console.log(summary.join('\n'));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`release-pages-mock: ${error.message}`);
  process.exit(1);
});
