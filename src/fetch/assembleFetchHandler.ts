// The fetch handler's assembly, shared by the Node entry (./index.ts) and the browser one
// (src/browser): no Node built-in here. What differs, the sources, is passed in (coreOptions.ts).
import { storedReleasesOf } from '../mock/data/releaseRecords';
import { openApiDocument } from '../core/openapi/document';
import type { RequestJournal } from '../mock/journal/requestJournal';
import { coreOptionsOf, type MockChoices, type MockSources } from '../mock/pipeline/coreOptions';
import { fetchHandlerOf, type FetchHandler } from './fetchHandlerOf';

/** What the server's options choose, as a library takes them. */
export interface FetchHandlerOptions extends Omit<MockChoices, 'releases' | 'maxJournalEntries'> {
  /** Release pages to serve instead of generated ones, as a fixtures file holds them (checked as the server checks the file). */
  fixtures?: readonly unknown[];
  /** The request journal keeps the last this many requests (default 1,000, as `--max-journal-entries`). */
  maxJournalEntries?: number;
}

/** The handler, and the journal of every request it answered (`journal()`), as the server's `mock.journal()`. */
export type JournaledFetchHandler = FetchHandler & { journal: () => RequestJournal };

/** The mock as a fetch handler, with the server's options and answers, over an entry's sources. */
export function assembleFetchHandler(options: FetchHandlerOptions, sources: MockSources): JournaledFetchHandler {
  const { fixtures, ...choices } = options;
  const { core, journal } = coreOptionsOf({ ...choices, releases: fixtures && storedReleasesOf(fixtures) }, sources);
  const handler = fetchHandlerOf({ ...core, document: openApiDocument() });
  // Always there: only `maxJournalEntries: false`, which these options do not take, leaves it out.
  return Object.assign(handler, { journal: () => journal! });
}
