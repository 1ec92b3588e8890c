// npm run bench:in-process: requests per second of the fetch handler in process beside the server's
// over loopback, for the same options and requests, measured in one run (the machine is shared:
// read the ratios). Both are driven the same way, by `concurrency` loops awaiting each answer's body.
import pino from 'pino';
import { createFetchHandler } from '../src/fetch';
import { parseServerOptions, serverCommand } from '../src/mock/options';
import { startServer } from '../src/mock/server';

const NOW = '2026-03-01T12:00:00Z';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = [1, 16];
const AUTH = { Authorization: 'Token dev-token' };
const CASES = [
  ['listing, 20 items', '/api/v2/pages/?type=releases.ReleasePage&limit=20'],
  ['listing, 200 items, all fields', '/api/v2/pages/?type=releases.ReleasePage&fields=*'],
  ['detail', '/api/v2/pages/100002/'],
  ['400 (bad limit)', '/api/v2/pages/?type=releases.ReleasePage&limit=x'],
] as const;

/** Answers per second of `send`, from `concurrency` loops over `seconds`. */
export async function rate(send: () => Promise<Response>, concurrency: number, seconds = SECONDS): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let answered = 0;
  const loop = async () => {
    while (performance.now() < end) {
      await (await send()).arrayBuffer();
      answered++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return answered / ((performance.now() - start) / 1000);
}

async function main(): Promise<void> {
  const flags = ['--port', '0', '--now', NOW, '--no-validate-responses'];
  const running = await startServer(parseServerOptions(flags, serverCommand().exitOverride()), pino({ level: 'silent' }));
  const handler = createFetchHandler({ now: NOW });
  console.log(`release-pages-mock in process: ${SECONDS} s a figure, the default dataset (500 releases), responses not validated on the server`);
  console.log('case | concurrency | fetch handler req/s | server req/s (loopback, fetch client) | ratio');
  for (const [name, path] of CASES) {
    for (const concurrency of CONCURRENCY) {
      const url = `${running.url}${path}`;
      const inProcess = await rate(() => handler(new Request(url, { headers: AUTH })), concurrency);
      const overSocket = await rate(() => fetch(url, { headers: AUTH }), concurrency);
      console.log(`${name} | ${concurrency} | ${inProcess.toFixed(0)} | ${overSocket.toFixed(0)} | ${(inProcess / overSocket).toFixed(2)}`);
    }
  }
  running.server.close();
  running.server.closeAllConnections();
}

// Run as a script; bench/browserFigures.ts borrows `rate`.
if (require.main === module) void main();
