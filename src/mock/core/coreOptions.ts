import type { ValidateFunction } from 'ajv';
import type { StoredRelease } from '../../core/types';
import { DEVELOPMENT_TOKENS, TokenRegistry, type TokenGrant } from '../auth/tokenRegistry';
import { createClock, type Clock } from '../domain/clock';
import type { AdminLimits } from '../admin';
import { adminOriginPolicy } from '../admin/adminOrigins';
import { HeldAnswers } from '../bounds/heldAnswers';
import { DEFAULT_MAX_JOURNAL_ENTRIES, RequestJournal } from '../journal/requestJournal';
import type { RunFaultOptions } from '../http/provoked/runFaults';
import { LiveReleases } from '../service/liveReleases';
import { ReleaseService } from '../service/releaseService';
import { ReleaseStore } from '../store/releaseStore';
import { DEFAULT_COUNT, DEFAULT_SEED } from '../defaults';
import type { CoreOptions } from './createCore';

/** What a user chooses of the mock, as the server's flags and the library's options say it. */
export interface MockChoices {
  /** The dataset's seed (also `--vary-unstated`'s and the run faults' when they have none). */
  seed?: number;
  count?: number;
  /** The releases to serve, checked already; generated from `seed` and `count` when not given. */
  releases?: readonly StoredRelease[];
  /** A clock of one's own; else one at `now` (an ISO 8601 instant, or the real time) in `timezone`. */
  clock?: Clock;
  now?: string;
  timezone?: string;
  tokens?: readonly TokenGrant[];
  publicUrl?: string;
  allowedHosts?: readonly string[];
  admin?: boolean;
  adminOrigins?: readonly string[];
  adminLimits?: AdminLimits;
  maxHeldAnswers?: number;
  runFaults?: RunFaultOptions;
  /** The journal's bound (default 1,000); `false`: no journal (`--max-journal-entries 0`). */
  maxJournalEntries?: number | false;
  varyUnstated?: boolean;
}

/**
 * What differs between Node and a browser: where generated releases come from (faker in Node, the
 * shipped draws in a browser: src/browser), and the validator of an admin body's releases. Node's
 * are `NODE_SOURCES` (src/mock/nodeSources.ts); this module stays free of Node built-ins.
 */
export interface MockSources {
  generated(seed: number, count: number, clock: Clock): StoredRelease[];
  validateRelease(): ValidateFunction;
}

/** The core's options a transport adds its own to (the document, `passes`, `keepValues`), and what they are built of. */
export interface AssembledMock {
  core: Omit<CoreOptions, 'document' | 'passes' | 'keepValues'>;
  clock: Clock;
  store: ReleaseStore;
  service: ReleaseService;
  /** Swaps a new dataset in (the admin routes, `--watch`). */
  live: LiveReleases;
  journal?: RequestJournal;
}

/** The one assembly of the mock from a user's choices, for the server, the fetch handler and the tests' app alike. */
export function coreOptionsOf(choices: MockChoices, sources: MockSources): AssembledMock {
  const clock = choices.clock ?? createClock({ now: choices.now, timezone: choices.timezone });
  const seed = choices.seed ?? DEFAULT_SEED;
  const store = new ReleaseStore(choices.releases ? [...choices.releases] : sources.generated(seed, choices.count ?? DEFAULT_COUNT, clock));
  const service = new ReleaseService(store, clock);
  const live = new LiveReleases(service);
  const journal = choices.maxJournalEntries === false ? undefined : new RequestJournal(choices.maxJournalEntries ?? DEFAULT_MAX_JOURNAL_ENTRIES, () => clock.now());
  const origins = adminOriginPolicy(choices.adminOrigins);
  const core: AssembledMock['core'] = {
    service,
    tokens: new TokenRegistry(choices.tokens ?? DEVELOPMENT_TOKENS),
    publicUrl: choices.publicUrl,
    allowedHosts: choices.allowedHosts,
    admin: choices.admin ? { live, clock, validateRelease: sources.validateRelease(), origins, limits: choices.adminLimits, journal } : undefined,
    adminOrigins: origins,
    heldAnswers: new HeldAnswers(choices.maxHeldAnswers),
    runFaults: choices.runFaults,
    journal,
    varyUnstatedSeed: choices.varyUnstated ? seed : undefined,
  };
  return { core, clock, store, service, live, journal };
}
