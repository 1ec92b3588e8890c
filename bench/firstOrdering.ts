// npm run bench:first-ordering: at 1M releases (BENCH_COUNT), how long the first query of each ordering
// holds the event loop when it sorts on demand; the longest single steps of the sort as the slices run
// it (each `next()` of `sortedOrdersInSteps` timed: what no slice can split); and, with the orderings
// sorted between requests in slices on the event loop (the fallback) and in a thread (`threadSorter`),
// the event loop's delay meanwhile (max, p99), the time until all are sorted, and the first query's
// time after it. In process, one store each; the 50 ms budget is the search's. `BENCH_ONLY=thread`
// (or `slices`, `steps`, `demand`) runs one part, for a run under `--trace-gc`.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pino from 'pino';
import { createClock, momentOf } from '../src/mock/domain/clock';
import type { OrderingKey } from '../src/mock/domain/ordering';
import { generateDataset } from '../src/mock/data/generateDataset';
import { threadSorter } from '../src/mock/ordersWorker';
import { ReleaseStore } from '../src/mock/store/releaseStore';
import { sortedOrdersInSteps } from '../src/mock/store/sortedOrders';
import { FIXED_NOW } from '../src/mock/testing/testApp';

const COUNT = Number(process.env.BENCH_COUNT ?? 1_000_000);
const ONLY = process.env.BENCH_ONLY;
const ORDERINGS = ['title', '-first_published_at'];
const KEYS: OrderingKey[] = ['title', 'first_published_at'];

const round = (ms: number) => Math.round(ms * 10) / 10;
const runs = (part: string) => ONLY === undefined || ONLY === part;

async function main(): Promise<void> {
  const clock = createClock({ now: FIXED_NOW });
  const releases = generateDataset({ seed: 42, count: COUNT, clock });
  const moment = momentOf(clock);
  const first = (store: ReleaseStore, ordering: string) => {
    const t = performance.now();
    store.query({ ordering, limit: 20, offset: 0 }, moment);
    return round(performance.now() - t);
  };
  console.log(`${COUNT} releases`);
  if (runs('demand')) {
    const onDemand = new ReleaseStore(releases);
    console.log(`  the first query of each ordering sorting on demand: ${ORDERINGS.map((o) => `${o} ${first(onDemand, o)} ms`).join(', ')}`);
  }
  if (runs('steps')) {
    for (const key of KEYS) {
      const steps = sortedOrdersInSteps(releases, key);
      const times: number[] = [];
      for (let t = performance.now(), next = steps.next(); ; next = steps.next()) {
        const now = performance.now();
        times.push(now - t);
        t = now;
        if (next.done) break;
      }
      const longest = times
        .map((ms, step) => ({ ms, step }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 4);
      console.log(
        `  ${key} in ${times.length} steps, the longest: ${longest.map(({ ms, step }) => `#${step} ${round(ms)} ms`).join(', ')}; over 50 ms: ${times.filter((ms) => ms > 50).length}`,
      );
    }
  }
  /** The event loop's delay while `work` runs, a request every 5 ms meanwhile, as a client would send them. */
  const whileAnswering = async (store: ReleaseStore, work: () => Promise<unknown>) => {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    let answered = 0;
    const requests = setInterval(() => {
      store.query({ limit: 20, offset: answered % 100 }, moment);
      answered++;
    }, 5);
    const t = performance.now();
    await work();
    const ms = performance.now() - t;
    clearInterval(requests);
    delay.disable();
    return {
      ms,
      text: `${answered} requests answered meanwhile, event loop delay max ${round(delay.max / 1e6)} ms, p99 ${round(delay.percentile(99) / 1e6)} ms`,
    };
  };
  const between = async (label: string, sorter?: Parameters<ReleaseStore['prepareOrdersInSlices']>[2]) => {
    const prepared = new ReleaseStore(releases);
    const sorting = await whileAnswering(prepared, () => prepared.prepareOrdersInSlices(undefined, undefined, sorter));
    console.log(`  sorted ${label}: all in ${round(sorting.ms)} ms, ${sorting.text}`);
    console.log(`    then the first query of each ordering: ${ORDERINGS.map((o) => `${o} ${first(prepared, o)} ms`).join(', ')}`);
    // The same requests for as long with nothing being sorted: what the machine's load alone costs the loop.
    const idle = await whileAnswering(prepared, () => new Promise((resolve) => setTimeout(resolve, sorting.ms)));
    console.log(`    nothing sorted, for as long (the baseline): ${idle.text}`);
  };
  if (runs('slices')) await between('in slices on the event loop (the fallback)');
  if (runs('thread')) await between('in a thread (threadSorter)', threadSorter(pino({ level: 'warn' })));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
