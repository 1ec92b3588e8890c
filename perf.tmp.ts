import { createClock, momentOf } from './src/domain/clock';
import { generateDataset } from './src/data/generateDataset';
import { SearchIndex } from './src/store/searchIndex';
import { ReleaseStore } from './src/store/releaseStore';
const clock = createClock({ now: '2026-03-01T12:00:00Z' });
const data = generateDataset({ seed: 1, count: Number(process.argv[2]), clock });
const store = new ReleaseStore(data);
const index = new SearchIndex(data);
const m = momentOf(clock);
for (const q of ['gerhold', 'report', 'gerhold report']) {
  let t = performance.now(); const hits = index.search(q, 'and'); const s = performance.now() - t;
  t = performance.now(); const r = store.query({ limit: 20, offset: 0, search: q, searchOperator: 'and' }, m); const full = performance.now() - t;
  console.log(q.padEnd(16), 'hits', hits.size, 'search', s.toFixed(1), 'ms; query', full.toFixed(1), 'ms; total', r.total);
}
