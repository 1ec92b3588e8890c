import type { StoredRelease } from '../../core/types';
import { ReleaseStore } from '../store/releaseStore';
import type { ReleaseService } from './releaseService';

/** What adding releases did: the ids that were new and the ids whose release was replaced. */
export interface Upserted {
  created: number[];
  replaced: number[];
}

/**
 * The data the service serves, changed while it runs (the admin routes, a watched fixtures file).
 * Every change builds a whole new store, indexes and search included, and then swaps it in at
 * once (`ReleaseService.swap`): a request sees the data before the change or after it.
 */
export class LiveReleases {
  /** The data `reset` restores: the start-up data, or the fixtures file's last valid version. */
  private base: ReleaseStore;

  constructor(private readonly service: ReleaseService) {
    this.base = service.store;
  }

  /** Serves these releases instead of all others, and makes them the data `reset` restores. */
  load(releases: readonly StoredRelease[]): void {
    this.base = new ReleaseStore(releases);
    this.service.swap(this.base);
  }

  /** Adds releases, replacing those with the same id. */
  upsert(releases: readonly StoredRelease[]): Upserted {
    const byId = new Map(this.service.store.releases.map((r) => [r.id, r]));
    const result: Upserted = { created: [], replaced: [] };
    for (const release of releases) {
      (byId.has(release.id) ? result.replaced : result.created).push(release.id);
      byId.set(release.id, release);
    }
    this.service.swap(new ReleaseStore([...byId.values()]));
    return result;
  }

  /** Removes the release with this id; false when there is none. */
  remove(id: number): boolean {
    const releases = this.service.store.releases;
    if (!this.service.store.findById(id)) return false;
    this.service.swap(new ReleaseStore(releases.filter((r) => r.id !== id)));
    return true;
  }

  reset(): void {
    this.service.swap(this.base);
  }
}
