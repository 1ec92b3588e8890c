// `release-pages-mock/fetch`: the mock in process, as a standard fetch handler over the same core
// as the server (src/mock/core). See docs/in-process.md.
import { DEVELOPMENT_TOKENS, TokenRegistry, type TokenGrant } from '../mock/auth/tokenRegistry';
import { createClock, type Clock } from '../mock/domain/clock';
import { generateDataset } from '../mock/data/generateDataset';
import { storedReleasesOf } from '../mock/data/releaseRecords';
import type { AdminLimits } from '../mock/admin';
import { adminOriginPolicy } from '../mock/admin/adminOrigins';
import { releaseBodyValidator } from '../mock/admin/releaseBodyValidator';
import { HeldAnswers } from '../mock/bounds/heldAnswers';
import { openApiDocument } from '../core/openapi/document';
import { DEFAULT_COUNT, DEFAULT_SEED } from '../mock/options';
import type { RunFaultOptions } from '../mock/http/provoked/runFaults';
import { LiveReleases } from '../mock/service/liveReleases';
import { ReleaseService } from '../mock/service/releaseService';
import { ReleaseStore } from '../mock/store/releaseStore';
import { DEFAULT_MAX_JOURNAL_ENTRIES, RequestJournal } from '../mock/journal/requestJournal';
import { fetchHandlerOf, type FetchHandler } from './createFetchHandler';

export type { FetchHandler } from './createFetchHandler';
/** The permission a token of `tokens` needs to read release pages. */
export { LIST_PERMISSION, type TokenGrant } from '../mock/auth/tokenRegistry';

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

/**
 * The mock as `(request: Request) => Promise<Response>`, with the server's options and answers:
 * for a frontend's tests (MSW, a service worker, Playwright's `page.route`) without a port.
 */
export function createFetchHandler(options: FetchHandlerOptions = {}): JournaledFetchHandler {
  const clock = options.clock ?? createClock({ now: options.now, timezone: options.timezone });
  const releases = options.fixtures
    ? storedReleasesOf(options.fixtures)
    : generateDataset({ seed: options.seed ?? DEFAULT_SEED, count: options.count ?? DEFAULT_COUNT, clock });
  const service = new ReleaseService(new ReleaseStore(releases), clock);
  const journal = new RequestJournal(options.maxJournalEntries ?? DEFAULT_MAX_JOURNAL_ENTRIES, () => clock.now());
  const origins = adminOriginPolicy(options.adminOrigins);
  const handler = fetchHandlerOf({
    document: openApiDocument(),
    service,
    tokens: new TokenRegistry(options.tokens ?? DEVELOPMENT_TOKENS),
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
    admin: options.admin ? { live: new LiveReleases(service), clock, validateRelease: releaseBodyValidator(), origins, limits: options.adminLimits, journal } : undefined,
    adminOrigins: origins,
    runFaults: options.runFaults,
    heldAnswers: new HeldAnswers(options.maxHeldAnswers),
    journal,
    varyUnstatedSeed: options.varyUnstated ? (options.seed ?? DEFAULT_SEED) : undefined,
  });
  return Object.assign(handler, { journal: () => journal });
}
