// The latency release-pages-proxy adds: the same 200-item listings asked of the mock directly and
// through the proxy (the compiled command, in its own process, as a CI job runs it), each
// connection alternating the two so that the shared machine's slow moments hit both alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import { closedPort } from '../src/net/testing/listenLocally';
import { ALL_FIELDS_TARGETS, overhead, PROXY_TARGETS, type Overhead } from './latency';
import { cpuMicros } from './serverProcess';
import { AUTH, LIST, startServer, stopServer, waitForAnswer } from './servers';
import { REPORT_PATH } from '../src/proxy/proxyHandler';
import { PROXY_BIN } from '../src/proxy/testing/attacks';

/** The mock's size: a 200-item page costs about the same at any size (bench/README.md). */
const RELEASES = 10_000;
/** Requests before measuring, to each side: the proxy's checks and both servers' code warmed up. */
const WARM_UP = 100;
export const SCENARIOS = [
  { name: 'default listing, limit=200', path: `${LIST}&limit=200`, targets: PROXY_TARGETS },
  { name: 'fields=*, limit=200', path: `${LIST}&limit=200&fields=*`, targets: ALL_FIELDS_TARGETS },
];

export interface ProxyFigures extends Overhead {
  scenario: string;
  connections: number;
  /** Requests measured on each side. */
  requests: number;
  /** The proxy process's CPU time (user and system, garbage collection included) per request: less noisy than latency on a shared machine. */
  proxyCpuMicrosPerRequest: number;
}

export interface ProxyRun {
  releases: number;
  figures: ProxyFigures[];
  /** The proxy's own counts at the end: a violation or upstream failure would mean a broken path was measured. */
  proxyCounts: { answers: number; violations: Record<string, number>; upstreamFailures: number; clientProblems: number; uncheckedAnswers: number };
}

/** One GET on a kept-alive connection, timed to the end of its body. */
function timedGet(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { agent, headers: AUTH }, (answer) => {
      answer.resume();
      answer.on('end', () => (answer.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url} answered ${answer.statusCode}`))));
      answer.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * `requests` to each URL over `connections` concurrent loops; a loop alternates the two and
 * half the loops start with the proxy, so both sides are in flight alike.
 */
async function interleaved(direct: string, proxied: string, requests: number, connections: number): Promise<{ direct: number[]; proxied: number[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 2 * connections });
  const series = { direct: [] as number[], proxied: [] as number[] };
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, loop) => {
        for (let i = loop, round = 0; i < requests; i += connections, round++) {
          const order = (loop + round) % 2 === 0 ? (['direct', 'proxied'] as const) : (['proxied', 'direct'] as const);
          for (const side of order) series[side].push(await timedGet(agent, side === 'direct' ? direct : proxied));
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return series;
}

async function startProxy(upstream: string, bin: string, flags: string[]): Promise<{ child: ChildProcess; base: string }> {
  const port = await closedPort();
  const child = spawn(process.execPath, [bin, '--upstream', upstream, '--port', String(port), '--timezone', 'UTC', ...flags], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(child, `${base}${REPORT_PATH}`, 'release-pages-proxy');
  return { child, base };
}

/** Each scenario sequentially, then over `connections` concurrent connections, through the proxy command `bin` given `flags`. */
export async function measureProxyOverhead(requests: number, connections: number, bin = PROXY_BIN, flags: string[] = []): Promise<ProxyRun> {
  const mock = await startServer(RELEASES, false, 1);
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    proxy = await startProxy(mock.base, bin, flags);
    const figures: ProxyFigures[] = [];
    for (const { name, path, targets } of SCENARIOS) {
      await interleaved(`${mock.base}${path}`, `${proxy.base}${path}`, WARM_UP, 1);
      for (const concurrent of [1, connections]) {
        const cpuBefore = cpuMicros(proxy.child.pid!);
        const series = await interleaved(`${mock.base}${path}`, `${proxy.base}${path}`, requests, concurrent);
        const proxyCpuMicrosPerRequest = Math.round((cpuMicros(proxy.child.pid!) - cpuBefore) / requests);
        figures.push({ scenario: name, connections: concurrent, requests, ...overhead(series.direct, series.proxied, targets), proxyCpuMicrosPerRequest });
      }
    }
    const proxyCounts = (await (await fetch(`${proxy.base}${REPORT_PATH}`)).json()) as ProxyRun['proxyCounts'];
    return { releases: RELEASES, figures, proxyCounts };
  } finally {
    // A proxy that did not start leaves the mock to stop all the same.
    if (proxy) await stopServer(proxy);
    await stopServer(mock);
  }
}

export function printProxyTable(run: ProxyRun): void {
  console.log(
    `\nrelease-pages-proxy in front of the mock (${run.releases.toLocaleString('en')} releases), latency in ms, direct | proxied | added (targets: p50 < 2 and p99 < 10, fields=* p50 < 5):`,
  );
  console.log(
    'scenario'.padEnd(30),
    'conns',
    'direct p50/p99'.padStart(15),
    'proxied p50/p99'.padStart(16),
    'added p50/p99'.padStart(14),
    'proxy cpu µs'.padStart(13),
    ' verdict',
  );
  for (const f of run.figures) {
    const pair = (a: number, b: number) => `${a.toFixed(2)}/${b.toFixed(2)}`;
    console.log(
      f.scenario.padEnd(30),
      String(f.connections).padStart(5),
      pair(f.direct.p50Ms, f.direct.p99Ms).padStart(15),
      pair(f.proxied.p50Ms, f.proxied.p99Ms).padStart(16),
      pair(f.addedP50Ms, f.addedP99Ms).padStart(14),
      String(f.proxyCpuMicrosPerRequest).padStart(13),
      f.meetsTargets ? ' meets' : ' MISSES',
    );
  }
  const { answers, violations, upstreamFailures, clientProblems, uncheckedAnswers } = run.proxyCounts;
  // Answers past --max-queued-checks go unjudged: the checks fell behind, and the figures above were measured with less work than the proxy's.
  console.log(
    `the proxy checked ${answers} answers: ${Object.keys(violations).length} rules violated, ${upstreamFailures} upstream failures, ${clientProblems} invalid requests, ${uncheckedAnswers} answers passed on unchecked (checks behind)`,
  );
}
