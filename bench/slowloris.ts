// Slowloris against a running mock: many connections that send a request's headers a byte at a
// time and never finish them (each reopened when the server closes it), then normal requests
// beside them. Prints how many normal requests were answered, and how fast.
//   ts-node --transpile-only bench/slowloris.ts --url http://127.0.0.1:4010 [--slow 20000] [--processes 4] [--normal 50]
// The slow connections are spread over several processes: one process may open 20,000 files at most here.
import { fork } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { SOURCE_FLAGS } from '../src/net/testing/sourceFlags';

const LIST = '/api/v2/pages/?type=releases.ReleasePage&limit=1';
/** A byte of a never-ending header every few seconds, per connection. */
const BYTE_EVERY_MS = 5000;

interface Counts {
  open: number;
  opened: number;
  closedByServer: number;
  failedToOpen: number;
}

/** Keeps `count` slow connections to `url` open, reopening each one the server closes; reports the counts every second to the parent. */
function holdSlowConnections(url: string, count: number): void {
  const { hostname, port } = new URL(url);
  const counts: Counts = { open: 0, opened: 0, closedByServer: 0, failedToOpen: 0 };
  const open = (): void => {
    let connected = false;
    const socket: Socket = connect(Number(port), hostname, () => {
      connected = true;
      counts.open++;
      counts.opened++;
      socket.write(`GET ${LIST} HTTP/1.1\r\nHost: ${hostname}\r\n`);
    });
    socket.setNoDelay(true);
    const drip = setInterval(() => socket.write('X'), BYTE_EVERY_MS);
    socket.on('error', () => {});
    socket.once('close', () => {
      clearInterval(drip);
      if (connected) {
        counts.open--;
        counts.closedByServer++;
      } else counts.failedToOpen++;
      // Reopen, as an attacker would, a little later so that a refusing server is not spun on.
      setTimeout(open, connected ? 0 : 200);
    });
  };
  for (let i = 0; i < count; i++) setTimeout(open, i / 10);
  setInterval(() => process.send?.(counts), 1000);
}

/** One normal request: its status (0 if it failed) and milliseconds, given up after 10 s. */
async function normalRequest(url: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  try {
    const answer = await fetch(`${url}${LIST}`, { headers: { Authorization: 'Token dev-token' }, signal: AbortSignal.timeout(10_000) });
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - start };
  } catch {
    return { status: 0, ms: performance.now() - start };
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:4010' },
      slow: { type: 'string', default: '20000' },
      processes: { type: 'string', default: '4' },
      normal: { type: 'string', default: '50' },
      'settle-seconds': { type: 'string', default: '20' },
    },
  });
  const url = values.url!;
  const processes = Number(values.processes);
  const perProcess = Math.ceil(Number(values.slow) / processes);
  const children = Array.from({ length: processes }, () => fork(__filename, ['--slow-child', url, String(perProcess)], { execArgv: [...SOURCE_FLAGS] }));
  const latest: Counts[] = [];
  children.forEach((child, i) => child.on('message', (counts: Counts) => (latest[i] = counts)));
  const total = (): Counts => {
    const sum: Counts = { open: 0, opened: 0, closedByServer: 0, failedToOpen: 0 };
    for (const counts of latest) for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] += counts?.[key] ?? 0;
    return sum;
  };
  // Let the slow connections pile up (and, with a headers timeout, be closed and reopened a while).
  await new Promise((resolve) => setTimeout(resolve, Number(values['settle-seconds']) * 1000));
  const before = total();
  const results = await Promise.all(Array.from({ length: Number(values.normal) }, () => normalRequest(url)));
  const after = total();
  children.forEach((child) => child.kill());
  const answered = results
    .filter((r) => r.status === 200)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const statuses = results.reduce<Record<string, number>>((tally, r) => ({ ...tally, [r.status || 'failed']: (tally[r.status || 'failed'] ?? 0) + 1 }), {});
  console.log(
    `slow connections: ${before.open} open when the normal requests started, ${after.open} after (${after.opened} opened, ${after.closedByServer} closed by the server, ${after.failedToOpen} failed to open, in all)`,
  );
  console.log(`normal requests: ${answered.length} of ${results.length} answered 200 (${JSON.stringify(statuses)})`);
  if (answered.length > 0) {
    console.log(
      `  latency of the answered: p50 ${percentile(answered, 50).toFixed(0)} ms, p95 ${percentile(answered, 95).toFixed(0)} ms, max ${answered[answered.length - 1].toFixed(0)} ms`,
    );
  }
}

if (process.argv[2] === '--slow-child') holdSlowConnections(process.argv[3], Number(process.argv[4]));
else void main();
