// npm run bench:admin-change: the time of one admin change (POST /__mock/releases) at 100k releases
// (BENCH_COUNT), before (the whole store rebuilt per change) and now (laid over the
// built store), in one run; then one change that needs a whole build (a report's text changed), and one
// POST of changes past the bound of the overlay: the event loop's delay and other listings' times while
// the whole build is prepared between requests, and the first search and orderings once it is served. The mock is started as
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
import pino from 'pino';
import { MAX_OVERLAY_CHANGES } from '../src/mock/service/liveReleases';

const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
/** The most one admin change at 100k releases, the first one included. */
const TARGET_MS = 50;

const round = (ms: number) => Math.round(ms * 10) / 10;
const since = (t: number) => performance.now() - t;

/** Listings sent while a whole build is prepared: every kind of work a store does. */
const MEANWHILE = ['offset=40', 'search=report', 'ordering=title', 'status=scheduled&ordering=-expected_date', 'search=annual&ordering=-first_published_at'];

/** Resolved by the server's log line of a whole build served (`LiveReleases.onWholeBuild`). */
let wholeBuildServed: () => void = () => undefined;
const logger = pino({ level: 'info' }, { write: (line: string) => (line.includes('built again after changes') ? wholeBuildServed() : undefined) });

async function main(): Promise<void> {
  const clock = createClock({ now: FIXED_NOW });
  const options = parseServerOptions(['--count', String(COUNT), '--admin', '--now', FIXED_NOW, '--port', '0', '--host', '127.0.0.1'], undefined, false);
  let t = performance.now();
  const { server, url } = await startServer(options, logger);
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
    const timed = async (query: string) => {
      const started = performance.now();
      await (await fetch(`${url}${LISTING}&${query}&limit=20`, { headers: AUTH })).text();
      return round(since(started));
    };
    // While a whole build is prepared: the event loop's delay, and listings of every kind sent one after
    // another (what other clients meet), until `until` resolves.
    const meanwhile = async (until: Promise<unknown>) => {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const listings: number[] = [];
      let ended = false;
      void until.finally(() => (ended = true));
      for (let i = 0; !ended; i++) listings.push(await timed(MEANWHILE[i % MEANWHILE.length]));
      delay.disable();
      return `event loop delay max ${round(delay.max / 1e6)} ms, p99 ${round(delay.percentile(99) / 1e6)} ms; ${listings.length} listings meanwhile, slowest ${round(Math.max(...listings))} ms, p99 ${round(percentile(listings, 0.99))} ms`;
    };
    // The first listing of each kind on the store served now: what it builds on first use.
    const firsts = async () => {
      const times: string[] = [];
      for (const query of ['search=report', 'ordering=title', 'ordering=-first_published_at', ...MEANWHILE]) times.push(`${query} ${await timed(query)} ms`);
      return times.join(', ');
    };
    // Every kind of listing once, so that what start-up prepares between requests is done before anything is timed.
    console.log(`the first listings on the start-up store: ${await firsts()}`);
    // A change to a report's text: only a whole build serves it, so its POST answers once that build is served.
    const changedReports = template.announcement_reports.map((report, i) => (i === 0 ? { ...report, title: `${report.title} (changed)` } : report));
    t = performance.now();
    const rebuild = fetch(`${url}/__mock/releases`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ ...template, id: 999_100, announcement_reports: changedReports }),
    }).then(async (res) => [res.status, await res.text()] as const);
    const during = await meanwhile(rebuild);
    const [status] = await rebuild;
    console.log(`one change that needs a whole build (a report's text): the POST answered ${status} after ${round(since(t))} ms`);
    console.log(`  meanwhile: ${during}`);
    console.log(`  after it: ${await firsts()}`);
    // Past the bound of changes laid over the store: the POST answers at once, and a whole build follows between requests.
    // Without reports: the release changed above left its report's text disputed, which only a whole build would serve.
    const many = Array.from({ length: MAX_OVERLAY_CHANGES + 1 }, (_, i) => ({
      ...template,
      id: 90_000_000 + i,
      title: `Bench Bulk ${i}`,
      announcement_reports: [],
    }));
    const built = new Promise<void>((resolve) => (wholeBuildServed = resolve));
    t = performance.now();
    const bulk = await fetch(`${url}/__mock/releases`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify(many),
    });
    await bulk.text();
    console.log(`${many.length} changes in one POST (past the bound of ${MAX_OVERLAY_CHANGES}): answered ${bulk.status} after ${round(since(t))} ms`);
    const background = await meanwhile(built);
    console.log(`  the whole build that follows served after ${round(since(t))} ms; meanwhile: ${background}`);
    console.log(`  after it: ${await firsts()}`);
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
