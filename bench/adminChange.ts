// npm run bench:admin-change: the time of one admin change (POST /__mock/releases) at 100k releases
// (BENCH_COUNT), before (the whole store rebuilt per change) and now (laid over the
// built store), in one run; then one change that does rebuild the whole store (a report's text changed),
// and what follows it: the event loop's delay while the new store's index and orderings are prepared,
// and the first search and the first `ordering=title` on it. The mock is started as
// `release-pages-mock --admin` starts it (`startServer`, warm-up included), and the client's own fetch is
// loaded by one listing first, so that the first POST times the mock, not the bench.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createClock } from '../src/mock/domain/clock';
import { generateDataset } from '../src/mock/data/generateDataset';
import { releasePagesOf } from '../src/mock/data/releasePages';
import { parseServerOptions } from '../src/mock/options';
import { startServer } from '../src/mock/server';
import { ReleaseStore } from '../src/mock/store/releaseStore';
import { AUTH, FIXED_NOW, LISTING } from '../src/mock/testing/testApp';
import { percentile } from './latency';

const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
/** The most one admin change at 100k releases, the first one included. */
const TARGET_MS = 50;

const round = (ms: number) => Math.round(ms * 10) / 10;
const since = (t: number) => performance.now() - t;

async function main(): Promise<void> {
  const clock = createClock({ now: FIXED_NOW });
  const options = parseServerOptions(['--count', String(COUNT), '--admin', '--now', FIXED_NOW, '--port', '0', '--host', '127.0.0.1'], undefined, false);
  let t = performance.now();
  const { server, url } = await startServer(options);
  const startMs = since(t);
  // A release page to post, from a small dataset: building a second 100k one here would leave the
  // garbage collector work that lands on the first POST.
  const [template] = releasePagesOf(generateDataset({ seed: options.seed, count: 14, clock }).slice(0, 1), clock);
  try {
    await (await fetch(`${url}${LISTING}&limit=1`, { headers: AUTH })).text();
    const before: number[] = [];
    const now: number[] = [];
    const listing: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      t = performance.now();
      const res = await fetch(`${url}/__mock/releases`, {
        method: 'POST',
        headers: { ...AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ ...template, id: 999_000 + i, title: `Bench Release ${i}` }),
      });
      await res.text();
      now.push(since(t));
      if (!res.ok) throw new Error(`POST answered ${res.status}`);
      t = performance.now();
      await (await fetch(`${url}${LISTING}&search=report&limit=20`, { headers: AUTH })).text();
      listing.push(since(t));
    }
    // A change to a report's text: the whole store is built again, in the POST; its index and orderings after it, between requests.
    const delay = monitorEventLoopDelay({ resolution: 1 });
    const changedReports = template.announcement_reports.map((report, i) => (i === 0 ? { ...report, title: `${report.title} (changed)` } : report));
    t = performance.now();
    const rebuild = await fetch(`${url}/__mock/releases`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ ...template, id: 999_100, announcement_reports: changedReports }),
    });
    await rebuild.text();
    const rebuildMs = since(t);
    delay.enable();
    const timed = async (query: string) => {
      const started = performance.now();
      await (await fetch(`${url}${LISTING}&${query}&limit=20`, { headers: AUTH })).text();
      return round(since(started));
    };
    const firstSearch = await timed('search=report');
    const firstTitle = await timed('ordering=title');
    delay.disable();
    console.log(`one change that builds the whole store again (a report's text): the POST ${round(rebuildMs)} ms (status ${rebuild.status})`);
    console.log(
      `  then the first search ${firstSearch} ms and the first ordering=title ${firstTitle} ms (each waiting for its preparation); event loop delay meanwhile max ${round(delay.max / 1e6)} ms, p99 ${round(delay.percentile(99) / 1e6)} ms`,
    );
    // Before: each change built the whole store again from every release and the changed one. (Timed after
    // the POSTs: a rebuild of seconds on a loaded machine outlasts the keep-alive of the bench's connection.)
    // The same data as the server's.
    const releases = generateDataset({ seed: options.seed, count: COUNT, clock });
    for (let i = 0; i < ROUNDS; i++) {
      t = performance.now();
      new ReleaseStore([...releases.slice(1), { ...releases[0], title: `Changed ${i}` }]);
      before.push(since(t));
    }
    const p50 = (series: number[]) => round(percentile(series, 0.5));
    const worst = Math.max(...now);
    console.log(`one admin change at ${COUNT} releases (mock started in ${round(startMs / 1000)} s), median of ${ROUNDS}:`);
    console.log(`  before (whole store rebuilt):   ${p50(before)} ms`);
    console.log(
      `  now (POST, over the built store): ${p50(now)} ms, the first ${round(now[0])} ms, max ${round(worst)} ms; target under ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(`  a search listing after the change: ${p50(listing)} ms`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err));
  process.exit(1);
});
