// A whole store made ready to serve before it is swapped in: built, its search index and every ordering prepared.
import type { StoredRelease } from '../../core/types';
import type { Moment } from '../domain/clock';
import { DEFAULT_SLICE_MS } from '../store/deferredSearch';
import { abortError } from '../abortError';
import { stepsInSlices } from '../store/inSlices';
import { ReleaseStore, type KeySorter } from '../store/releaseStore';
import { runToEnd } from '../store/sortInSteps';

/**
 * From this many releases a whole store is prepared between requests, in slices; below, at once:
 * the work is then short, and waits for no timer (a test's fake timers would stop it).
 */
export const PREPARED_IN_SLICES_FROM = 10_000;

/** How whole stores are prepared after start-up (an admin change, a reload). */
export interface StorePreparation {
  /** Sorts the orderings elsewhere (a thread), as after start-up; without one, they are sorted in slices here. */
  sorter?: KeySorter;
  /** See `PREPARED_IN_SLICES_FROM`. */
  inSlicesFrom?: number;
  /** The clock's moment, whose status sets are prepared too (`ReleaseStore.prepareFiltersInSlices`); without it, they are made on first use. */
  moment?: () => Moment;
}

/**
 * The whole store of the releases `listing` holds or makes (in steps; about `size` of them), prepared so
 * that no search and no ordering on it builds anything inside a request: the store itself, its
 * search index (common terms marked) and, from `inSlicesFrom` releases, every ordering and the
 * status and date filters' lists for the clock's moment, each in
 * slices of the event loop (the orderings by `sorter` when given), with requests answered between
 * them. Smaller, it is built at once, its orderings left to their first use (short at that size).
 * Rejects with an AbortError once `signal` aborts, and with what a build throws.
 */
export async function preparedStore(
  listing: readonly StoredRelease[] | Generator<void, readonly StoredRelease[]>,
  size: number,
  { sorter, inSlicesFrom = PREPARED_IN_SLICES_FROM, moment }: StorePreparation,
  signal?: AbortSignal,
): Promise<ReleaseStore> {
  const building = (function* () {
    return yield* ReleaseStore.building('next' in listing ? yield* listing : listing);
  })();
  if (size < inSlicesFrom) {
    const store = runToEnd(building);
    store.indexSearchNow();
    return store;
  }
  const store = await stepsInSlices(building, DEFAULT_SLICE_MS, signal);
  const prepared =
    (await store.indexSearchInSlices(DEFAULT_SLICE_MS, signal)) &&
    (await store.prepareOrdersInSlices(DEFAULT_SLICE_MS, signal, sorter)) &&
    (moment === undefined || (await store.prepareFiltersInSlices(moment(), DEFAULT_SLICE_MS, signal)));
  if (!prepared) throw abortError('the preparation');
  return store;
}
