// The orderings sorted in a worker thread (ordersThread.ts), off the event loop: at 1M releases
// sorting them on it, even in slices, left steps of a million values that no slice could split and a
// heap that the sort's garbage made the collector walk. Node-only: the store takes a `KeySorter`
// without knowing about threads.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { mockThreadFile } from '../core/packageFiles';
import { startThread } from '../net/thread/startThread';
import type { MockLogger } from './mockLogger';
import type { KeySorter } from './store/releaseStore';
import { keyValues, type SortedKey } from './store/sortedOrders';
import type { ToOrdersThread } from './ordersThread';

/** Values per message: one small array of a few thousand strings or numbers. */
export const CHUNK_VALUES = 4096;

/**
 * The thread's heap, bounded: at 1M releases it holds the titles, their distinct set and folded
 * forms, and the rank and order arrays. A thread that reaches the bound dies, and the orderings are
 * sorted in slices on the main thread instead.
 */
export const ORDERS_THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };

const startOrdersThread = (): Worker => startThread(mockThreadFile('ordersThread'), { resourceLimits: ORDERS_THREAD_LIMITS });

const abortError = () => Object.assign(new Error('the sorting thread was stopped'), { name: 'AbortError' });

/** The thread's one answer: the sorted key, or why there is none. */
function answerOf(thread: Worker, signal: AbortSignal | undefined): Promise<SortedKey> {
  return new Promise<SortedKey>((resolve, reject) => {
    const stop = () => reject(abortError());
    signal?.addEventListener('abort', stop, { once: true });
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the sorting thread exited with code ${code}`)));
  });
}

/**
 * A `KeySorter` that sorts each key in a thread of its own (started per key, ended with it): the
 * key's values go over in chunks, a slice of about `sliceMs` of them per turn of the event loop,
 * and both directions and their ranks come back transferred, not copied. A failure other than an
 * abort is logged once per key; the store then sorts what is left in slices itself.
 */
export function threadSorter(logger: MockLogger, start: () => Worker = startOrdersThread): KeySorter {
  return async (key, releases, sliceMs, signal) => {
    if (signal?.aborted) throw abortError();
    const thread = start();
    // It never keeps the process alive: its answer or an abort ends it.
    thread.unref();
    const answer = answerOf(thread, signal);
    // Awaited below; a failure while the values are still being sent must not count as unhandled.
    answer.catch(() => undefined);
    const post = (message: ToOrdersThread) => thread.postMessage(message);
    try {
      for (let from = 0; from < releases.length; ) {
        const until = performance.now() + sliceMs;
        for (; from < releases.length && performance.now() < until; from += CHUNK_VALUES) post({ values: keyValues(releases, key, from, Math.min(from + CHUNK_VALUES, releases.length)) });
        await nextTurn();
        if (signal?.aborted) throw abortError();
      }
      post({ done: key });
      return await answer;
    } catch (error) {
      if ((error as Error).name !== 'AbortError') logger.warn(`orderings: the sorting thread failed on ${key} (${(error as Error).message}); sorting between requests instead`);
      throw error;
    } finally {
      void thread.terminate();
    }
  };
}
