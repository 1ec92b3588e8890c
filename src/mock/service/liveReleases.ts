// The mock's live data: admin changes laid over the built store, rebuilt whole off the request path, and swapped as one.
import type { StoredRelease } from '../../core/types';
import { OverlaidStore } from '../store/overlaidStore';
import { ReleaseStore } from '../store/releaseStore';
import { preparedStore, type StorePreparation } from './preparedStore';
import type { ReleaseService } from './releaseService';
import { servedReleases } from './servedReleases';

/** What adding releases did: the ids that were new and the ids whose release was replaced. */
export interface Upserted {
  created: number[];
  replaced: number[];
}

/**
 * Releases changed since the last whole build past which a new whole build starts: a change
 * rebuilds the overlay (a store of about this many releases) and every query merges it, so it
 * stays small; a whole build costs the whole dataset's build once.
 */
export const MAX_OVERLAY_CHANGES = 500;

/** One admin change, as a whole build under way keeps it to lay over its store once built. */
type Change = { upsert: readonly StoredRelease[] } | { remove: number };

/** A whole build under way: it ends with its store served and the changes made meanwhile (`since`) laid over it. */
interface WholeBuild {
  done: Promise<void>;
  since: Change[];
  stop: AbortController;
}

/**
 * The data the service serves, changed while it runs (the admin routes, a watched fixtures file).
 *
 * A change does not rebuild the whole store: it lays the changed releases over the last whole build
 * (`OverlaidStore`), served at once. A new whole build is made off the request path
 * (`preparedStore`: in slices between requests, its index and orderings prepared before it is
 * served), and swapped in when ready:
 * - once `maxOverlayChanges` releases have changed: the overlay is served meanwhile, changes go on,
 *   and those made during the build are laid over the new store;
 * - at once for a change the overlay cannot serve (one that changes a report's text, which every
 *   release sharing the report is found by): that change answers when its whole build is served,
 *   and until then requests see the data before it.
 *
 * Changes are made one at a time, in the order they come: a change waits for the one before it.
 * Each view is swapped in at once (`ReleaseService.swap`): a request sees the data before a change
 * or after it, never a store still being prepared.
 */
export class LiveReleases {
  /** The data `reset` restores: the start-up data, or the fixtures file's last valid version. */
  private restored: ReleaseStore;
  /** The last whole build, and the changes since: releases added or replaced, ids of the build's releases no longer served. */
  private built: ReleaseStore;
  private readonly changed = new Map<number, StoredRelease>();
  private readonly hidden = new Set<number>();
  /** A change since `built` that the overlay cannot serve (a report's text): only a whole build serves the changes. */
  private disputed = false;
  /** The changes in turn: each starts once the one before has ended. */
  private turn: Promise<unknown> = Promise.resolve();
  private wholeBuild: WholeBuild | undefined;
  /** The preparations under way (a whole build, a load), each stopped by its controller; `stop` stops them all. */
  private readonly preparing = new Set<AbortController>();
  /** Set by `stop`: no store is prepared from then on. */
  private stopped = false;

  /** Told of each whole build served after a change: its releases, and how long it was prepared for (the server logs it). */
  onWholeBuild?: (size: number, preparedMs: number) => void;

  constructor(
    private readonly service: ReleaseService,
    private readonly maxOverlayChanges = MAX_OVERLAY_CHANGES,
    private readonly preparation: StorePreparation = {},
  ) {
    if (!(service.store instanceof ReleaseStore)) throw new Error('LiveReleases starts from a whole store');
    this.restored = service.store;
    this.built = this.restored;
  }

  /** Serves these releases instead of all others, once prepared, and makes them the data `reset` restores. */
  load(releases: readonly StoredRelease[]): Promise<void> {
    return this.inTurn(async () => {
      this.dropWholeBuild();
      this.restored = await this.prepared(releases, releases.length, new AbortController());
      this.restore();
    });
  }

  /** Adds releases, replacing those with the same id. */
  upsert(releases: readonly StoredRelease[]): Promise<Upserted> {
    return this.inTurn(async () => {
      const result: Upserted = { created: [], replaced: [] };
      const batch = new Set<number>();
      for (const { id } of releases) {
        (this.service.store.findById(id) || batch.has(id) ? result.replaced : result.created).push(id);
        batch.add(id);
      }
      await this.change({ upsert: releases });
      return result;
    });
  }

  /** Removes the release with this id; false when there is none. */
  remove(id: number): Promise<boolean> {
    return this.inTurn(async () => {
      if (!this.service.store.findById(id)) return false;
      await this.change({ remove: id });
      return true;
    });
  }

  /** Serves the data `load` or start-up made, without the changes since; a whole build under way is dropped. */
  reset(): Promise<void> {
    return this.inTurn(() => {
      this.dropWholeBuild();
      this.restore();
    });
  }

