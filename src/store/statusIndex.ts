import type { Moment } from '../domain/clock';
import { STATUS_CONDITIONS } from '../domain/status';
import type { StatusCode, StoredRelease } from '../domain/types';
import type { Filter } from './filter';
import { lowerBound, upperBound } from './sortedIndex';

/** Positions in ascending order, and a membership array for testing one in constant time. */
interface PositionSet {
  positions: Int32Array;
  members: Uint8Array;
}

function positionSet(releases: readonly StoredRelease[], test: (release: StoredRelease) => boolean): PositionSet {
  const members = new Uint8Array(releases.length);
  let count = 0;
  releases.forEach((release, i) => {
    if (test(release)) {
      members[i] = 1;
      count++;
    }
  });
  const positions = new Int32Array(count);
  for (let i = 0, k = 0; i < members.length; i++) if (members[i]) positions[k++] = i;
  return { positions, members };
}

const listed = ({ positions, members }: PositionSet): Filter => ({
  estimate: positions.length,
  candidates: () => positions,
  accepts: (p) => members[p] === 1,
  exact: true,
  idOrdered: true,
});

/**
 * The releases meeting each condition of spec §3, indexed. `draft` and `announced` do not depend
 * on the clock; `scheduled` is a suffix of the live releases sorted by target date; `published`
 * changes only when "today" changes or "now" passes a target date, so its set is cached for the
 * current day and number of past targets.
 */
export class StatusIndex {
  private readonly draft: PositionSet;
  private readonly announced: PositionSet;
  /** Positions of live releases with a target date, sorted by it. */
  private readonly liveByTarget: Int32Array;
  /** Every target date (live or not) as epoch ms, ascending. */
  private readonly targets: Float64Array;
  private published: { today: string; pastTargets: number; set: PositionSet } | null = null;

  constructor(private readonly releases: readonly StoredRelease[]) {
    this.draft = positionSet(releases, (r) => !r.live);
    this.announced = positionSet(releases, (r) => r.live && r.targetMs === null);
    this.liveByTarget = positionSet(releases, (r) => r.live && r.targetMs !== null).positions.sort(
      (a, b) => releases[a].targetMs! - releases[b].targetMs! || a - b,
    );
    this.targets = Float64Array.from(releases.flatMap((r) => (r.targetMs === null ? [] : [r.targetMs]))).sort();
  }

  filter(status: StatusCode, moment: Moment): Filter {
    switch (status) {
      case 'draft':
        return listed(this.draft);
      case 'announced':
        return listed(this.announced);
      case 'scheduled': {
        const targetAt = (i: number) => this.releases[this.liveByTarget[i]].targetMs!;
        const positions = this.liveByTarget.subarray(upperBound(this.liveByTarget.length, targetAt, moment.nowMs));
        const condition = STATUS_CONDITIONS.scheduled;
        return { estimate: positions.length, candidates: () => positions, accepts: (p) => condition(this.releases[p], moment), exact: true, idOrdered: false };
      }
      case 'published':
        return listed(this.publishedSet(moment));
    }
  }

  private publishedSet(moment: Moment): PositionSet {
    const pastTargets = lowerBound(this.targets.length, (i) => this.targets[i], moment.nowMs);
    if (this.published?.today !== moment.today || this.published.pastTargets !== pastTargets) {
      const set = positionSet(this.releases, (r) => STATUS_CONDITIONS.published(r, moment));
      this.published = { today: moment.today, pastTargets, set };
    }
    return this.published.set;
  }
}
