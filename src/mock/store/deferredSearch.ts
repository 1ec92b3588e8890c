import type { StoredRelease } from '../../core/types';
import { SearchIndex } from './searchIndex';

/** How long one slice of `DeferredSearch.buildInSlices` may hold the event loop, by default. */
export const DEFAULT_SLICE_MS = 8;

/**
 * A search index that is not needed for a first answer: built on demand, or between requests in
 * slices. At 1M releases building it took a third of start-up (~7 s), and a listing without
 * `search` never reads it. A search that comes before it is ready finishes the build at once, so
 * every answer is the one the built index gives; only that request (and those queued behind it)
 * waits, for at most the rest of the build.
 */
export class DeferredSearch {
  private readonly steps: Generator<void, SearchIndex>;
  private index: SearchIndex | undefined;
  private failure: { error: unknown } | undefined;

  constructor(releases: readonly StoredRelease[], markCommonFrom?: number) {
    this.steps = SearchIndex.building(releases, markCommonFrom);
  }

  get ready(): boolean {
    return this.index !== undefined;
  }

  /** The index, its build finished now if it is not done. */
  get(): SearchIndex {
    while (!this.index) this.step();
    return this.index;
  }

  /**
   * Builds the rest in slices of about `sliceMs` of the event loop each, one per turn of it
   * (`setImmediate`), so requests are answered between slices. Resolves `true` once the index is
   * ready, `false` if `signal` stopped the slicing first (a later search then finishes the build);
   * rejects if the build throws.
   */
  buildInSlices(sliceMs = DEFAULT_SLICE_MS, signal?: AbortSignal): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const slice = () => {
        const until = performance.now() + sliceMs;
        try {
          while (!this.index && !signal?.aborted && performance.now() < until) this.step();
        } catch (error) {
          reject(error);
          return;
        }
        if (this.index || signal?.aborted) resolve(this.index !== undefined);
        else setImmediate(slice);
      };
      setImmediate(slice);
    });
  }

  /** A build that threw (a bug) throws again for every later caller, rather than leave them waiting. */
  private step(): void {
    if (this.failure) throw this.failure.error;
    try {
      const next = this.steps.next();
      if (next.done) this.index = next.value;
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }
}
