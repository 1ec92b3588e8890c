// A listing that needs an ordering still being sorted between requests waits for it without holding the event loop.
import type { RequestHandler } from 'express';
import type { ReleaseService } from './service/releaseService';
import { OverlaidStore } from './store/overlaidStore';
import { ReleaseStore, type KeySorter } from './store/releaseStore';

/**
 * Lets a request go on once the served store has sorted the ordering it asks. Meanwhile the sort
 * goes on (by `sorter` when given, a thread; otherwise in slices) and other requests are answered.
 * A stopped or failed sort lets it through, to sort the ordering itself or to answer the error.
 * The search index needs no wait here: the start-up store's has its own (`searchWaitsForIndex`),
 * and a store built after a change or a reload is served only with its index ready (`preparedStore`).
 */
export function preparedBeforeAnswer(service: ReleaseService, closed: AbortSignal, sorter?: KeySorter): RequestHandler {
  // A handler, not a Router: a Router that passes a request on ends its stack with a `setImmediate`.
  return (req, _res, next) => {
    const view = service.store;
    const store = view instanceof OverlaidStore ? view.base : view instanceof ReleaseStore ? view : undefined;
    const { ordering } = req.query;
    if (store === undefined || typeof ordering !== 'string' || store.orderingReady(ordering)) return next();
    store.prepareOrdersInSlices(undefined, closed, sorter).then(
      () => next(),
      () => next(),
    );
  };
}
