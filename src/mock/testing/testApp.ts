// An app over the generated dataset with a pinned clock, as the HTTP tests use it.
import type { Express, Router } from 'express';
import { DEVELOPMENT_TOKENS, TokenRegistry, type TokenGrant } from '../auth/tokenRegistry';
import { createClock, type Clock } from '../domain/clock';
import type { StoredRelease } from '../../core/types';
import { generateDataset } from '../data/generateDataset';
import type { AdminLimits } from '../admin';
import { releaseBodyValidator } from '../admin/releaseBodyValidator';
import { HeldAnswers } from '../bounds/heldAnswers';
import { adminOriginPolicy } from '../admin/adminOrigins';
import { createApp } from '../http/app';
import { DEFAULT_MAX_JOURNAL_ENTRIES, RequestJournal } from '../journal/requestJournal';
import { LiveReleases } from '../service/liveReleases';
import type { RunFaultOptions } from '../http/provoked/runFaults';
import { ReleaseService } from '../service/releaseService';
import { ReleaseStore } from '../store/releaseStore';

export const FIXED_NOW = '2026-03-01T12:00:00Z';
export const AUTH = { Authorization: 'Token dev-token' } as const;
export const LISTING = '/api/v2/pages/?type=releases.ReleasePage';

export interface TestAppOptions {
  seed?: number;
  count?: number;
  releases?: StoredRelease[];
  tokens?: readonly TokenGrant[];
  publicUrl?: string;
  allowedHosts?: readonly string[];
  validateResponses?: boolean;
  now?: string;
  /** Instead of a clock fixed at `now`. */
  clock?: Clock;
  docsToken?: string;
  /** Routers mounted ahead of the API, made from the app's service. */
  routers?: (service: ReleaseService) => Router[];
  /** Mount the admin routes, as `--admin` does. */
  admin?: boolean;
  /** `--admin-origin`, `--admin-max-body` and `--admin-max-items`. */
  adminOrigins?: string[];
  adminLimits?: Partial<AdminLimits>;
  runFaults?: RunFaultOptions;
  /** The journal's bound (default 1,000). */
  maxJournalEntries?: number;
  /** `--vary-unstated` with this seed. */
  varyUnstatedSeed?: number;
  /** `--max-held-answers`. */
  maxHeldAnswers?: number;
}

export function testApp(options: TestAppOptions = {}): { app: Express; store: ReleaseStore; service: ReleaseService; journal: RequestJournal } {
  const clock = options.clock ?? createClock({ now: options.now ?? FIXED_NOW });
  const releases = options.releases ?? generateDataset({ seed: options.seed ?? 42, count: options.count ?? 500, clock });
  const store = new ReleaseStore(releases);
  const service = new ReleaseService(store, clock);
  const tokens = new TokenRegistry(options.tokens ?? DEVELOPMENT_TOKENS);
  const journal = new RequestJournal(options.maxJournalEntries ?? DEFAULT_MAX_JOURNAL_ENTRIES, () => clock.now());
  const origins = adminOriginPolicy(options.adminOrigins);
  const app = createApp({
    service,
    tokens,
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
    validateResponses: options.validateResponses,
    docsToken: options.docsToken,
    routers: options.routers?.(service),
    adminOrigins: origins,
    admin: options.admin ? { live: new LiveReleases(service), clock, validateRelease: releaseBodyValidator(), origins, limits: options.adminLimits, journal } : undefined,
    runFaults: options.runFaults,
    heldAnswers: options.maxHeldAnswers === undefined ? undefined : new HeldAnswers(options.maxHeldAnswers),
    journal,
    varyUnstatedSeed: options.varyUnstatedSeed,
  });
  return { app, store, service, journal };
}
