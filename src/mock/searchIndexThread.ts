// The indexing thread (searchIndexWorker.ts): builds the search index's parts from the chunks of
// releases' texts the main thread sends while it generates the dataset, and hands them back on
// `finish` in transferred typed arrays.
import { parentPort } from 'node:worker_threads';
import { partsBuffers, SearchPartsBuilder, type TextChunk } from './store/searchParts';

/** What the main thread sends: chunks in order, then `finish` once. */
export type ToIndexThread = TextChunk | 'finish';

const builder = new SearchPartsBuilder();
parentPort!.on('message', (message: ToIndexThread) => {
  if (message !== 'finish') return builder.add(message);
  const parts = builder.finish();
  parentPort!.postMessage(parts, partsBuffers(parts));
});
