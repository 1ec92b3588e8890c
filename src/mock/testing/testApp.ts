// An app over the generated dataset with a pinned clock, as the HTTP tests use it.
import type { Express, Router } from 'express';
import type { TokenGrant } from '../auth/tokenRegistry';
import type { Clock } from '../domain/clock';
import type { StoredRelease } from '../../core/types';
import type { AdminLimits } from '../admin';
import { coreOptionsOf } from '../core/coreOptions';
import { NODE_SOURCES } from '../nodeSources';
import { createApp } from '../http/app';
import type { RequestJournal } from '../journal/requestJournal';
import type { RunFaultOptions } from '../http/provoked/runFaults';
import type { ReleaseService } from '../service/releaseService';
import type { ReleaseStore } from '../store/releaseStore';

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
  adminLimits?: AdminLimits;
  runFaults?: RunFaultOptions;
  /** The journal's bound (default 1,000). */
  maxJournalEntries?: number;
  /** `--vary-unstated`, drawn from `seed`. */
  varyUnstated?: boolean;
  /** `--max-held-answers`. */
  maxHeldAnswers?: number;
}

export function testApp(options: TestAppOptions = {}): { app: Express; store: ReleaseStore; service: ReleaseService; journal: RequestJournal } {
  const { releases, validateResponses, docsToken, routers, ...choices } = options;
  const { core, store, service, journal } = coreOptionsOf({ ...choices, now: options.now ?? FIXED_NOW, releases }, NODE_SOURCES);
  const app = createApp({ ...core, validateResponses, docsToken, routers: routers?.(service) });
  // Always there: only `maxJournalEntries: false`, which these options do not take, leaves it out.
  return { app, store, service, journal: journal! };
}
