// Tests of indexing the search texts in a thread: the same index, and failing soft when the thread dies or is late.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { generateDataset } from './data/generateDataset';
import { createClock, momentOf } from './domain/clock';
import {
  adoptThreadParts,
  INDEX_THREAD_CORES,
  INDEX_THREAD_FROM,
  INDEX_THREAD_LIMITS,
  indexingThread,
  SearchIndexWorker,
  searchWaitsForIndex,
  THREAD_WAIT_MS,
} from './searchIndexWorker';
import { ReleaseStore } from './store/releaseStore';
import { SearchIndex } from './store/searchIndex';
import { SearchPartsBuilder, TextChunker } from './store/searchParts';
import { recordingLogger } from './testing/recordingLogger';

const clock = createClock({ now: '2026-03-01T12:00:00Z' });
const releases = generateDataset({ seed: 5, count: 5000, clock });
const QUERIES = [releases[3].title, 'co re in', 'q', 'annual results'];

/** A wait for the thread's outcome that a loaded machine does not outlast (the production wait is THREAD_WAIT_MS). */
const PATIENT_MS = 30_000;

const plainArrays = (_key: string, value: unknown) => (ArrayBuffer.isView(value) ? Array.from(value as Int32Array) : value);

/** The ids and scores a store's search finds, in its order. */
const found = (store: ReleaseStore, search: string) => store.query({ limit: 50, offset: 0, search }, momentOf(clock)).releases.map((r) => r.id);

describe('SearchIndexWorker', () => {
  test('the thread builds the parts the builder builds in this thread, and the store assembled from them answers as SearchIndex.of', async () => {
    const worker = new SearchIndexWorker();
    for (const release of releases) worker.add(release);
    const parts = await worker.finish();
    const builder = new SearchPartsBuilder();
    builder.add(new TextChunker().chunk(releases)!);
    // Typed arrays from the thread are of another realm: compared as plain arrays.
    expect(JSON.parse(JSON.stringify(parts, plainArrays))).toEqual(JSON.parse(JSON.stringify(builder.finish(), plainArrays)));

    const store = new ReleaseStore(releases);
    const logger = recordingLogger();
    const again = new SearchIndexWorker();
    releases.forEach(again.add);
    // However long the thread takes on a loaded machine: this is about the parts, not the wait's bound (tested below).
    await adoptThreadParts(store, again, logger, PATIENT_MS);
    expect(store.searchReady).toBe(true);
    expect(logger.lines).toEqual([
      expect.stringMatching(/^info: search index: answers from the start \(texts indexed in a thread; waited \d+ ms for it, assembled in \d+ ms\)$/),
    ]);
    const whole = new ReleaseStore(releases);
    for (const query of QUERIES) expect(found(store, query)).toEqual(found(whole, query));
    expect(SearchIndex.of(store.releases).search(QUERIES[0], 'or').size).toBeGreaterThan(0);
  }, 60_000);

  test('a thread that dies fails soft: one log line, and the index is then built in slices', async () => {
    const worker = new SearchIndexWorker(INDEX_THREAD_LIMITS, () => new Worker('process.exit(3)', { eval: true }));
    releases.forEach(worker.add);
    const store = new ReleaseStore(releases);
    const logger = recordingLogger();
    await adoptThreadParts(store, worker, logger, PATIENT_MS);
    expect(logger.lines).toEqual([
      'warn: search index: the indexing thread failed (the indexing thread exited with code 3); building it between requests instead',
    ]);
    expect(store.searchReady).toBe(false);
    await store.searchIndexed();
    expect(found(store, QUERIES[1])).toEqual(found(new ReleaseStore(releases), QUERIES[1]));
  }, 60_000);

  test('parts that do not come within THREAD_WAIT_MS are left to come later: the port opens without them', async () => {
    let thread: Worker | undefined;
    // A thread that takes the chunks and never answers `finish`.
    const worker = new SearchIndexWorker(
      INDEX_THREAD_LIMITS,
      () => (thread = new Worker('require("node:worker_threads").parentPort.on("message", () => {})', { eval: true })),
    );
    releases.forEach(worker.add);
    const store = new ReleaseStore(releases);
    const logger = recordingLogger();
    const started = performance.now();
    const { later } = await adoptThreadParts(store, worker, logger);
    expect(performance.now() - started).toBeGreaterThanOrEqual(THREAD_WAIT_MS - 5);
    expect(later).toBeDefined();
    expect(store.searchReady).toBe(false);
    expect(logger.lines).toEqual([]);
    await thread!.terminate();
    await later;
    expect(logger.lines).toEqual([
      'warn: search index: the indexing thread failed (the indexing thread exited with code 1); building it between requests instead',
    ]);
  });

  test('releases out of id order are refused (positions would not be the store’s), and the thread is bounded', async () => {
    const limits: unknown[] = [];
    const worker = new SearchIndexWorker(INDEX_THREAD_LIMITS, (given) => {
      limits.push(given);
      return new Worker('require("node:worker_threads").parentPort.on("message", () => {})', { eval: true });
    });
    [releases[1], releases[0]].forEach(worker.add);
    await expect(worker.finish()).rejects.toThrow(`release ${releases[0].id} placed after ${releases[1].id}`);
    expect(limits).toEqual([INDEX_THREAD_LIMITS]);
    expect(INDEX_THREAD_LIMITS.maxOldGenerationSizeMb).toBeGreaterThan(0);
  });

  test('only a generated dataset of INDEX_THREAD_FROM releases or more, on INDEX_THREAD_CORES cores or more, gets a thread', () => {
    const logger = recordingLogger();
    const start = jest.fn(() => new Worker('', { eval: true }));
    expect(indexingThread({ count: INDEX_THREAD_FROM - 1, fixtures: undefined }, logger, start, INDEX_THREAD_CORES)).toBeUndefined();
    expect(indexingThread({ count: INDEX_THREAD_FROM, fixtures: 'x.json' }, logger, start, INDEX_THREAD_CORES)).toBeUndefined();
    expect(indexingThread({ count: INDEX_THREAD_FROM, fixtures: undefined }, logger, start, INDEX_THREAD_CORES - 1)).toBeUndefined();
    expect(start).not.toHaveBeenCalled();
    const started = indexingThread({ count: INDEX_THREAD_FROM, fixtures: undefined }, logger, start, INDEX_THREAD_CORES);
    expect(start).toHaveBeenCalledTimes(1);
    void started?.finish().catch(() => undefined);
    const failing = () => {
      throw new Error('no threads here');
    };
    expect(indexingThread({ count: INDEX_THREAD_FROM, fixtures: undefined }, logger, failing, INDEX_THREAD_CORES)).toBeUndefined();
    expect(logger.lines).toEqual(['warn: search index: no indexing thread (no threads here); building it between requests instead']);
  });
});

