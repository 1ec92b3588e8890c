// Tests that requests in flight during a data swap see wholly the old or the new data.
import { setTimeout as sleep } from 'node:timers/promises';
import { createClock } from '../domain/clock';
import { generateDataset } from '../data/generateDataset';
import { listenLocally } from '../../net/testing/listenLocally';
import { AUTH, FIXED_NOW, LISTING, testApp } from '../testing/testApp';
import { LiveReleases } from './liveReleases';

const clock = createClock({ now: FIXED_NOW });

test('requests in flight while the data is swapped each see wholly the old or wholly the new data', async () => {
  const { app, service } = testApp({ count: 300, publicUrl: 'http://mock.test' });
  const live = new LiveReleases(service);
  // Releases of another seed: many take ids of the first dataset with other content.
  const other = generateDataset({ seed: 7, count: 120, clock });
  const { url, close } = await listenLocally(app);
  const queries = [`${LISTING}&fields=*&limit=50`, `${LISTING}&search=report&fields=title`, `${LISTING}&status=scheduled&ordering=-expected_date`];
  const get = async (query: string) => (await fetch(`${url}${query}`, { headers: AUTH })).text();
  try {
    const old = await Promise.all(queries.map(get));
    live.upsert(other);
    const changed = await Promise.all(queries.map(get));
    live.reset();
    queries.forEach((_, q) => expect(changed[q] === old[q]).toBe(false));
    // Requests go out in waves, and the data is swapped between waves while earlier ones are still in flight.
    const answers: Promise<[number, string]>[] = [];
    for (let i = 0; i < 120; i++) {
      const q = i % queries.length;
      answers.push(get(queries[q]).then((text) => [q, text]));
      if (i % 6 === 5) {
        if (i % 12 === 5) live.upsert(other);
        else live.reset();
        await sleep(1);
      }
    }
    const seen = await Promise.all(answers);
    const mixed = seen.filter(([q, text]) => text !== old[q] && text !== changed[q]);
    expect(mixed.length).toBe(0);
    // Both versions were answered: the swaps really fell among the requests.
    expect(seen.some(([q, text]) => text === old[q])).toBe(true);
    expect(seen.some(([q, text]) => text === changed[q])).toBe(true);
  } finally {
    await close();
  }
}, 30_000);

test('load makes the loaded data the one reset restores', () => {
  const { service } = testApp({ count: 20 });
  const live = new LiveReleases(service);
  const other = generateDataset({ seed: 7, count: 30, clock });
  live.load(other);
  live.remove(other[0].id);
  expect(service.store.size).toBe(29);
  live.reset();
  expect(service.store.size).toBe(30);
});
