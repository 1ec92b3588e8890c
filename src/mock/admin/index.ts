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
  // The clock's routes check the token and read their small body themselves: first, whole.
  router.use(clockRoutes(context.clock, context.tokens));
  router.use(ADMIN_PREFIX, tokenAuthentication(context.tokens), express.json({ limit: MAX_BODY }));
  router.use(ADMIN_PREFIX, releasesRoutes(context.live));
  router.use(ADMIN_PREFIX, unreadableBody);
  return router;
}
