// A search index built on demand or between requests in slices, answering once its texts are indexed.
import type { StoredRelease } from '../../core/types';
import { SearchIndex } from './searchIndex';
import type { SearchParts } from './searchParts';
import { inSlices } from './inSlices';

/** How long one slice of `DeferredSearch.buildInSlices` may hold the event loop, by default. */
export const DEFAULT_SLICE_MS = 8;

/**
 * A search index that is not needed for a first answer: built on demand, or between requests in
 * slices. At 1M releases building it is a large part of start-up, and a listing without
 * `search` never reads it. It answers as soon as its texts are indexed (`ready`); marking common
 * terms and warming up follow in later steps. A caller that can wait awaits `whenReady` (the
 * slices go on, other requests are answered between them); `get` finishes the build at once when
 * no slicing is under way, so every answer is the one the built index gives.
 */
export class DeferredSearch {
  private steps: Generator<SearchIndex | void, SearchIndex>;
  /** The index once it answers (`SearchIndex.building` yields it), before its last steps. */
  private index: SearchIndex | undefined;
  private finished = false;
  private failure: { error: unknown } | undefined;
  /** The slicing under way, if any: one at a time. */
  private slicing: Promise<boolean> | undefined;
  /** `whenReady`'s callers, told when the index answers. */
  private readyListeners: (() => void)[] = [];

  constructor(
    private readonly releases: readonly StoredRelease[],
    private readonly markCommonFrom?: number,
  ) {
    this.steps = SearchIndex.building(releases, markCommonFrom);
  }

  /** Whether the index answers searches (its common terms may still be being marked). */
  get ready(): boolean {
    return this.index !== undefined;
  }

  /**
   * Builds the rest from parts built elsewhere (`SearchIndex.assembling`) instead of indexing the
   * texts here; does nothing once the index answers or its build failed.
   */
  adopt(parts: SearchParts): void {
    if (this.index || this.failure) return;
    this.steps = SearchIndex.assembling(this.releases, parts, this.markCommonFrom);
  }

  /** Takes every step of the build now: the index answers, its common terms marked and its code warm. */
  finishNow(): void {
    while (!this.finished) this.step();
  }

  /** Takes the build's steps now until the index answers (after `adopt`, a short wait even at 1M releases). */
  readyNow(): void {
    while (!this.index) this.step();
  }

  /**
   * The index, as soon as it answers: its build taken now up to there if it does not yet. With no
   * slicing under way the whole build is finished then (no one else would); once the index
   * answers, its last steps are left to the slices (they change no answer).
   */
  get(): SearchIndex {
    if (!this.index && this.slicing) this.readyNow();
    else if (!this.index) this.finishNow();
    return this.index!;
  }

  /**
   * Resolves once the index answers, building it in slices (default length) if none are under way;
   * rejects if the build fails. Stopped by `signal` first, it resolves with the index not ready.
   */
  whenReady(signal?: AbortSignal): Promise<void> {
    if (this.index) return Promise.resolve();
    const slicing = this.buildInSlices(DEFAULT_SLICE_MS, signal);
    return new Promise<void>((resolve, reject) => {
      this.readyListeners.push(resolve);
      slicing.then(() => resolve(), reject);
    });
  }

  /**
   * Builds the rest in slices of about `sliceMs` of the event loop each, one per turn of it
   * (`inSlices`), so requests are answered between slices. Resolves `true` once the build is
   * finished, `false` if `signal` stopped the slicing first (a later search then finishes the
   * build); rejects if the build throws. While a slicing is under way, another call gets its promise.
   */
  buildInSlices(sliceMs = DEFAULT_SLICE_MS, signal?: AbortSignal): Promise<boolean> {
    this.slicing ??= this.sliced(sliceMs, signal).finally(() => (this.slicing = undefined));
    return this.slicing;
  }

  private sliced(sliceMs: number, signal?: AbortSignal): Promise<boolean> {
    return inSlices(
      () => {
        if (!this.finished) this.step();
        return this.finished;
      },
      sliceMs,
      signal,
    );
  }

  /** A build that threw (a bug) throws again for every later caller, rather than leave them waiting. */
  private step(): void {
    if (this.failure) throw this.failure.error;
    if (this.finished) return;
    try {
      const next = this.steps.next();
      if (next.value instanceof SearchIndex && !this.index) {
        this.index = next.value;
        for (const listener of this.readyListeners.splice(0)) listener();
      }
      this.finished = next.done === true;
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }
}
