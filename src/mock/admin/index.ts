import express, { Router } from 'express';
import type { TokenRegistry } from '../auth/tokenRegistry';
import { tokenAuthentication } from '../http/tokenAuthentication';
import type { Clock } from '../domain/clock';
import type { LiveReleases } from '../service/liveReleases';
import { clockRoutes } from './clockRoutes';
import { releasesRoutes } from './releasesRoutes';
import { unreadableBody } from './unreadableBody';
import { refuseForeignOrigins, type AdminOriginPolicy } from './adminOrigins';

/** Where the admin routes live: outside `/api/`, so that no path of the API is ever one of them. */
export const ADMIN_PREFIX = '/__mock';

/** What the admin routers change, and their bounds. */
export interface AdminContext {
  tokens: TokenRegistry;
  live: LiveReleases;
  clock: Clock;
  /** The pages that may use them (`--admin-origin`); any other `Origin` is refused. */
  origins: AdminOriginPolicy;
  limits?: AdminLimits;
}

/** `--admin-max-body` and `--admin-max-items`. */
export interface AdminLimits {
  /** Bytes of a body, read no further: a 413 past it. */
  maxBodyBytes: number;
  /** Release pages in one body, counted before any is validated: a 413 past it. */
  maxItems: number;
}

/** About 4,500 release pages of the generated data (3.6 KB each): a body parsed in well under a second. */
export const DEFAULT_ADMIN_LIMITS: AdminLimits = { maxBodyBytes: 16 * 1024 * 1024, maxItems: 10_000 };

/**
 * The admin routes (`--admin`), described and validated by admin.openapi.yaml, not openapi.yaml:
 * refused to pages of other origins, behind the same token check as the API, each router mounted
 * under `/__mock`.
 */
export function adminRoutes(context: AdminContext): Router {
  const limits = context.limits ?? DEFAULT_ADMIN_LIMITS;
  const router = Router();
  router.use(ADMIN_PREFIX, refuseForeignOrigins(context.origins), tokenAuthentication(context.tokens));
  // The clock reads its small body itself, before the releases' large-body parser.
  router.use(clockRoutes(context.clock));
  router.use(ADMIN_PREFIX, express.json({ limit: limits.maxBodyBytes }), releasesRoutes(context.live, limits.maxItems));
  router.use(ADMIN_PREFIX, unreadableBody);
  return router;
}
