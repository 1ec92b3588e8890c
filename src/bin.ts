#!/usr/bin/env node
import pino from 'pino';
import { parseServerOptions } from './cli/serverOptions';
import { startServer } from './server';

async function main(): Promise<void> {
  const options = parseServerOptions(process.argv.slice(2));
  const logger = pino({ level: process.env.MOCK_LOG_LEVEL ?? 'info', base: undefined });
  const { server, summary } = await startServer(options, logger);
  console.log(summary.join('\n'));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`release-pages-mock: ${error.message}`);
  process.exit(1);
});
