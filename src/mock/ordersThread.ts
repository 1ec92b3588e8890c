// The orderings' thread (ordersWorker.ts): takes each key's values in chunks, in turn, ranks and sorts them
// with the store's own steps (`sortedValuesInSteps`), and hands both directions and their ranks
// back in transferred typed arrays.
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../net/thread/threadPriority';
import type { OrderingKey } from './domain/ordering';
import { runToEnd } from './store/sortInSteps';
import { sortedValuesInSteps, withRanks, type KeyValue } from './store/sortedOrders';

/** What the main thread sends: a key's values in chunks, in ascending id, then `done` once. */
export type ToOrdersThread = { values: KeyValue[] } | { done: OrderingKey };

/**
 * The lowest priority for this thread only (Linux; elsewhere the process's): on 2 cores it sorts
 * while the event loop serves clients and prepares a store in slices, and the loop must come first.
 */
lowerThreadPriority(19);

let values: KeyValue[] = [];
parentPort!.on('message', (message: ToOrdersThread) => {
  if ('values' in message) {
    // A loop, not a spread: a chunk's values as arguments could pass the stack's bound.
    for (const value of message.values) values.push(value);
    return;
  }
  const sorted = withRanks(runToEnd(sortedValuesInSteps(message.done, values)));
  values = [];
  parentPort!.postMessage(
    sorted,
    [sorted.ascending, sorted.descending, sorted.ascendingRank, sorted.descendingRank].map((array) => array.buffer as ArrayBuffer),
  );
});
