// Tests that requests in flight during a data swap see wholly the old or the new data, and that whole builds are made off the request path.
import { setTimeout as sleep } from 'node:timers/promises';
import { createClock, momentOf } from '../domain/clock';
import { generateDataset } from '../data/generateDataset';
import { listenLocally } from '../../net/testing/listenLocally';
import { AUTH, FIXED_NOW, LISTING, testApp } from '../testing/testApp';
import { OverlaidStore } from '../store/overlaidStore';
import { ReleaseStore } from '../store/releaseStore';
import { LiveReleases, MAX_OVERLAY_CHANGES } from './liveReleases';
import { ReleaseService } from './releaseService';

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
    await live.upsert(other);
    const changed = await Promise.all(queries.map(get));
    await live.reset();
    queries.forEach((_, q) => expect(changed[q] === old[q]).toBe(false));
    // Requests go out in waves, and the data is swapped between waves while earlier ones are still in flight.
    const answers: Promise<[number, string]>[] = [];
    for (let i = 0; i < 120; i++) {
      const q = i % queries.length;
      answers.push(get(queries[q]).then((text) => [q, text]));
      if (i % 6 === 5) {
        if (i % 12 === 5) await live.upsert(other);
        else await live.reset();
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

test('load makes the loaded data the one reset restores', async () => {
  const { service } = testApp({ count: 20 });
  const live = new LiveReleases(service);
  const other = generateDataset({ seed: 7, count: 30, clock });
  await live.load(other);
  await live.remove(other[0].id);
  expect(service.store.size).toBe(29);
  await live.reset();
  expect(service.store.size).toBe(30);
});

describe('whole builds off the request path', () => {
  const start = generateDataset({ seed: 3, count: 2000, clock });
  const carrier = start.find((r) => r.announcement_reports.length > 0)!;
  // Another text for a report the start's releases share: only a whole build serves it.
  const disputing = { ...carrier, id: 9_000_001, announcement_reports: [{ ...carrier.announcement_reports[0], title: 'Quokka Bulletin' }] };
  // Agrees with the start on every report: the overlay serves it.
  const agreeing = (i: number) => ({ ...start[i], id: 9_100_000 + i, title: `Kestrel ${i}` });
  const moment = momentOf(clock);
  const searched = (service: ReleaseService, search: string) => service.store.query({ limit: 50, offset: 0, search }, moment).releases.map((r) => r.id);

  test('a change only a whole build serves answers once that build is served, prepared; until then requests see the data before it', async () => {
    const service = new ReleaseService(new ReleaseStore(start), clock);
    const live = new LiveReleases(service, MAX_OVERLAY_CHANGES, { inSlicesFrom: 0 });
    const built: number[] = [];
    live.onWholeBuild = (size) => built.push(size);
    const before = service.store;
    let answered = false;
    const change = live.upsert([disputing]).then((result) => ((answered = true), result));
    // Turns of the event loop pass while it is prepared; each sees the store before the change.
    let turnsBefore = 0;
    while (!answered) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!answered) {
        expect(service.store).toBe(before);
        turnsBefore++;
      }
    }
    expect(turnsBefore).toBeGreaterThan(2);
    await expect(change).resolves.toEqual({ created: [disputing.id], replaced: [] });
    const store = service.store as ReleaseStore;
    expect(store).toBeInstanceOf(ReleaseStore);
    expect(store.searchReady).toBe(true);
    for (const ordering of ['title', '-first_published_at', 'expected_date']) expect(store.orderingReady(ordering)).toBe(true);
    expect(searched(service, 'quokka')).toEqual(searched(new ReleaseService(new ReleaseStore([...start, disputing]), clock), 'quokka'));
    expect(built).toEqual([start.length + 1]);
  });

  test('past the bound of changes, a change answers at once over the overlay, and the whole build that follows is served when ready', async () => {
    const service = new ReleaseService(new ReleaseStore(start), clock);
    const live = new LiveReleases(service, 3, { inSlicesFrom: 0 });
    await live.upsert([0, 1, 2, 3].map(agreeing));
    expect(service.store).toBeInstanceOf(OverlaidStore);
    // Made while the whole build runs: laid over its store once it is served.
    await live.remove(start[10].id);
    await live.upsert([agreeing(4)]);
    expect(service.store).toBeInstanceOf(OverlaidStore);
    await live.settled();
    const expected = new ReleaseStore([...start.filter((r) => r.id !== start[10].id), ...[0, 1, 2, 3, 4].map(agreeing)]);
    expect(service.store).toBeInstanceOf(OverlaidStore);
    expect((service.store as OverlaidStore).base.size).toBe(start.length + 4);
    expect(service.store.size).toBe(expected.size);
    expect(searched(service, 'kestrel')).toEqual(searched(new ReleaseService(expected, clock), 'kestrel'));
  });

  test('reset drops a whole build under way: its store is never served', async () => {
    const service = new ReleaseService(new ReleaseStore(start), clock);
    const live = new LiveReleases(service, 1, { inSlicesFrom: 0 });
    const served: number[] = [];
    live.onWholeBuild = (size) => served.push(size);
    await live.upsert([0, 1].map(agreeing));
    await live.reset();
    await live.settled();
    expect(served).toEqual([]);
    expect(service.store.size).toBe(start.length);
  });

  test('stop ends the preparation under way: a change waiting for it rejects with an AbortError and is not made, and later ones that need one reject too', async () => {
    const service = new ReleaseService(new ReleaseStore(start), clock);
    const live = new LiveReleases(service, MAX_OVERLAY_CHANGES, { inSlicesFrom: 0 });
    const waiting = live.upsert([disputing]);
    setImmediate(() => live.stop());
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(live.load(start.slice(0, 10))).rejects.toMatchObject({ name: 'AbortError' });
    // Changes the overlay serves go on.
    await expect(live.upsert([agreeing(0)])).resolves.toEqual({ created: [agreeing(0).id], replaced: [] });
    // The change that failed was not made.
    expect(service.store.findById(disputing.id)).toBeUndefined();
    expect(service.store.size).toBe(start.length + 1);
  });

  test('below the size of slicing, a whole build waits for no timer: fake timers do not stop a change', async () => {
    jest.useFakeTimers();
    try {
      const small = new ReleaseService(new ReleaseStore(start.slice(0, 300)), clock);
      const live = new LiveReleases(small);
      await expect(live.upsert([disputing])).resolves.toEqual({ created: [disputing.id], replaced: [] });
      expect(small.store).toBeInstanceOf(ReleaseStore);
      expect(small.store.size).toBe(301);
    } finally {
      jest.useRealTimers();
    }
  });
});
