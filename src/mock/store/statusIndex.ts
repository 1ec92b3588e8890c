// The positions of each status at the clock's moment, with counts along the expected_date order.
import type { Moment } from '../domain/clock';
import { STATUS_CONDITIONS } from '../domain/status';
import type { StatusCode, StoredRelease } from '../../core/types';
import type { Filter } from './filter';
import { lowerBound, partitionPoint } from './sortedIndex';
import { inChunks, runToEnd, sortInSteps } from './sortInSteps';

/**
 * Positions in ascending order, a membership array for testing one in constant time, and (built on
 * first use) running counts along the expected_date order, so the members within a date range are
 * counted by one subtraction.
 */
class PositionSet {
  private countsAlongDates: Int32Array | null = null;

  private constructor(
    readonly positions: Int32Array,
    readonly members: Uint8Array,
  ) {}

  /** The releases that pass `test`, read in steps (`inChunks`). */
  static *building(releases: readonly StoredRelease[], test: (release: StoredRelease) => boolean): Generator<void, PositionSet> {
    const members = new Uint8Array(releases.length);
    let count = 0;
    yield* inChunks(releases.length, (from, to) => {
      for (let i = from; i < to; i++) {
        if (test(releases[i])) {
          members[i] = 1;
          count++;
        }
      }
    });
    const positions = new Int32Array(count);
    for (let i = 0, k = 0; i < members.length; i++) if (members[i]) positions[k++] = i;
    return new PositionSet(positions, members);
  }

  /** Members among `dateOrder[start..end)`. */
  countWithin(dateOrder: Int32Array, start: number, end: number): number {
    const counts = (this.countsAlongDates ??= runToEnd(this.countingAlongDates(dateOrder)));
    return counts[end] - counts[start];
  }

  /** Makes the running counts along the dates in steps, unless made already. */
  *preparingCounts(dateOrder: Int32Array): Generator<void, void> {
    this.countsAlongDates ??= yield* this.countingAlongDates(dateOrder);
  }

  private *countingAlongDates(dateOrder: Int32Array): Generator<void, Int32Array> {
    const counts = new Int32Array(dateOrder.length + 1);
    const { members } = this;
    yield* inChunks(dateOrder.length, (from, to) => {
      for (let i = from; i < to; i++) counts[i + 1] = counts[i] + members[dateOrder[i]];
    });
    return counts;
  }

  filter(dateOrder: Int32Array): Filter {
    return {
      estimate: this.positions.length,
      candidates: () => this.positions,
      accepts: (p) => this.members[p] === 1,
      idOrdered: true,
      keepAccepted: (candidates, from, to, into) => {
        const { members } = this;
        let count = 0;
        for (let i = from; i < to; i++) {
          const p = candidates[i];
          if (members[p] === 1) into[count++] = p;
        }
        return count;
      },
      countInDateOrder: (start, end) => this.countWithin(dateOrder, start, end),
    };
  }
}

/**
 * Every target date as epoch ms, ascending, in steps. One pass over the releases, into room for
 * all of them: reading a million releases misses the cache on each, so a second pass to count first
 * would cost as much again.
 */
function* targetsOf(releases: readonly StoredRelease[]): Generator<void, Float64Array> {
  const all = new Float64Array(releases.length);
  let count = 0;
  yield* inChunks(releases.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const ms = releases[i].targetMs;
      if (ms !== null) all[count++] = ms;
    }
  });
  return yield* sortInSteps(all.subarray(0, count));
}

/** What a status index is made of before it answers: the sets that do not read the clock, and the target dates. */
interface StatusParts {
  draft: PositionSet;
  announced: PositionSet;
  targets: Float64Array;
}

function* statusParts(releases: readonly StoredRelease[]): Generator<void, StatusParts> {
  // These two conditions do not read the clock.
  const draft = yield* PositionSet.building(releases, STATUS_CONDITIONS.draft as (r: StoredRelease) => boolean);
  const announced = yield* PositionSet.building(releases, STATUS_CONDITIONS.announced as (r: StoredRelease) => boolean);
  return { draft, announced, targets: yield* targetsOf(releases) };
}

