// The search index's texts indexed in a worker thread while the main thread generates a large
// dataset: at 1M releases, indexing them on the main thread would take seconds of slices after
// the port opened, and a search before then would wait for them. Node-only: the store builds and
// assembles the parts (store/searchParts.ts) without knowing about threads.
import type { RequestHandler } from 'express';
import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startedByPath } from '../core/packageFiles';
import { startThread } from '../net/thread/startThread';
import type { StoredRelease } from '../core/types';
import type { MockSources } from './pipeline/coreOptions';
import type { MockLogger } from './mockLogger';
import type { ServerOptions } from './options';
import type { ReleaseStore } from './store/releaseStore';
import { FULL_COLLECTION_FROM } from './fullCollection';
import { TextChunker, type SearchParts } from './store/searchParts';
import type { ToIndexThread } from './searchIndexThread';
import { abortError } from './abortError';

/** From this many generated releases the texts are indexed in a thread; below, the build after listen is short. */
export const INDEX_THREAD_FROM = FULL_COLLECTION_FROM;

/** Releases per message: one string and one small array per few thousand releases. */
export const CHUNK_RELEASES = 4096;

/**
 * The thread's heap, bounded: at 1M releases it holds the postings (~10M entries) as arrays, then
 * packed. A thread that reaches the bound dies, and the index is built on the main thread instead.
 */
export const INDEX_THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };

/** The compiled thread, from the package's dist/ (the mock's bin is one bundled file elsewhere), or its source under ts-node or Jest. */
const THREAD_FILE = startedByPath('mock/searchIndexThread');

const startIndexThread = (resourceLimits: ResourceLimits): Worker => startThread(THREAD_FILE, { resourceLimits });

/**
 * Feeds placed releases to the indexing thread in chunks (`add`, generation's hook) and gets the
 * parts back (`finish`). Any failure (the thread dies or throws, releases out of id order, a text
 * the chunks cannot carry) rejects `finish`, and the caller builds the index the usual way.
 */
export class SearchIndexWorker {
  private readonly thread: Worker;
  private readonly parts: Promise<SearchParts>;
  private readonly chunker = new TextChunker();
  private pending: StoredRelease[] = [];
  private lastId = -Infinity;
  private failure: string | undefined;
  private stopped = false;

  constructor(limits: ResourceLimits = INDEX_THREAD_LIMITS, start: (limits: ResourceLimits) => Worker = startIndexThread) {
    this.thread = start(limits);
    // It never keeps the process alive: `finish` or `stop` ends it.
    this.thread.unref();
    this.parts = new Promise<SearchParts>((resolve, reject) => {
      this.thread.once('message', resolve);
      this.thread.once('error', reject);
      this.thread.once('exit', (code) => reject(this.stopped ? abortError('the indexing thread') : new Error(`the indexing thread exited with code ${code}`)));
    });
    // Read by `finish`; until then a failure must not count as unhandled.
    this.parts.catch(() => undefined);
  }

  /** Takes the next placed release. Positions are the store's only in ascending id order, which is checked. */
  readonly add = (release: StoredRelease): void => {
    if (this.failure) return;
    if (release.id <= this.lastId) return this.fail(`release ${release.id} placed after ${this.lastId}`);
    this.lastId = release.id;
    this.pending.push(release);
    if (this.pending.length === CHUNK_RELEASES) this.send();
  };

  /** The parts of every release added; rejects (and ends the thread) on any failure. */
  async finish(): Promise<SearchParts> {
    try {
      if (this.pending.length > 0) this.send();
      if (this.failure) throw new Error(this.failure);
      this.post('finish');
      return await this.parts;
    } finally {
      void this.thread.terminate();
    }
  }

  /** Ends the thread now (start-up failed, or the server closed before the parts came); `finish` then rejects with an AbortError. */
  readonly stop = (): void => {
    this.stopped = true;
    void this.thread.terminate();
  };

  private send(): void {
    const chunk = this.failure ? undefined : this.chunker.chunk(this.pending);
    this.pending = [];
    if (chunk) this.post(chunk, [chunk.reports.buffer as ArrayBuffer]);
    else this.fail('a text holds the chunks’ separator');
  }

  private post(message: ToIndexThread, transfer: ArrayBuffer[] = []): void {
    this.thread.postMessage(message, transfer);
  }

  private fail(why: string): void {
    this.failure ??= why;
    this.pending = [];
  }
}

