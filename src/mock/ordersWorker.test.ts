// Tests of threadSorter: orderings sorted in a worker thread equal those sorted on the event loop, and its failures fall back.
import { Worker } from 'node:worker_threads';
import { generateDataset } from './data/generateDataset';
import { createClock, momentOf } from './domain/clock';
import { ORDERING_KEYS, type OrderingKey } from './domain/ordering';
import { CHUNK_VALUES, threadSorter } from './ordersWorker';
import { ReleaseStore } from './store/releaseStore';
import { sortedOrders, withRanks } from './store/sortedOrders';
import { release } from './testing/records';
import { recordingLogger } from './testing/recordingLogger';

const clock = createClock({ now: '2026-03-01T12:00:00Z' });
// More than one chunk, a last one cut short; titles the collator and code-unit order disagree on, and nulls.
const generated = generateDataset({ seed: 11, count: 2 * CHUNK_VALUES + 77, clock });
const lastId = generated[generated.length - 1].id;
const tricky = ['Éclair', 'eclair', 'ECLAIR', 'straße', 'strasse', 'a-b', 'ab', ' a', '10', '9'].map((title, i) =>
  release({ id: lastId + 1 + i, title, expected_date: '2026-03-10', first_published_at: i % 3 === 0 ? null : '2026-01-02T09:00:00+09:00' }),
);
const releases = [...generated, ...tricky];

/** A typed array of the thread's realm as a plain array, to compare element by element. */
const plain = (sorted: Record<string, Int32Array>) => Object.fromEntries(Object.entries(sorted).map(([name, array]) => [name, Array.from(array)]));

const ids = (store: ReleaseStore, ordering: string) => store.query({ ordering, limit: 200, offset: 1500 }, momentOf(clock)).releases.map((r) => r.id);

describe('threadSorter', () => {
  test("sorts every key in one thread to the very order and ranks this thread's sort gives, in the order asked", async () => {
    const logger = recordingLogger();
    const sorter = threadSorter(logger);
    const keys: OrderingKey[] = [];
    for await (const [key, { ascending, descending, ascendingRank, descendingRank }] of sorter(ORDERING_KEYS, releases, 1)) {
      keys.push(key);
      expect({ key, ...plain({ ascending, descending, ascendingRank, descendingRank }) }).toEqual({
        key,
        ...plain({ ...withRanks(sortedOrders(releases, key)) }),
      });
    }
    expect(keys).toEqual(ORDERING_KEYS);
    expect(logger.lines).toEqual([]);
  }, 60_000);

  test('a store prepared by it answers each ordering as a store that sorts on demand', async () => {
    const prepared = new ReleaseStore(releases);
    await expect(prepared.prepareOrdersInSlices(1, undefined, threadSorter(recordingLogger()))).resolves.toBe(true);
    for (const ordering of ['title', '-title', 'first_published_at', '-first_published_at']) expect(prepared.orderingReady(ordering)).toBe(true);
    const onDemand = new ReleaseStore(releases);
    for (const ordering of ['title', '-title', 'first_published_at', '-first_published_at']) expect(ids(prepared, ordering)).toEqual(ids(onDemand, ordering));
  }, 60_000);

  test('a thread that dies costs one log line, and the store sorts in slices instead', async () => {
    const logger = recordingLogger();
    const store = new ReleaseStore(releases);
    await expect(
      store.prepareOrdersInSlices(
        1,
        undefined,
        threadSorter(logger, () => new Worker('process.exit(3)', { eval: true })),
      ),
    ).resolves.toBe(true);
    expect(logger.lines).toEqual(['warn: orderings: the sorting thread failed (the sorting thread exited with code 3); sorting between requests instead']);
    expect(ids(store, '-title')).toEqual(ids(new ReleaseStore(releases), '-title'));
  }, 60_000);

  test('an abort stops it: nothing logged, the preparation resolves false, a later query still sorts', async () => {
    const logger = recordingLogger();
    const store = new ReleaseStore(releases);
    const stop = new AbortController();
    const preparing = store.prepareOrdersInSlices(1, stop.signal, threadSorter(logger));
    stop.abort();
    await expect(preparing).resolves.toBe(false);
    expect(logger.lines).toEqual([]);
    expect(store.orderingReady('title')).toBe(false);
    expect(ids(store, 'title')).toEqual(ids(new ReleaseStore(releases), 'title'));
  }, 60_000);
});
