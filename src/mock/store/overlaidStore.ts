// A store with admin changes laid over a built one, answering as a store built from them would.
import { comparatorFor, parseOrdering, type Compare } from '../domain/ordering';
import type { Moment } from '../domain/clock';
import type { StoredRelease } from '../../core/types';
import { checkPaging, type ListQuery, type ListResult, type ReleaseStore, type ReleaseView, type ScoredMatches } from './releaseStore';

const EMPTY: ReadonlySet<number> = new Set();

/** A release and its search score. */
type Scored = [StoredRelease, number];

/** Search results without `ordering`: higher score first, then ascending id, as `SearchHits.ranked`. */
const byRelevance = (a: Scored, b: Scored) => b[1] - a[1] || a[0].id - b[0].id;

/** The order a query's results stand in, over (release, search score) pairs. */
function orderOf(q: ListQuery): (a: Scored, b: Scored) => number {
  if (q.ordering !== undefined) {
    const compare: Compare = comparatorFor(parseOrdering(q.ordering));
    return (a, b) => compare(a[0], b[0]);
  }
  return q.search !== undefined ? byRelevance : (a, b) => a[0].id - b[0].id;
}

/** Places `[offset, end)` of two lists each in `order`, merged in one pass (a deep page merges long lists). */
function mergedPage(a: Scored[], b: Scored[], order: (x: Scored, y: Scored) => number, offset: number, end: number): StoredRelease[] {
  const page: StoredRelease[] = [];
  for (let i = 0, j = 0, n = 0; n < end && (i < a.length || j < b.length); n++) {
    const next = j >= b.length || (i < a.length && order(a[i], b[j]) < 0) ? a[i++] : b[j++];
    if (n >= offset) page.push(next[0]);
  }
  return page;
}

const pairs = (m: ScoredMatches): Scored[] => m.releases.map((r, i) => [r, m.scores[i]]);

/**
 * A built store with admin changes laid over it, so that a change costs a small store's build, not
 * the whole dataset's: the releases added or replaced stand in `overlay` (queried by the same
 * code), and the base's releases with `hidden` ids (removed or replaced) are left out of its
 * answers. A query merges the two sides' matches in the query's order, then pages: the same answer
 * as a store built from all the releases at once.
 */
export class OverlaidStore implements ReleaseView {
  constructor(
    readonly base: ReleaseStore,
    readonly overlay: ReleaseStore,
    /** Ids of the base's releases that are no longer served from it; each one is in the base. */
    readonly hidden: ReadonlySet<number>,
  ) {}

  get size(): number {
    return this.base.size - this.hidden.size + this.overlay.size;
  }

  statusEpoch(moment: Moment): string {
    return `${this.base.statusEpoch(moment)}+${this.overlay.statusEpoch(moment)}`;
  }

  findById(id: number): StoredRelease | undefined {
    return this.overlay.findById(id) ?? (this.hidden.has(id) ? undefined : this.base.findById(id));
  }

  query(q: ListQuery, moment: Moment): ListResult {
    checkPaging(q.limit, q.offset);
    const end = q.offset + q.limit;
    const fromBase = this.base.matchesUpTo(q, moment, end, this.hidden);
    const fromOverlay = this.overlay.matchesUpTo(q, moment, end, EMPTY);
    return { total: fromBase.total + fromOverlay.total, releases: mergedPage(pairs(fromBase), pairs(fromOverlay), orderOf(q), q.offset, end) };
  }
}
