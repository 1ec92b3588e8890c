// npm run bench:search: the event-loop time of the costliest searches one request can ask for, in process.
import { loadavg } from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { Command, Option } from 'commander';
import pino from 'pino';
import { createClock, momentOf } from '../src/mock/domain/clock';
import { generateDataset } from '../src/mock/data/generateDataset';
import { ReleaseStore } from '../src/mock/store/releaseStore';
import { fullCollection } from '../src/mock/fullCollection';
import { MOCK_V8_FLAGS } from '../src/mock/v8Flags';
import { missingFlags } from '../src/bin/relaunchWithFlags';
import { INDEX_AFTER_MS } from '../src/mock/server';
import { indexingThread } from '../src/mock/searchIndexWorker';
import type { SearchOperator } from '../src/mock/store/searchIndex';
import { percentile } from './latency';
import { randomFrom } from './seededRandom';
import { parseSize } from './sizes';

const NOW = '2026-03-01T12:00:00Z';
/** The API's `maxLength` of `search`. */
const MAX_SEARCH_CHARS = 500;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Tokens drawn by `next`, joined by `separator`, up to `chars` characters. */
function filled(chars: number, next: () => string, separator = ' '): string {
  let query = next();
  for (let token = next(); query.length + separator.length + token.length <= chars; token = next()) query += `${separator}${token}`;
  return query;
}

/** The most common word starts of `length` characters in the releases' titles and their reports' titles and product names. */
function commonStarts(store: ReleaseStore, length: number, how: number): string[] {
  const counts = new Map<string, number>();
  const texts = (r: ReleaseStore['releases'][number]) => [r.title, ...r.announcement_reports.flatMap((a) => [a.title, ...a.products.map((p) => p.name)])];
  for (let i = 0; i < store.size; i += Math.max(1, Math.floor(store.size / 5000))) {
    for (const word of texts(store.releases[i])
      .join(' ')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []) {
      if (word.length >= length) counts.set(word.slice(0, length), (counts.get(word.slice(0, length)) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, how)
    .map(([start]) => start);
}

interface Kind {
  name: string;
  operator: SearchOperator;
  /** The `i`-th query of this kind; each differs, so that no answer comes from the store's cache of recent searches. */
  query: (i: number, random: () => number) => string;
}

function kinds(store: ReleaseStore): Kind[] {
  const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)];
  const starts2 = commonStarts(store, 2, 60);
  const starts3 = commonStarts(store, 3, 150);
  const title = store.releases[Math.floor(store.size / 2)].title.toLowerCase().match(/[a-z]{4,}/g) ?? ['report'];
  const worst: Omit<Kind, 'operator'>[] = [
    { name: 'one letter', query: (i) => LETTERS[i % LETTERS.length] },
    { name: `one-letter tokens, ${MAX_SEARCH_CHARS} chars`, query: (_i, random) => filled(MAX_SEARCH_CHARS, () => pick([...LETTERS], random)) },
    {
      name: `one-letter tokens joined by '-' (one term), ${MAX_SEARCH_CHARS} chars`,
      query: (_i, random) => filled(MAX_SEARCH_CHARS, () => pick([...LETTERS], random), '-'),
    },
    {
      name: `mixed 1-3 char tokens, ${MAX_SEARCH_CHARS} chars`,
      query: (_i, random) => filled(MAX_SEARCH_CHARS, () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick([...LETTERS], random)).join('')),
    },
    { name: `common 2-letter starts, ${MAX_SEARCH_CHARS} chars`, query: (_i, random) => filled(MAX_SEARCH_CHARS, () => pick(starts2, random)) },
    {
      name: `the 8 commonest 2-letter starts, ${MAX_SEARCH_CHARS} chars`,
      query: (_i, random) => filled(MAX_SEARCH_CHARS, () => pick(starts2.slice(0, 8), random)),
    },
    { name: `common 3-letter starts, ${MAX_SEARCH_CHARS} chars`, query: (_i, random) => filled(MAX_SEARCH_CHARS, () => pick(starts3, random)) },
    { name: 'common 3-letter starts, 2000 chars (store only: the API refuses it)', query: (_i, random) => filled(2000, () => pick(starts3, random)) },
  ];
  const realistic: Omit<Kind, 'operator'>[] = [
    { name: 'realistic: a title word', query: (i) => title[i % title.length] },
    { name: 'realistic: two title words', query: (i) => `${title[i % title.length]} ${title[(i + 1) % title.length]}` },
    { name: 'realistic: a 3-letter start', query: (i) => starts3[i % starts3.length] },
  ];
  return [...worst, ...realistic].flatMap((kind) => (['or', 'and'] as const).map((operator) => ({ ...kind, name: `${kind.name} (${operator})`, operator })));
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0).padStart(8);

/** Garbage-collection pauses of the main thread, as perf_hooks reports them (after the fact). */
const gcPauses: { start: number; end: number; major: boolean }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const major = (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
    gcPauses.push({ start: entry.startTime, end: entry.startTime + entry.duration, major });
  }
}).observe({ entryTypes: ['gc'] });

/** The part of `[start, end]` the main thread spent in garbage collection. */
const gcWithin = (start: number, end: number) => gcPauses.reduce((sum, gc) => sum + Math.max(0, Math.min(end, gc.end) - Math.max(start, gc.start)), 0);

const columns = ['n', 'p50 ms', 'p99 ms', 'max ms', 'GC max', 'max-GC', 'cpu max', 'matches'];

/**
 * Builds the store's search index (what is left of it, from parts built in a thread) as the server does after its port opens (`INDEX_AFTER_MS` later), and measures how long
 * the event loop went without a turn (what a request arriving then would wait), by a timer that
 * asks for a turn after every slice.
 */
