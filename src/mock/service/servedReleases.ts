// The releases a whole build and the changes laid over it serve together, in ascending id, merged in steps.
import type { StoredRelease } from '../../core/types';
import { inChunks } from '../store/sortInSteps';

/** Releases of the build read between two yields. */
const STEP_RELEASES = 65_536;

/**
 * The build's releases (ascending id) whose ids are not `hidden`, and the `changed` ones, in one list
 * in ascending id: what a new whole build is made of. A changed release that replaces one of the
 * build's has its id hidden, so each id comes once.
 */
export function* servedReleases(
  built: readonly StoredRelease[],
  hidden: ReadonlySet<number>,
  changed: Iterable<StoredRelease>,
): Generator<void, StoredRelease[]> {
  const added = [...changed].sort((a, b) => a.id - b.id);
  const served: StoredRelease[] = [];
  let next = 0;
  yield* inChunks(
    built.length,
    (from, to) => {
      for (let i = from; i < to; i++) {
        const release = built[i];
        while (next < added.length && added[next].id < release.id) served.push(added[next++]);
        if (!hidden.has(release.id)) served.push(release);
      }
    },
    STEP_RELEASES,
  );
  while (next < added.length) served.push(added[next++]);
  return served;
}
