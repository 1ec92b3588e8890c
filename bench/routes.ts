// The benchmark's own routes (the ceiling and the bare listing handler), mounted by bench/server.ts only.
import { Router } from 'express';
import { listRequestOf } from '../src/mock/pipeline/listRequest';
import { literalQuery } from '../src/mock/pipeline/queryCheck';
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
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  // The service's listing alone: the query as the core reads it, the origin as it takes it (unchecked), the clock's now.
  router.get(UNCHAINED_LISTING_PATH, (req, res) => {
    const origin = publicUrl ?? `${req.protocol}://${req.headers.host}`;
    const bytes = service.listJson(listRequestOf(literalQuery(req.originalUrl)), origin, service.now());
    res.type('json').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
  return [router];
}
