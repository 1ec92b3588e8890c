// An app over the generated dataset with a pinned clock, as the HTTP tests use it.
import type { Express, Router } from 'express';
import type { StoredRelease } from '../../core/types';
import { coreOptionsOf, type MockChoices } from '../pipeline/coreOptions';
import { NODE_SOURCES } from '../nodeSources';
import { createApp } from '../http/app';
import type { RequestJournal } from '../journal/requestJournal';
import type { ReleaseService } from '../service/releaseService';
import type { ReleaseStore } from '../store/releaseStore';

export const FIXED_NOW = '2026-03-01T12:00:00Z';
export const AUTH = { Authorization: 'Token dev-token' } as const;
export { LISTING_TARGET as LISTING } from '../../core/spec';

export interface TestAppOptions extends Omit<MockChoices, 'releases' | 'maxJournalEntries'> {
  releases?: StoredRelease[];
  /** The journal's bound (default 1,000). */
  maxJournalEntries?: number;
  validateResponses?: boolean;
  docsToken?: string;
  /** Serve the live journal page (/__mock/journal). */
  journalPage?: boolean;
  /** Routers mounted ahead of the API, made from the app's service. */
  routers?: (service: ReleaseService) => Router[];
}

export function testApp(options: TestAppOptions = {}): { app: Express; store: ReleaseStore; service: ReleaseService; journal: RequestJournal } {
  const { releases, validateResponses, docsToken, routers, journalPage, ...choices } = options;
  const { core, store, service, journal } = coreOptionsOf({ ...choices, now: options.now ?? FIXED_NOW, releases }, NODE_SOURCES);
  const app = createApp({ ...core, validateResponses, docsToken, journalPage, routers: routers?.(service) });
  // Always there: only `maxJournalEntries: false`, which these options do not take, leaves it out.
  return { app, store, service, journal: journal! };
}
