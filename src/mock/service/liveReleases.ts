// The mock's live data: admin changes laid over the built store, rebuilt whole past a bound, and swapped as one.
import type { StoredRelease } from '../../core/types';
import { OverlaidStore } from '../store/overlaidStore';
import { ReleaseStore, type KeySorter } from '../store/releaseStore';
import type { ReleaseService } from './releaseService';

/** What adding releases did: the ids that were new and the ids whose release was replaced. */
export interface Upserted {
  created: number[];
  replaced: number[];
}

/**
 * Releases changed since the last whole build past which the next change builds the whole store
 * again: a change rebuilds the overlay (a store of this many releases at most) and every query
 * merges it, so it stays small; a rebuild costs the whole dataset's build once.
 */
export const MAX_OVERLAY_CHANGES = 500;

/**
 * A whole build's search index and orderings, prepared between requests (the index in slices, the
 * orderings by `sorter` when given, a thread, as after start-up), so that the first search and the
 * first ordering after a change do not build them inside one request. A query that comes first
 * finishes what it needs; a store no longer served is simply prepared to no use.
 */
function prepareBetweenRequests(store: ReleaseStore, sorter: KeySorter | undefined): void {
  void store
    .indexSearchInSlices()
    .then(() => store.prepareOrdersInSlices(undefined, undefined, sorter))
    // A build that throws (a bug) throws again for the query that needs it, which reports it.
    .catch(() => undefined);
}

/**
 * The data the service serves, changed while it runs (the admin routes, a watched fixtures file).
 * A change does not rebuild the whole store: it lays the changed releases over the last whole
 * build (`OverlaidStore`), and builds the whole store again only once `MAX_OVERLAY_CHANGES`
 * releases have changed. Each new view is swapped in at once (`ReleaseService.swap`): a request
 * sees the data before the change or after it.
 */
export class LiveReleases {
  /** The data `reset` restores: the start-up data, or the fixtures file's last valid version. */
  private restored: ReleaseStore;
  /** The last whole build, and the changes since: releases added or replaced, ids of the build's releases no longer served. */
  private built: ReleaseStore;
  private readonly changed = new Map<number, StoredRelease>();
  private readonly hidden = new Set<number>();

  constructor(
    private readonly service: ReleaseService,
    private readonly maxOverlayChanges = MAX_OVERLAY_CHANGES,
    private readonly sorter?: KeySorter,
  ) {
    if (!(service.store instanceof ReleaseStore)) throw new Error('LiveReleases starts from a whole store');
    this.restored = service.store;
    this.built = this.restored;
  }

  /** Serves these releases instead of all others, and makes them the data `reset` restores. */
  load(releases: readonly StoredRelease[]): void {
    this.restored = new ReleaseStore(releases);
    this.reset();
    prepareBetweenRequests(this.restored, this.sorter);
  }

  /** Adds releases, replacing those with the same id. */
  upsert(releases: readonly StoredRelease[]): Upserted {
    const result: Upserted = { created: [], replaced: [] };
    let wholeBuild = false;
    for (const release of releases) {
      (this.service.store.findById(release.id) || this.changed.has(release.id) ? result.replaced : result.created).push(release.id);
      this.changed.set(release.id, release);
      const built = this.built.findById(release.id);
      if (built) this.hidden.add(release.id);
      wholeBuild ||= !this.built.agreesOnReports(release) || (built !== undefined && !this.built.agreesOnReports(built));
    }
    this.publish(wholeBuild);
    return result;
  }

  /** Removes the release with this id; false when there is none. */
  remove(id: number): boolean {
    if (!this.service.store.findById(id)) return false;
    this.changed.delete(id);
    const built = this.built.findById(id);
    if (built) this.hidden.add(id);
    this.publish(built !== undefined && !this.built.agreesOnReports(built));
    return true;
  }

  reset(): void {
    this.built = this.restored;
    this.changed.clear();
    this.hidden.clear();
    this.service.swap(this.built);
  }

  /**
   * Serves the build with the changes laid over it, or a new whole build once the changes are many
   * or when `wholeBuild` (a change to a report's text, which the releases that share the report see).
   */
  private publish(wholeBuild: boolean): void {
    if (wholeBuild || this.changed.size + this.hidden.size > this.maxOverlayChanges) {
      this.built = new ReleaseStore([...this.built.releases.filter((r) => !this.hidden.has(r.id)), ...this.changed.values()]);
      this.changed.clear();
      this.hidden.clear();
      this.service.swap(this.built);
      prepareBetweenRequests(this.built, this.sorter);
    } else {
      this.service.swap(new OverlaidStore(this.built, new ReleaseStore([...this.changed.values()]), new Set(this.hidden)));
    }
  }
}
