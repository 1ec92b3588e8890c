// The core's options, and their one assembly from what a user chooses of the mock.
import type { ValidateFunction } from 'ajv';
import type { StoredRelease } from '../../core/types';
import { DEVELOPMENT_TOKENS, TokenRegistry, type TokenGrant } from '../auth/tokenRegistry';
import { createClock, momentOf, placingClock, type Clock } from '../domain/clock';
import type { OpenApiDocument } from '../../core/openapi/documentShape';
import type { AdminContext, AdminLimits } from '../admin';
import { adminOriginPolicy, type AdminOriginPolicy } from '../admin/adminOrigins';
import { releasePagesOf } from '../data/releasePages';
import { HeldAnswers } from '../bounds/heldAnswers';
import { DEFAULT_MAX_JOURNAL_ENTRIES, RequestJournal } from '../journal/requestJournal';
import type { RunFaultOptions } from '../http/provoked/runFaults';
import { LiveReleases, MAX_OVERLAY_CHANGES } from '../service/liveReleases';
import { ReleaseService } from '../service/releaseService';
import { ReleaseStore, type KeySorter } from '../store/releaseStore';
import { DEFAULT_COUNT, DEFAULT_SEED } from '../defaults';

/** What the core is made of (createMockCore): the data and the tokens, and the choices each transport passes on. */
export interface CoreOptions {
  /** openapi.yaml, parsed: its parameters are checked, its examples provoked. */
  document: OpenApiDocument;
  service: ReleaseService;
  tokens: TokenRegistry;
  /** Origin for `detail_url` (e.g. `https://mock.example.com`, no trailing slash needed); by default the origin each request came to. */
  publicUrl?: string;
  /** The Host names served (`--allowed-hosts`, from `hostPatternOf`); by default any well-formed Host. */
  allowedHosts?: readonly string[];
  /** The admin routes (`--admin`), beside the API, which they are not part of; none by default. */
  admin?: AdminContext;
  /** Which pages' origins get CORS on the admin paths (`--admin-origin`), served or not; by default loopback ones only. */
  adminOrigins?: AdminOriginPolicy;
  /** A transport on the network (not one in process, where no other site can reach it): the admin routes refuse a Host not loopback nor allowed (isAdminHost). */
  adminHostsChecked?: boolean;
  /** The cap of answers held back by latency (`--max-held-answers`); its default otherwise. */
  heldAnswers?: HeldAnswers;
  /** The run's `--latency` and `--error-rate`, drawn from their seed; none by default. */
  runFaults?: RunFaultOptions;
  /** Paths the transport serves itself once the request passed the checks every answer has (the server's `/docs`): answered `pass`. */
  passes?: (path: string) => boolean;
  /** Give the listing's objects too (`CoreAnswer.value`, built when called), for a transport that validates answers. */
  keepValues?: boolean;
  /** Where every answered request goes (the admin routes' and the warm-up's aside); none by default. */
  journal?: RequestJournal;
  /** `--vary-unstated`: vary the listing's readings the spec leaves open, drawn from this seed (such answers are not checked against openapi.yaml); off by default. */
  varyUnstatedSeed?: number;
}