/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, as nodeSources.ts loads it: faker is slow to load */
const generator = () => require('./data/generateDataset') as typeof import('./data/generateDataset');
/* eslint-enable @typescript-eslint/no-require-imports */

/** `sources` whose generated releases are also fed to `worker` as they are placed. */
export const sourcesFeeding = (sources: MockSources, worker: SearchIndexWorker): MockSources => ({
  ...sources,
  generated: (seed, count, clock) => generator().generateDataset({ seed, count, clock, onPlaced: worker.add }),
});

/**
 * A search that comes before the index is ready waits for it without holding the event loop: for
 * the indexing thread's parts if they are still to come (`pending`), then for the slices, between
 * which other requests are answered. A stopped or failed build lets it through, to finish the
 * build itself or to answer the build's error.
 */
export function searchWaitsForIndex(store: ReleaseStore, closed: AbortSignal, pending: () => Promise<void> | undefined): RequestHandler {
  // A handler, not a Router: a Router that passes a request on ends its stack with a `setImmediate`, a turn of the event loop for every request.
  return (req, _res, next) => {
    if (store.searchReady || req.query.search === undefined) return next();
    Promise.resolve(pending())
      .then(() => store.searchIndexed(closed))
      .then(
        () => next(),
        () => next(),
      );
  };
}

/** How long start-up waits for the indexing thread's parts once the releases are generated, at most. */
export const THREAD_WAIT_MS = 300;

/**
 * From `INDEX_THREAD_FROM` generated releases, their texts are indexed in a thread while they are
 * generated (`SearchIndexWorker`). Once generated, start-up waits up to `waitMs` (`THREAD_WAIT_MS`) for its
 * parts: if they come, the index is assembled before the port opens and answers from the start;
 * if not (a busy machine: the thread runs at the lowest priority, so as not to slow generation),
 * the port opens without them and `later` adopts them when they come (searches wait for it). A
 * thread that fails costs one log line: the index is then built in slices as below that size.
 */
export async function adoptThreadParts(
  store: ReleaseStore,
  worker: SearchIndexWorker,
  logger: MockLogger,
  waitMs = THREAD_WAIT_MS,
): Promise<{ later?: Promise<void> }> {
  const waiting = performance.now();
  const outcome = worker.finish().then(
    (parts) => parts,
    (error: Error) => error,
  );
  const adopt = (result: SearchParts | Error, now: boolean) => {
    if (result instanceof Error) {
      // Stopped with the server: nothing failed, and the index is no longer wanted.
      if (result.name === 'AbortError') return;
      logger.warn(`search index: the indexing thread failed (${result.message}); building it between requests instead`);
      return;
    }
    const assembling = performance.now();
    store.adoptSearchParts(result, now);
    const [waited, assembled] = [assembling - waiting, performance.now() - assembling].map(Math.round);
    logger.info(
      now
        ? `search index: answers from the start (texts indexed in a thread; waited ${waited} ms for it, assembled in ${assembled} ms)`
        : `search index: texts indexed in a thread, ${waited} ms after the releases were generated; assembled between requests`,
    );
  };
  const early = await Promise.race([outcome, delay(waitMs, undefined, { ref: false })]);
  if (early !== undefined) {
    adopt(early, true);
    return {};
  }
  return { later: outcome.then((result) => adopt(result, false)) };
}

/**
 * The fewest cores on which the thread runs. On 2 cores it took the generation's turns even at the
 * lowest priority (V8's collector threads, which all of a process's isolates share, are not
 * lowered), and the 1M first answer came later with it than without. There start-up builds the
 * index itself before the port opens (server.ts).
 */
export const INDEX_THREAD_CORES = 4;

/**
 * The indexing thread for a large generated dataset on a machine of `INDEX_THREAD_CORES` or more,
 * or none (a thread that cannot start is logged and left out).
 */
export function indexingThread(
  options: Pick<ServerOptions, 'fixtures' | 'count'>,
  logger: MockLogger,
  start?: (limits: ResourceLimits) => Worker,
  cores = availableParallelism(),
): SearchIndexWorker | undefined {
  if (options.fixtures || options.count < INDEX_THREAD_FROM || cores < INDEX_THREAD_CORES) return undefined;
  try {
    return new SearchIndexWorker(INDEX_THREAD_LIMITS, start);
  } catch (error) {
    logger.warn(`search index: no indexing thread (${(error as Error).message}); building it between requests instead`);
    return undefined;
  }
}
