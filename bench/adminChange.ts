// npm run bench:admin-change: the time of one admin change (POST /__mock/releases) at 100k releases,
// before (the whole store rebuilt per change, as until issue 20) and now (laid over the built store), in one run.
import { performance } from 'node:perf_hooks';
import { createClock } from '../src/mock/domain/clock';
import { releasePagesOf } from '../src/mock/data/releasePages';
import { ReleaseStore } from '../src/mock/store/releaseStore';
import { listen } from '../src/net/testing/listen';
import { AUTH, FIXED_NOW, LISTING, testApp } from '../src/mock/testing/testApp';
import { percentile } from './latency';

const COUNT = 100_000;
const ROUNDS = 7;
/** Issue 20's target for one admin change at 100k releases. */
const TARGET_MS = 50;

const round = (ms: number) => Math.round(ms * 10) / 10;

async function main(): Promise<void> {
  const clock = createClock({ now: FIXED_NOW });
  const { app, store } = testApp({ count: COUNT, admin: true, publicUrl: 'http://mock.test' });
  const [template] = releasePagesOf(store.releases.slice(0, 1), clock);
  const { url, close } = await listen(app);
  try {
    const before: number[] = [];
    const now: number[] = [];
    const listing: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Before: each change built the whole store again from every release and the changed one.
      let t = performance.now();
      new ReleaseStore([...store.releases.slice(1), { ...store.releases[0], title: `Changed ${i}` }]);
      before.push(performance.now() - t);
      t = performance.now();
      const res = await fetch(`${url}/__mock/releases`, {
        method: 'POST',
        headers: { ...AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ ...template, id: 999_000 + i, title: `Bench Release ${i}` }),
      });
      await res.text();
      now.push(performance.now() - t);
      if (!res.ok) throw new Error(`POST answered ${res.status}`);
      t = performance.now();
      await (await fetch(`${url}${LISTING}&search=report&limit=20`, { headers: AUTH })).text();
      listing.push(performance.now() - t);
    }
    const p50 = (series: number[]) => round(percentile(series, 0.5));
    console.log(`one admin change at ${COUNT} releases, median of ${ROUNDS}:`);
    console.log(`  before (whole store rebuilt):   ${p50(before)} ms`);
    console.log(`  now (POST, over the built store): ${p50(now)} ms (max ${round(Math.max(...now))} ms), target under ${TARGET_MS} ms: ${p50(now) < TARGET_MS ? 'met' : 'NOT met'}`);
    console.log(`  a search listing after the change: ${p50(listing)} ms`);
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
