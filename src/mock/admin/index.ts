import express, { Router } from 'express';
import type { TokenRegistry } from '../auth/tokenRegistry';
import { tokenAuthentication } from '../http/tokenAuthentication';
import type { Clock } from '../domain/clock';
import type { RequestJournal } from '../journal/requestJournal';
import type { LiveReleases } from '../service/liveReleases';
import { clockRoutes } from './clockRoutes';
import { releasesRoutes } from './releasesRoutes';
import { requestsRoutes } from './requestsRoutes';
import { unreadableBody } from './unreadableBody';

/** Where the admin routes live: outside `/api/`, so that no path of the API is ever one of them. */
export const ADMIN_PREFIX = '/__mock';

/** What the admin routers change. */
export interface AdminContext {
  tokens: TokenRegistry;
  live: LiveReleases;
  clock: Clock;
  /** The request journal, served at /__mock/requests; none with `--max-journal-entries 0`. */
  journal?: RequestJournal;
}

/** Bodies up to a large fixtures file's size. */
const MAX_BODY = '100mb';

/**
 * The admin routes (`--admin`), described and validated by admin.openapi.yaml, not openapi.yaml:
 * behind the same token check as the API, each router mounted under `/__mock`.
 */
export function adminRoutes(context: AdminContext): Router {
  const router = Router();
  router.use(ADMIN_PREFIX, tokenAuthentication(context.tokens));
  // The clock reads its small body itself, before the releases' large-body parser.
  router.use(clockRoutes(context.clock));
  if (context.journal) router.use(requestsRoutes(context.journal));
  router.use(ADMIN_PREFIX, express.json({ limit: MAX_BODY }), releasesRoutes(context.live));
  router.use(ADMIN_PREFIX, unreadableBody);
  return router;
}