/** What a user chooses of the mock, as the server's flags and the library's options say it. */
export interface MockChoices {
  /** Seed of the generated dataset (default 42, as the server's `--seed`); also `--vary-unstated`'s unless `varySeed` is given. */
  seed?: number;
  /** Releases generated (default 500, as `--count`); ignored with `releases`. */
  count?: number;
  /** The releases to serve, checked already, instead of generated ones. */
  releases?: readonly StoredRelease[];
  /** "Now", an ISO 8601 date-time with an offset: the clock stands still there (`--now`). Default: the real time, with the data placed at the start of its day. */
  now?: string;
  /** The IANA zone of "today" (default UTC, as `--timezone`). */
  timezone?: string;
  /** A clock of your own, instead of `now` and `timezone`; the data is placed at its now. */
  clock?: Clock;
  /** The tokens accepted (default the development tokens, `dev-token` and `dev-token-no-permission`). */
  tokens?: readonly TokenGrant[];
  /** Serve the admin routes (`--admin`): `/__mock/releases`, `/__mock/reset`, `/__mock/clock`. */
  admin?: boolean;
  /** Origins of pages besides loopback ones that may use the admin routes (`--admin-origin`). */
  adminOrigins?: readonly string[];
  /** `--admin-max-body`, `--admin-max-items`, `--max-record-values` and `--max-problem-lines`; each one left out is its default. */
  adminLimits?: Partial<AdminLimits>;
  /** The cap of answers held back by latency at once (`--max-held-answers`, default 200). */
  maxHeldAnswers?: number;
  /** The origin `detail_url` names (`--public-url`); by default the request's. */
  publicUrl?: string;
  /** `--allowed-hosts`, patterns from `hostPatternOf`; by default any well-formed Host. */
  allowedHosts?: readonly string[];
  /** `--latency` and `--error-rate`, drawn from their seed. */
  runFaults?: RunFaultOptions;
  /** The request journal keeps the last this many requests (default 1,000); `false`: no journal (`--max-journal-entries 0`). */
  maxJournalEntries?: number | false;
  /** Vary what the spec leaves open (`--vary-unstated`), drawn from `varySeed`; each pick in `X-Mock-Reading`. */
  varyUnstated?: boolean;
  /** The seed of `varyUnstated`'s picks (`--vary-seed`), apart from the data's; default `seed`. */
  varySeed?: number;
}

/**
 * What differs between Node and a browser: where generated releases come from (faker in Node, the
 * shipped draws in a browser: src/browser), and the validator of an admin body's releases. Node's
 * are `NODE_SOURCES` (src/mock/nodeSources.ts); this module stays free of Node built-ins.
 */
export interface MockSources {
  generated(seed: number, count: number, clock: Clock): StoredRelease[];
  validateRelease(): ValidateFunction;
  /** Where a store built after a change sorts its orderings, if not between requests on this thread (the server's thread). */
  sortOrders?: KeySorter;
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
  const placing = placingClock(clock, choices.now !== undefined || choices.clock !== undefined);
  const store = new ReleaseStore(choices.releases ? [...choices.releases] : sources.generated(seed, choices.count ?? DEFAULT_COUNT, placing));
  const service = new ReleaseService(store, clock);
  const live = new LiveReleases(service, MAX_OVERLAY_CHANGES, { sorter: sources.sortOrders, moment: () => momentOf(clock) });
  const journal =
    choices.maxJournalEntries === false ? undefined : new RequestJournal(choices.maxJournalEntries ?? DEFAULT_MAX_JOURNAL_ENTRIES, () => clock.now());
  const origins = adminOriginPolicy(choices.adminOrigins);
  const validateRelease = choices.admin ? sources.validateRelease() : undefined;
  // Run once on a served page: its first use compiles what the schema's formats need (ajv-formats'
  // `uri` pattern), which the first `POST /__mock/releases` would otherwise pay.
  const sample = validateRelease && releasePagesOf(store.releases.slice(0, 1), clock)[0];
  if (sample) validateRelease(sample);
  const core: AssembledMock['core'] = {
    service,
    tokens: new TokenRegistry(choices.tokens ?? DEVELOPMENT_TOKENS),
    publicUrl: choices.publicUrl,
    allowedHosts: choices.allowedHosts,
    admin: validateRelease ? { live, clock, validateRelease, origins, limits: choices.adminLimits, journal } : undefined,
    adminOrigins: origins,
    heldAnswers: new HeldAnswers(choices.maxHeldAnswers),
    runFaults: choices.runFaults,
    journal,
    varyUnstatedSeed: choices.varyUnstated ? (choices.varySeed ?? seed) : undefined,
  };
  return { core, clock, store, service, live, journal };
}