  /** Resolves once every change so far has ended and no whole build is under way. */
  async settled(): Promise<void> {
    await this.turn;
    while (this.wholeBuild) await this.wholeBuild.done.catch(() => undefined);
  }

  /** Stops the whole build under way and makes no other (the server is closing): a change that waits for one rejects with an AbortError. */
  stop(): void {
    this.stopped = true;
    for (const preparation of this.preparing) preparation.abort();
  }

  private inTurn<T>(work: () => T | Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private restore(): void {
    this.built = this.restored;
    this.changed.clear();
    this.hidden.clear();
    this.disputed = false;
    this.service.swap(this.built);
  }

  /** Makes a change: served at once over the last whole build, or, when the overlay cannot serve it, once a whole build is. */
  private async change(change: Change): Promise<void> {
    const before = { changed: new Map(this.changed), hidden: new Set(this.hidden), disputed: this.disputed };
    this.lay(change);
    this.wholeBuild?.since.push(change);
    if (!this.disputed) return this.publish();
    // A whole build under way lacks this change: one that has every change so far replaces it.
    this.dropWholeBuild();
    try {
      await this.startWholeBuild().done;
    } catch (error) {
      // Never served, the change is not made: the next change starts from the data served.
      this.restoreChanges(before);
      throw error;
    }
  }

  private restoreChanges({ changed, hidden, disputed }: { changed: Map<number, StoredRelease>; hidden: Set<number>; disputed: boolean }): void {
    this.changed.clear();
    for (const [id, release] of changed) this.changed.set(id, release);
    this.hidden.clear();
    for (const id of hidden) this.hidden.add(id);
    this.disputed = disputed;
  }

  /** Lays a change over the last whole build, noting whether the overlay can still serve what is laid over it. */
  private lay(change: Change): void {
    const built = this.built;
    const disputes = (release: StoredRelease | undefined) => release !== undefined && !built.agreesOnReports(release);
    if ('upsert' in change) {
      for (const release of change.upsert) {
        this.changed.set(release.id, release);
        const replaced = built.findById(release.id);
        if (replaced) this.hidden.add(release.id);
        this.disputed ||= disputes(release) || disputes(replaced);
      }
    } else {
      this.changed.delete(change.remove);
      const removed = built.findById(change.remove);
      if (removed) this.hidden.add(change.remove);
      this.disputed ||= disputes(removed);
    }
  }

  /** Serves the last whole build with the changes laid over it; starts a whole build once they are many. */
  private publish(): void {
    const changes = this.changed.size + this.hidden.size;
    this.service.swap(changes === 0 ? this.built : new OverlaidStore(this.built, new ReleaseStore([...this.changed.values()]), new Set(this.hidden)));
    if (changes > this.maxOverlayChanges && !this.wholeBuild) void this.startWholeBuild().done.catch(() => undefined);
  }

  /** A whole build of what is served with every change so far, served once prepared, with the changes made meanwhile laid over it. */
  private startWholeBuild(): WholeBuild {
    const stop = new AbortController();
    const since: Change[] = [];
    const listing = servedReleases(this.built.releases, new Set(this.hidden), [...this.changed.values()]);
    const size = this.built.size - this.hidden.size + this.changed.size;
    const started = performance.now();
    const build: WholeBuild = {
      since,
      stop,
      done: this.prepared(listing, size, stop).then(
        (store) => {
          // Dropped meanwhile (`reset`, `load`): its store is not served.
          if (this.wholeBuild !== build) return;
          this.wholeBuild = undefined;
          this.built = store;
          this.changed.clear();
          this.hidden.clear();
          this.disputed = false;
          for (const change of since) this.lay(change);
          // Laid over the new store, changes made meanwhile may dispute it where they did not dispute the old one (two
          // texts for a report the old one lacks): the old overlay still serves them, until a whole build with them does.
          if (this.disputed) void this.startWholeBuild().done.catch(() => undefined);
          else this.publish();
          this.onWholeBuild?.(store.size, performance.now() - started);
        },
        (error: unknown) => {
          if (this.wholeBuild === build) this.wholeBuild = undefined;
          throw error;
        },
      ),
    };
    this.wholeBuild = build;
    return build;
  }

  /** Drops the whole build under way: its store will not be served. */
  private dropWholeBuild(): void {
    this.wholeBuild?.stop.abort();
    this.wholeBuild = undefined;
  }

  private async prepared(
    listing: readonly StoredRelease[] | Generator<void, readonly StoredRelease[]>,
    size: number,
    stop: AbortController,
  ): Promise<ReleaseStore> {
    if (this.stopped) stop.abort();
    this.preparing.add(stop);
    try {
      return await preparedStore(listing, size, this.preparation, stop.signal);
    } finally {
      this.preparing.delete(stop);
    }
  }
}
