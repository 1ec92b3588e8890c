// The fetch handler's assembly, shared by the Node entry (./index.ts) and the browser one
// (src/browser): no Node built-in here. What differs, the sources, is passed in (coreOptions.ts).
import type { TokenGrant } from '../mock/auth/tokenRegistry';
import type { Clock } from '../mock/domain/clock';
import { storedReleasesOf } from '../mock/data/releaseRecords';
import type { AdminLimits } from '../mock/admin';
import { openApiDocument } from '../core/openapi/document';
import type { RunFaultOptions } from '../mock/http/provoked/runFaults';
import type { RequestJournal } from '../mock/journal/requestJournal';
import { coreOptionsOf, type MockSources } from '../mock/core/coreOptions';
import { fetchHandlerOf, type FetchHandler } from './createFetchHandler';

/** What the server's options choose, as a library takes them. */
export interface FetchHandlerOptions {
  /** Seed of the generated dataset (default 42, as the server's `--seed`). */
  seed?: number;
  /** Releases generated (default 500, as `--count`); ignored with `fixtures`. */
  count?: number;
  /** Release pages to serve instead of generated ones, as a fixtures file holds them (checked as the server checks the file). */
  fixtures?: readonly unknown[];
  /** "Now", an ISO 8601 date-time with an offset: the clock stands still there (`--now`). Default: the real time. */
  now?: string;
  /** The IANA zone of "today" (default UTC, as `--timezone`). */
  timezone?: string;
  /** A clock of your own, instead of `now` and `timezone`. */
  clock?: Clock;
  /** The tokens accepted (default the development tokens, `dev-token` and `dev-token-no-permission`). */
  tokens?: readonly TokenGrant[];
  /** Serve the admin routes (`--admin`): `/__mock/releases`, `/__mock/reset`, `/__mock/clock`. */
  admin?: boolean;
  /** Origins of pages besides loopback ones that may use the admin routes (`--admin-origin`). */
  adminOrigins?: readonly string[];
  /** `--admin-max-body` and `--admin-max-items`. */
  adminLimits?: AdminLimits;
  /** The cap of answers held back by latency at once (`--max-held-answers`, default 200). */
  maxHeldAnswers?: number;
  /** The origin `detail_url` names (`--public-url`); by default the request's. */
  publicUrl?: string;
  /** `--allowed-hosts`, patterns from `hostPatternOf`; by default any well-formed Host. */
  allowedHosts?: readonly string[];
  /** `--latency` and `--error-rate`, drawn from their seed. */
  runFaults?: RunFaultOptions;
  /** The request journal keeps the last this many requests (default 1,000, as `--max-journal-entries`). */
  maxJournalEntries?: number;
  /** Vary what the spec leaves open (`--vary-unstated`), drawn from `seed`; each pick in `X-Mock-Reading`. */
  varyUnstated?: boolean;
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
