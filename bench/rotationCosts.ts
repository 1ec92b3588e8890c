// `npx ts-node --transpile-only bench/rotationCosts.ts [--dist <build's dist>] [--count 100000] [--rounds 5] [--store]`
// Where the rotating scenario's time goes past the transport. The built fetch handler in
// process (the core, the service and the store, no HTTP), the scenario's 1,000 requests each timed
// alone, `rounds` times in turn after a first pass; printed: the slowest 20 with their µs (the median of their rounds), and
// each kind of request's count, mean and share of the time. With `--store`, only the store's query
// (`ReleaseStore.query` on the same seed's dataset and the request's parsed query, no serializing):
// run it under `node --cpu-prof -r ts-node/register/transpile-only` for the query's own profile.
import { join, resolve } from 'node:path';
import type { createFetchHandler as Create } from '../src/fetch';
import type { generateDataset as Generate } from '../src/mock/data/generateDataset';
import type { ReleaseStore as Store } from '../src/mock/store/releaseStore';
import type { createClock as CreateClock, momentAt as MomentAt } from '../src/mock/domain/clock';
import type { listRequestOf as ListRequestOf } from '../src/mock/pipeline/listRequest';
import { materialFrom, rotatingRequests } from './rotatingRequests';
import { AUTH, NOW, ROOT } from './servers';
import { median } from './latency';

const flag = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};

/** The kinds a request is counted under, one label per part of its query. */
function kindsOf(path: string): string[] {
  const query = new URL(path, 'http://x').searchParams;
  const words = query.get('search')?.split(' ').length ?? 0;
  return [
    words === 0 ? 'no search' : words === 1 ? 'search, one word' : `search, two words, ${query.get('search_operator')}`,
    `limit ${query.get('limit')}`,
    `fields=${query.get('fields') ?? '(default)'}`,
    query.has('status') && query.has('expected_date_after')
      ? 'status and date range'
      : query.has('status')
        ? 'status'
        : query.has('expected_date_after')
          ? 'date range'
          : query.has('expected_date')
            ? 'one date'
            : 'no filter',
    `ordering ${query.get('ordering') ?? '(default)'}`,
    query.has('offset') && query.get('offset') !== '0' ? 'offset > 0' : 'offset 0',
  ];
}

/** One request timed: the whole fetch handler's answer, or the store's query alone; resolves to the answer's size (bytes, or releases with `--store`). */
type Answer = (path: string) => Promise<number>;

/** The store of the handler's dataset (same seed, count and clock), answering a path's query as the service asks it. */
function storeAnswer(dist: string, count: number): Answer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build's modules, or src's under ts-node, by path
  const load = <T>(path: string) => require(join(dist, ...path.split('/'))) as T;
  const { generateDataset } = load<{ generateDataset: typeof Generate }>('mock/data/generateDataset');
  const { ReleaseStore } = load<{ ReleaseStore: typeof Store }>('mock/store/releaseStore');
  const { createClock, momentAt } = load<{ createClock: typeof CreateClock; momentAt: typeof MomentAt }>('mock/domain/clock');
  const { listRequestOf } = load<{ listRequestOf: typeof ListRequestOf }>('mock/pipeline/listRequest');
  const clock = createClock({ now: NOW });
  const store = new ReleaseStore(generateDataset({ seed: 1, count, clock }));
  const moment = momentAt(clock.now(), clock.timezone);
  return (path) => {
    const query = listRequestOf(Object.fromEntries(new URL(path, 'http://x').searchParams));
    return Promise.resolve(store.query(query, moment).releases.length);
  };
}

async function main(): Promise<void> {
  const count = Number(flag('count', '100000'));
  const rounds = Number(flag('rounds', '5'));
  const dist = resolve(flag('dist', join(ROOT, 'dist')));
  // `require`, not `import()`: a folder (a build's dist, or src under ts-node) resolves to its index.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- by path, as above
  const { createFetchHandler } = require(join(dist, 'fetch')) as { createFetchHandler: typeof Create };
  const handler = createFetchHandler({ seed: 1, count, now: NOW });
  const fetcher = (url: string, init: { headers: Record<string, string> }) => handler(new Request(url, init));
  const base = 'http://127.0.0.1';
  const paths = rotatingRequests(await materialFrom(base, count, fetcher), 1000);
  const storeOnly = process.argv.includes('--store');
  const unit = storeOnly ? 'releases' : 'body bytes';
  const answer: Answer = storeOnly
    ? storeAnswer(dist, count)
    : async (path) => (await (await handler(new Request(`${base}${path}`, { headers: AUTH }))).arrayBuffer()).byteLength;
  const micros = new Map<string, number[]>(paths.map((path) => [path, []]));
  const bytes = new Map<string, number>();
  // Round -1 is the first pass, as the scenario's: an ordering's or a word's first use builds what later ones read.
  for (let round = -1; round < rounds; round++) {
    for (const path of paths) {
      const start = process.hrtime.bigint();
      const size = await answer(path);
      if (round >= 0) micros.get(path)!.push(Number(process.hrtime.bigint() - start) / 1000);
      bytes.set(path, size);
    }
  }
  // The median of each request's rounds: a collection or the host's other load falls on a round, not on a request.
  const costs = paths.map((path) => ({ path, micros: median(micros.get(path)!), bytes: bytes.get(path)! })).sort((a, b) => b.micros - a.micros);
  const total = costs.reduce((sum, c) => sum + c.micros, 0);
  const at = (share: number) => costs[Math.floor(costs.length * share)].micros.toFixed(0);
  console.log(
    `${costs.length} rotating requests at ${count} releases, median of ${rounds} rounds each: mean ${(total / costs.length).toFixed(0)} µs; median ${at(0.5)}, 90th ${at(0.1)}, 99th ${at(0.01)} µs; mean ${(costs.reduce((s, c) => s + c.bytes, 0) / costs.length).toFixed(0)} ${unit}${storeOnly ? ' (the store alone)' : ''}`,
  );
  console.log(`the slowest 20 take ${((100 * costs.slice(0, 20).reduce((s, c) => s + c.micros, 0)) / total).toFixed(1)}% of the time (µs, ${unit}, path):`);
  for (const { path, micros: us, bytes: size } of costs.slice(0, 20))
    console.log(`  ${us.toFixed(0).padStart(7)} ${String(size).padStart(8)}  ${path.slice(path.indexOf('&') + 1)}`);
  const byKind = new Map<string, { n: number; micros: number }>();
  for (const { path, micros: us } of costs) {
    for (const kind of kindsOf(path)) {
      const entry = byKind.get(kind) ?? { n: 0, micros: 0 };
      entry.n++;
      entry.micros += us;
      byKind.set(kind, entry);
    }
  }
  console.log('by kind (requests, mean µs, share of the time):');
  for (const [kind, { n, micros: us }] of [...byKind].sort((a, b) => b[1].micros - a[1].micros)) {
    console.log(`  ${kind.padEnd(40)} ${String(n).padStart(4)} ${(us / n).toFixed(0).padStart(7)} ${((100 * us) / total).toFixed(1).padStart(5)}%`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
