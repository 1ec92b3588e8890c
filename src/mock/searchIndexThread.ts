// The indexing thread (searchIndexWorker.ts): builds the search index's parts from the chunks of
// releases' texts the main thread sends while it generates the dataset, and hands them back on
// `finish` in transferred typed arrays.
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../net/thread/threadPriority';
import { partsBuffers, SearchPartsBuilder, type TextChunk } from './store/searchParts';

/** What the main thread sends: chunks in order, then `finish` once. */
export type ToIndexThread = TextChunk | 'finish';

/**
 * The lowest priority for this thread only (Linux; elsewhere the process's): on a busy 2-core
 * machine it would take the main thread's turns, and slow generation (bench/README.md).
 */
lowerThreadPriority(19);

const builder = new SearchPartsBuilder();
parentPort!.on('message', (message: ToIndexThread) => {
  if (message !== 'finish') return builder.add(message);
  const parts = builder.finish();
  parentPort!.postMessage(parts, partsBuffers(parts));
});
