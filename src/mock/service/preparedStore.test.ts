// Tests of a whole store prepared off the request path: the same answers as one built at once, nothing left to build, the loop free meanwhile.
import { createClock, momentOf } from '../domain/clock';
import { STATUS_CONDITIONS } from '../domain/status';
import { generateDataset } from '../data/generateDataset';
import { ReleaseStore, type KeySorter, type ListQuery } from '../store/releaseStore';
import { sortedOrders, withRanks } from '../store/sortedOrders';
import { FIXED_NOW } from '../testing/testApp';
import { countTurns } from '../testing/turnCounter';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_OVERLAY_CHANGES } from './liveReleases';
import { PREPARED_IN_SLICES_FROM, preparedStore } from './preparedStore';

const clock = createClock({ now: FIXED_NOW });
const moment = momentOf(clock);
const releases = generateDataset({ seed: 5, count: 3000, clock });
const ORDERINGS = ['title', '-title', 'first_published_at', '-first_published_at', 'expected_date', '-expected_date', 'id', '-id'];
const QUERIES: ListQuery[] = [
  { limit: 20, offset: 0 },
  ...ORDERINGS.map((ordering) => ({ limit: 15, offset: 40, ordering })),
  { limit: 10, offset: 0, search: 'report' },
  { limit: 10, offset: 5, search: 'annual results', searchOperator: 'and' },
  { limit: 10, offset: 0, status: 'scheduled', ordering: 'title' },
  { limit: 10, offset: 0, expectedDateAfter: '2026-01-01', expectedDateBefore: '2026-06-30', search: 'report' },
];
const ids = (store: ReleaseStore, q: ListQuery) => {
  const { total, releases: page } = store.query(q, moment);
  return [total, ...page.map((r) => r.id)];
};

test('prepared in slices: the answers of a store built at once, its index and every ordering ready, the event loop turning meanwhile', async () => {
  const turns = countTurns();
  const store = await preparedStore(releases, releases.length, { inSlicesFrom: 0 });
  expect(turns.stop()).toBeGreaterThan(3);
  expect(store.searchReady).toBe(true);
  for (const ordering of ORDERINGS) expect(store.orderingReady(ordering)).toBe(true);
  const atOnce = new ReleaseStore(releases);
  for (const q of QUERIES) expect(ids(store, q)).toEqual(ids(atOnce, q));
});

test('the orderings are sorted by the sorter when given, every one the store does not have yet', async () => {
  const asked: string[] = [];
  // What the orderings' thread does, here.
  const sorter: KeySorter = async function* (keys, records) {
    for (const key of keys) {
      asked.push(key);
      yield [key, withRanks(sortedOrders(records, key))];
    }
  };
  const store = await preparedStore(releases.slice(0, 500), 500, { inSlicesFrom: 0, sorter });
  expect(asked).toEqual(['title', 'first_published_at']);
  expect(store.orderingReady('-title')).toBe(true);
  const atOnce = new ReleaseStore(releases.slice(0, 500));
  for (const q of QUERIES) expect(ids(store, q)).toEqual(ids(atOnce, q));
});

test('below inSlicesFrom it is built at once, waiting for no timer (fake timers do not stop it)', async () => {
  jest.useFakeTimers();
  try {
    const store = await preparedStore(releases.slice(0, 200), 200, {});
    expect(store.searchReady).toBe(true);
    expect(ids(store, { limit: 5, offset: 0, search: 'report' })).toEqual(
      ids(new ReleaseStore(releases.slice(0, 200)), { limit: 5, offset: 0, search: 'report' }),
    );
  } finally {
    jest.useRealTimers();
  }
});

test('releases out of id order are put in order; two with one id reject; an abort rejects with an AbortError', async () => {
  const shuffled = [...releases.slice(0, 300)].reverse();
  const store = await preparedStore(shuffled, shuffled.length, { inSlicesFrom: 0 });
  expect(store.releases.map((r) => r.id)).toEqual(releases.slice(0, 300).map((r) => r.id));
  await expect(preparedStore([...shuffled, shuffled[7]], 301, { inSlicesFrom: 0 })).rejects.toThrow(`two releases have the id ${shuffled[7].id}`);
  const stop = new AbortController();
  const stopped = preparedStore(releases, releases.length, { inSlicesFrom: 0 }, stop.signal);
  stop.abort();
  await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
});

test("with the clock's moment, the status sets of its epoch and the dates' lists are prepared too: a first listing by status or date builds nothing", async () => {
  const store = await preparedStore(releases, releases.length, { inSlicesFrom: 0, moment: () => moment });
  const scheduled = jest.spyOn(STATUS_CONDITIONS, 'scheduled');
  const dates = jest.spyOn(store as unknown as { listingDates(): unknown }, 'listingDates');
  try {
    const queries: ListQuery[] = [
      { limit: 10, offset: 0, status: 'scheduled', expectedDateAfter: '2026-01-01' },
      { limit: 10, offset: 3, status: 'published', ordering: '-expected_date' },
      { limit: 10, offset: 0, status: 'draft', expectedDateBefore: '2026-06-30' },
    ];
    const answers = queries.map((q) => ids(store, q));
    expect(scheduled).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    const atOnce = new ReleaseStore(releases);
    expect(answers).toEqual(queries.map((q) => ids(atOnce, q)));
    // The store built at once makes them on first use: the spies see it.
    expect(scheduled).toHaveBeenCalled();
  } finally {
    scheduled.mockRestore();
    dates.mockRestore();
  }
});

test('docs/mock.md states the sizes a whole build is made by as the code has them', () => {
  const doc = readFileSync(join(__dirname, '../../../docs/mock.md'), 'utf8');
  expect(doc).toContain(`Below ${PREPARED_IN_SLICES_FROM.toLocaleString('en-US')} releases (\`PREPARED_IN_SLICES_FROM\`)`);
  expect(doc).toContain(`Past ${MAX_OVERLAY_CHANGES} changed releases** (\`MAX_OVERLAY_CHANGES\`)`);
});