describe('searchWaitsForIndex', () => {
  /** An app that answers a listing from `store`, with the waiting router in front. */
  async function serving(store: ReleaseStore) {
    const app = express();
    app.use(searchWaitsForIndex(store, new AbortController().signal, () => undefined));
    app.get('/', (req, res) => {
      const search = typeof req.query.search === 'string' ? req.query.search : undefined;
      res.json({ ready: store.searchReady, ids: found(store, search ?? '').slice(0, search ? 50 : 1) });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  test('a search before the index answers waits without holding a listing behind it, then answers as the built index', async () => {
    const store = new ReleaseStore(releases);
    const { server, base } = await serving(store);
    try {
      const indexed = store.searchIndexed.bind(store);
      let searchWaits!: () => void;
      const waiting = new Promise<void>((resolve) => (searchWaits = resolve));
      jest.spyOn(store, 'searchIndexed').mockImplementation((signal) => {
        searchWaits();
        return indexed(signal);
      });
      const order: string[] = [];
      const search = fetch(`${base}/?search=${encodeURIComponent(QUERIES[1])}`).then(async (res) => {
        order.push('search');
        return (await res.json()) as { ids: number[] };
      });
      await waiting;
      const listing = (await (await fetch(`${base}/`)).json()) as { ready: boolean };
      order.push('listing');
      const { ids } = await search;
      expect(listing.ready).toBe(false);
      expect(order).toEqual(['listing', 'search']);
      expect(ids).toEqual(found(new ReleaseStore(releases), QUERIES[1]));
      expect(ids.length).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  }, 60_000);
});
