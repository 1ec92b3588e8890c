import { Router } from 'express';
import { requestNow } from '../src/mock/http/requestNow';
import { requestOrigin } from '../src/mock/http/requestOrigin';
import { listingHandler } from '../src/mock/http/routes';
import type { ServerOptions } from '../src/mock/options';
import type { ReleaseService } from '../src/mock/service/releaseService';

/** A fixed small JSON body, in the same Express setup: what Express alone does, the benchmark's ceiling. */
export const CEILING_PATH = '/__bench/ceiling';
/** The listing handler without the middleware chain (no token, no validation), which tells the chain's cost from the handler's. */
export const UNCHAINED_LISTING_PATH = '/__bench/listing/';

/** The benchmark's own routes, mounted ahead of the API by bench/server.ts only. */
export function benchRoutes(service: ReleaseService, options: Pick<ServerOptions, 'publicUrl' | 'allowedHosts' | 'validateResponses'>): Router[] {
  const router = Router();
  router.get(CEILING_PATH, (_req, res) => res.json({ ok: true }));
  // The handler reads the request's now and origin, which the chain takes first: the pieces of the chain it needs.
  router.get(UNCHAINED_LISTING_PATH, requestNow(() => service.now()), requestOrigin({ publicUrl: options.publicUrl?.replace(/\/+$/, ''), allowedHosts: options.allowedHosts }), listingHandler(service, options.validateResponses));
  return [router];
}
