// npm run bench:first-ordering: at 1M releases (BENCH_COUNT), how long the first query of each ordering
// holds the event loop when it sorts on demand, and, with the orderings sorted between
// requests (`prepareOrdersInSlices`), the longest slice, the time until all are sorted, and the first
// query's time after it. In process, on one store; the 50 ms budget is the search's.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createClock, momentOf } from '../src/mock/domain/clock';
import { generateDataset } from '../src/mock/data/generateDataset';
import { ReleaseStore } from '../src/mock/store/releaseStore';
import { FIXED_NOW } from '../src/mock/testing/testApp';

const COUNT = Number(process.env.BENCH_COUNT ?? 1_000_000);
const ORDERINGS = ['title', '-first_published_at'];

const round = (ms: number) => Math.round(ms * 10) / 10;

async function main(): Promise<void> {
  const clock = createClock({ now: FIXED_NOW });
  const releases = generateDataset({ seed: 42, count: COUNT, clock });
  const moment = momentOf(clock);
  const first = (store: ReleaseStore, ordering: string) => {
    const t = performance.now();
    store.query({ ordering, limit: 20, offset: 0 }, moment);
    return round(performance.now() - t);
  };
  const onDemand = new ReleaseStore(releases);
  console.log(`${COUNT} releases, the first query of each ordering sorting on demand (before): ${ORDERINGS.map((o) => `${o} ${first(onDemand, o)} ms`).join(', ')}`);
  const prepared = new ReleaseStore(releases);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  // A request every 5 ms meanwhile, as a client would send them: each is answered between slices.
  let answered = 0;
  const requests = setInterval(() => {
    prepared.query({ limit: 20, offset: answered % 100 }, moment);
    answered++;
  }, 5);
  const t = performance.now();
  await prepared.prepareOrdersInSlices();
  const allSorted = performance.now() - t;
  clearInterval(requests);
  delay.disable();
  console.log(`  sorted between requests (now): all in ${round(allSorted)} ms, ${answered} requests answered meanwhile, event loop delay max ${round(delay.max / 1e6)} ms, p99 ${round(delay.percentile(99) / 1e6)} ms`);
  console.log(`  then the first query of each ordering: ${ORDERINGS.map((o) => `${o} ${first(prepared, o)} ms`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
