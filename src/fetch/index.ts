// `release-pages-mock/fetch`: the mock in process, as a standard fetch handler over the same core
// as the server (src/mock/core). See docs/in-process.md.
import { storedReleasesOf } from '../mock/data/releaseRecords';
import { openApiDocument } from '../core/openapi/document';
import type { RequestJournal } from '../mock/journal/requestJournal';
import { coreOptionsOf, type MockChoices } from '../mock/core/coreOptions';
import { fetchHandlerOf, type FetchHandler } from './createFetchHandler';

export type { FetchHandler } from './createFetchHandler';

/** What the server's options choose, as a library takes them. */
export interface FetchHandlerOptions extends Omit<MockChoices, 'releases' | 'maxJournalEntries'> {
  /** Release pages to serve instead of generated ones, as a fixtures file holds them (checked as the server checks the file). */
  fixtures?: readonly unknown[];
  /** The request journal keeps the last this many requests (default 1,000, as `--max-journal-entries`). */
  maxJournalEntries?: number;
}

/** The handler, and the journal of every request it answered (`journal()`), as the server's `mock.journal()`. */
export type JournaledFetchHandler = FetchHandler & { journal: () => RequestJournal };

/**
 * The mock as `(request: Request) => Promise<Response>`, with the server's options and answers:
 * for a frontend's tests (MSW, a service worker, Playwright's `page.route`) without a port.
 */
export function createFetchHandler(options: FetchHandlerOptions = {}): JournaledFetchHandler {
  const { fixtures, ...choices } = options;
  const { core, journal } = coreOptionsOf({ ...choices, releases: fixtures && storedReleasesOf(fixtures) });
  const handler = fetchHandlerOf({ ...core, document: openApiDocument() });
  // Always there: only `maxJournalEntries: false`, which these options do not take, leaves it out.
  return Object.assign(handler, { journal: () => journal! });
}
