import express, { Router } from 'express';
import type { TokenRegistry } from '../auth/tokenRegistry';
import { tokenAuthentication } from '../http/tokenAuthentication';
import type { Clock } from '../domain/clock';
import type { LiveReleases } from '../service/liveReleases';
import { clockRoutes } from './clockRoutes';
import { releasesRoutes } from './releasesRoutes';
import { unreadableBody } from './unreadableBody';

/** Where the admin routes live: outside `/api/`, so that no path of the API is ever one of them. */
export const ADMIN_PREFIX = '/__mock';

/** What the admin routers change. */
export interface AdminContext {
  tokens: TokenRegistry;
  live: LiveReleases;
  clock: Clock;
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
  router.use(ADMIN_PREFIX, express.json({ limit: MAX_BODY }), releasesRoutes(context.live));
  router.use(ADMIN_PREFIX, unreadableBody);
  return router;
}