/**
 * The releases meeting each condition of spec §3, indexed. `draft` and `announced` do not depend on
 * the clock; `scheduled` and `published` change only when "today" changes or "now" reaches or passes
 * a target date, so their sets are cached for the current epoch.
 */
export class StatusIndex {
  private readonly draft: PositionSet;
  private readonly announced: PositionSet;
  /** Every target date (live or not) as epoch ms, ascending. */
  private readonly targets: Float64Array;
  private timed: { epoch: string; scheduled: PositionSet; published: PositionSet } | null = null;
  /** `epoch`'s last answer and the moment it was for. */
  private lastEpoch: { nowMs: number; today: string; epoch: string } | null = null;

  /**
   * `dateOrder`: positions in ascending expected_date order, along which date ranges are counted;
   * `parts`: what `building` made of the same releases in steps, if it did.
   */
  constructor(
    private readonly releases: readonly StoredRelease[],
    private readonly dateOrder: Int32Array,
    parts: StatusParts = runToEnd(statusParts(releases)),
  ) {
    ({ draft: this.draft, announced: this.announced, targets: this.targets } = parts);
  }

  /** The same index built in steps, so that a caller can build it between requests. */
  static *building(releases: readonly StoredRelease[], dateOrder: Int32Array): Generator<void, StatusIndex> {
    return new StatusIndex(releases, dateOrder, yield* statusParts(releases));
  }

  filter(status: StatusCode, moment: Moment): Filter {
    const set = status === 'draft' ? this.draft : status === 'announced' ? this.announced : this.timedSets(moment)[status];
    return set.filter(this.dateOrder);
  }

  /**
   * Names the moment's place among the target dates. Only "today" and the side of "now" each target
   * stands on (before, at, after) decide a status, so every release shows the same status, and every
   * status set is the same, at all moments of one epoch.
   */
  epoch(moment: Moment): string {
    // Every listing asks (its items' bytes are kept per epoch): the last moment's is kept, which a
    // fixed clock, or requests in the same millisecond, ask again (sparing two binary searches).
    if (this.lastEpoch?.nowMs === moment.nowMs && this.lastEpoch.today === moment.today) return this.lastEpoch.epoch;
    const before = lowerBound(this.targets.length, (i) => this.targets[i], moment.nowMs);
    const atOrBefore = partitionPoint(this.targets.length, (i) => this.targets[i] > moment.nowMs);
    const epoch = `${moment.today}|${before}|${atOrBefore}`;
    this.lastEpoch = { nowMs: moment.nowMs, today: moment.today, epoch };
    return epoch;
  }

  /** The clock's sets of `moment`'s epoch: the ones kept, or made now (every listing by status asks, so the kept ones cost no generator). */
  private timedSets(moment: Moment): { scheduled: PositionSet; published: PositionSet } {
    const epoch = this.epoch(moment);
    return this.timed?.epoch === epoch ? this.timed : runToEnd(this.makingTimedSets(moment, epoch));
  }

  /** The clock's sets of `epoch` (`moment`'s), made in steps and kept. */
  private *makingTimedSets(moment: Moment, epoch: string): Generator<void, { scheduled: PositionSet; published: PositionSet }> {
    const scheduled = yield* PositionSet.building(this.releases, (r) => STATUS_CONDITIONS.scheduled(r, moment));
    const published = yield* PositionSet.building(this.releases, (r) => STATUS_CONDITIONS.published(r, moment));
    this.timed = { epoch, scheduled, published };
    return this.timed;
  }

  /** Makes in steps what the first filter by each status at `moment` would make: the sets of its epoch, and every set's counts along the dates. */
  *preparing(moment: Moment): Generator<void, void> {
    const epoch = this.epoch(moment);
    const { scheduled, published } = this.timed?.epoch === epoch ? this.timed : yield* this.makingTimedSets(moment, epoch);
    for (const set of [this.draft, this.announced, scheduled, published]) yield* set.preparingCounts(this.dateOrder);
  }
}