async function slicedBuildGaps(store: ReleaseStore): Promise<{ longest: number; turns: number; full: number; longestFull: number }> {
  const started = performance.now();
  // As the server, after the sweeping of the full collection.
  await new Promise((resolve) => setTimeout(resolve, INDEX_AFTER_MS));
  let longest = 0;
  let turns = 0;
  let last = performance.now();
  const ticking = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    turns++;
  }, 1);
  await store.indexSearchInSlices();
  clearInterval(ticking);
  // Let the observer deliver the pauses of the build.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const full = gcPauses.filter((gc) => gc.major && gc.start >= started);
  return { longest, turns, full: full.length, longestFull: Math.max(0, ...full.map((gc) => gc.end - gc.start)) };
}

async function measure(size: number, queriesPerKind: number): Promise<void> {
  const clock = createClock({ now: NOW });
  let started = performance.now();
  // As the server: from INDEX_THREAD_FROM releases, on INDEX_THREAD_CORES cores or more, the texts are indexed in a thread while they are generated.
  const worker = indexingThread({ count: size, fixtures: undefined }, pino({ level: 'silent' }));
  const releases = generateDataset({ seed: 1, count: size, clock, onPlaced: worker?.add });
  const generatedMs = performance.now() - started;
  started = performance.now();
  const store = new ReleaseStore(releases);
  if (worker) store.adoptSearchParts(await worker.finish(), true);
  const indexedMs = performance.now() - started;
  // As the server's start-up ends, so that the queries meet the garbage collections a served request would:
  // the full collection before the port opens, then the search index built in slices.
  started = performance.now();
  fullCollection();
  const collectedMs = performance.now() - started;
  started = performance.now();
  const sliceGaps = await slicedBuildGaps(store);
  const searchIndexedMs = performance.now() - started;
  const ready = performance.now();
  const load = loadavg()[0].toFixed(1);
  console.log(
    `\n${size.toLocaleString('en')} releases (generated in ${(generatedMs / 1000).toFixed(1)} s, indexed in ${(indexedMs / 1000).toFixed(1)} s, ` +
      `start-up's full collection ${(collectedMs / 1000).toFixed(1)} s; load average ${load})`,
  );
  console.log(
    `search index built in slices after that in ${(searchIndexedMs / 1000).toFixed(1)} s: the event loop held at most ${sliceGaps.longest.toFixed(1)} ms ` +
      `at a time (${sliceGaps.turns} turns); garbage collections meanwhile: ${sliceGaps.full} full, the longest ${sliceGaps.longestFull.toFixed(1)} ms`,
  );
  console.log(`${'query (search_operator)'.padEnd(72)} ${columns.map((c, i) => c.padStart(i === 0 ? 3 : i === columns.length - 1 ? 9 : 8)).join(' ')}`);
  const moment = momentOf(clock);
  let longest = 0;
  for (const [k, kind] of kinds(store).entries()) {
    const random = randomFrom(1000 + k);
    const windows: { start: number; end: number; cpu: number }[] = [];
    let matches = 0;
    for (let i = 0; i < queriesPerKind; i++) {
      const search = kind.query(i, random);
      // One request's work, synchronous from start to end: the time the event loop is held. On a
      // shared machine the wall time includes other processes' turns; the CPU time does not, but
      // counts every thread of the process (garbage collection's helpers too).
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const { total } = store.query({ limit: 20, offset: 0, search, searchOperator: kind.operator }, moment);
      const cpu = process.cpuUsage(cpuStart);
      windows.push({ start, end: performance.now(), cpu: (cpu.user + cpu.system) / 1000 });
      matches = Math.max(matches, total);
    }
    // Let the observer deliver the pauses of these queries.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const times = windows.map((w) => w.end - w.start).sort((a, b) => a - b);
    const gcs = windows.map((w) => gcWithin(w.start, w.end));
    const withoutGc = windows.map((w, i) => w.end - w.start - gcs[i]);
    longest = Math.max(longest, times[times.length - 1]);
    console.log(
      `${kind.name.padEnd(72)} ${String(times.length).padStart(3)} ${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.99))} ${ms(times[times.length - 1])} ` +
        `${ms(Math.max(...gcs))} ${ms(Math.max(...withoutGc))} ${ms(Math.max(...windows.map((w) => w.cpu)))} ${String(matches).padStart(9)}`,
    );
  }
  const since = gcPauses.filter((gc) => gc.start >= ready);
  const longestOf = (pauses: typeof since) => Math.max(0, ...pauses.map((gc) => gc.end - gc.start)).toFixed(1);
  const full = since.filter((gc) => gc.major);
  console.log(`the longest single request: ${longest.toFixed(1)} ms`);
  console.log(
    `the queries ran in the first ${((performance.now() - ready) / 1000).toFixed(0)} s after start-up; garbage collections then: ` +
      `${full.length} full, the longest ${longestOf(full)} ms; ${since.length - full.length} others, the longest ${longestOf(since.filter((gc) => !gc.major))} ms`,
  );
}

async function main(): Promise<void> {
  // As the mock's command runs: its V8 flags on node's command line (package.json's script gives them).
  const missing = missingFlags(MOCK_V8_FLAGS);
  if (missing.length > 0) throw new Error(`run node with ${missing.join(' ')}, as the mock's command does`);
  const options = new Command('bench:search')
    .addOption(new Option('--sizes <list>', 'dataset sizes').default('100k,1M'))
    .addOption(new Option('--queries <n>', 'distinct queries per kind and operator').default('20'))
    .parse(process.argv.slice(2), { from: 'user' })
    .opts();
  for (const size of String(options.sizes).split(',').map(parseSize)) await measure(size, Number(options.queries));
}

main().catch((error: Error) => {
  console.error(`bench:search: ${error.stack ?? error.message}`);
  process.exit(1);
});
