// A listing that needs what is still being prepared between requests (an ordering's sort, a
// rebuilt store's search index) waits for it without holding the event loop.
import type { RequestHandler } from 'express';
import type { ReleaseService } from './service/releaseService';
import { OverlaidStore } from './store/overlaidStore';
import { ReleaseStore, type KeySorter } from './store/releaseStore';

/**
 * Lets a request go on once the served store has sorted the ordering it asks and, for a store
 * built after start-up (an admin change, a reload: the start-up store's index has its own wait,
 * `searchWaitsForIndex`), indexed its search. Meanwhile the slices go on and other requests are
 * answered. A stopped or failed preparation lets it through, to finish the work itself or to
 * answer the error. Orderings not being sorted yet are sorted by `sorter` when given (a thread).
 */
export function preparedBeforeAnswer(service: ReleaseService, closed: AbortSignal, sorter?: KeySorter): RequestHandler {
  const startUp = service.store;
  // A handler, not a Router: a Router that passes a request on ends its stack with a `setImmediate`.
  return (req, _res, next) => {
    const view = service.store;
    const store = view instanceof OverlaidStore ? view.base : view instanceof ReleaseStore ? view : undefined;
    const { ordering, search } = req.query;
    const needsOrder = store !== undefined && typeof ordering === 'string' && !store.orderingReady(ordering);
    const needsIndex = store !== undefined && store !== startUp && search !== undefined && !store.searchReady;
    if (!needsOrder && !needsIndex) return next();
    Promise.resolve(needsIndex && store.searchIndexed(closed))
      .then(() => needsOrder && store.prepareOrdersInSlices(undefined, closed, sorter))
      .then(
        () => next(),
        () => next(),
      );
  };
}
