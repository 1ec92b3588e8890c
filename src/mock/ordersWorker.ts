// The orderings sorted in a worker thread (ordersThread.ts), off the event loop: at 1M releases
// sorting them on it, even in slices, left steps of a million values that no slice could split and a
// heap that the sort's garbage made the collector walk. Node-only: the store takes a `KeySorter`
// without knowing about threads.
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startedByPath } from '../core/packageFiles';
import { startThread } from '../net/thread/startThread';
import type { MockLogger } from './mockLogger';
import type { KeySorter } from './store/releaseStore';
import { keyValues, type SortedKey } from './store/sortedOrders';
import type { ToOrdersThread } from './ordersThread';
import { abortError } from './abortError';
import type { OrderingKey } from './domain/ordering';
import type { StoredRelease } from '../core/types';
import { inSlices } from './store/inSlices';

/** Values per message: one small array of a few thousand strings or numbers. */
export const CHUNK_VALUES = 4096;

/**
 * The thread's heap, bounded: at 1M releases it holds the titles, their distinct set and folded
 * forms, and the rank and order arrays. A thread that reaches the bound dies, and the orderings are
 * sorted in slices on the main thread instead.
 */
const ORDERS_THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };

/** What the thread's stop is said of. */
const SORTING_THREAD = 'the sorting thread';

const startOrdersThread = (): Worker => startThread(startedByPath('mock/ordersThread'), { resourceLimits: ORDERS_THREAD_LIMITS });

/** The thread's answers as they come, in order, and the first failure (an error, an exit, an abort). */
function answersOf(thread: Worker, signal: AbortSignal | undefined) {
  const sorted: SortedKey[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    wake?.();
  };
  thread.on('message', (answer: SortedKey) => {
    sorted.push(answer);
    wake?.();
  });
  thread.once('error', fail);
  thread.once('exit', (code) => fail(new Error(`the sorting thread exited with code ${code}`)));
  const stop = () => fail(abortError(SORTING_THREAD));
  signal?.addEventListener('abort', stop, { once: true });
  return {
    /** Throws the failure, if any. */
    check(): void {
      if (failure) throw failure;
    },
    /** The next answer, once it comes. */
    async next(): Promise<SortedKey> {
      while (sorted.length === 0) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      return sorted.shift()!;
    },
    stopListening: () => signal?.removeEventListener('abort', stop),
  };
}

/** Each key's values posted a chunk per step, then the key's end. */
function* postingValues(keys: readonly OrderingKey[], releases: readonly StoredRelease[], post: (message: ToOrdersThread) => void): Generator<void, void> {
  for (const key of keys) {
    for (let from = 0; from < releases.length; from += CHUNK_VALUES) {
      post({ values: keyValues(releases, key, from, Math.min(from + CHUNK_VALUES, releases.length)) });
      yield;
    }
    post({ done: key });
  }
}

/**
 * A `KeySorter` that sorts the keys in one thread, started per call and ended with it: each key's
 * values go over in chunks, a slice of about `sliceMs` of them per turn of the event loop (the
 * thread sorts a key while the next one's values come), and both directions and their ranks come
 * back transferred, not copied. A failure other than an abort is logged once; the store then
 * sorts what is left in slices itself.
 */
export function threadSorter(logger: MockLogger, start: () => Worker = startOrdersThread): KeySorter {
  return async function* sortInThread(keys, releases, sliceMs, signal) {
    if (signal?.aborted) throw abortError(SORTING_THREAD);
    const thread = start();
    // It never keeps the process alive: the last answer or an abort ends it.
    thread.unref();
    const answers = answersOf(thread, signal);
    const post = (message: ToOrdersThread) => thread.postMessage(message);
    try {
      const posting = postingValues(keys, releases, post);
      // A failure of the thread (or an abort) stops the posting; the answers below then throw it.
      await inSlices(
        () => {
          answers.check();
          return posting.next().done === true;
        },
        sliceMs,
        signal,
      );
      for (const key of keys) yield [key, await answers.next()];
    } catch (error) {
      if ((error as Error).name !== 'AbortError')
        logger.warn(`orderings: the sorting thread failed (${(error as Error).message}); sorting between requests instead`);
      throw error;
    } finally {
      answers.stopListening();
      void thread.terminate();
    }
  };
}
