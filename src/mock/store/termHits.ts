// The hits of one search term from its lists, marked in bits or copied when there is one list.
import { mark, type CountingScratch } from './countedHits';
import { hitArrays, SearchHits } from './searchHits';

/** Marks the lists' positions in `bits`, widening `span` to the lowest and highest ints marked and counting the postings. */
function markSpan(bits: Int32Array, lists: readonly ArrayLike<number>[], span: { low: number; high: number; postings: number }): void {
  for (const list of lists) {
    if (list.length === 0) continue;
    mark(bits, list);
    span.low = Math.min(span.low, list[0] >>> 5);
    span.high = Math.max(span.high, list[list.length - 1] >>> 5);
    span.postings += list.length;
  }
}

/**
 * The hits of one list (ascending, each position once), all scoring `score`: copied, not marked and
 * read back. A word found in titles alone (`report`, `dividend`, most names) is one list, and
 * marking its positions and reading them back costs several times copying them.
 */
function listedHits(list: ArrayLike<number>, score: number): SearchHits {
  const { positions, scores } = hitArrays(list.length);
  for (let i = 0; i < list.length; i++) positions[i] = list[i];
  scores.fill(score);
  return new SearchHits(positions, scores);
}

/**
 * One term's hits, ascending: the positions of its own text's lists, scoring `ownScore`, and of its
 * reports' carriers that those do not hold, scoring `reportScore`. Both kinds are marked in the
 * scratch's bits and read back in one pass over the ints between the lowest and highest marked,
 * which it leaves 0: linear in the postings and their span (one list is copied instead), with no
 * sort of each kind's union and no merge of the two with an array per step, which would be most of a rare word's search.
 */
export function termHits(
  own: readonly ArrayLike<number>[],
  reports: readonly ArrayLike<number>[],
  ownScore: number,
  reportScore: number,
  { marks, taken }: CountingScratch,
): SearchHits {
  if (own.length + reports.length === 1) return listedHits(own.length ? own[0] : reports[0], own.length ? ownScore : reportScore);
  // `taken` is left as `countedHits` last used it; `marks` is always left 0.
  taken.fill(0);
  const span = { low: marks.length, high: -1, postings: 0 };
  markSpan(taken, own, span);
  markSpan(marks, reports, span);
  const { positions, scores } = hitArrays(span.postings);
  let n = 0;
  for (let w = span.low; w <= span.high; w++) {
    const owned = taken[w];
    const any = owned | marks[w];
    if (any === 0) continue;
    taken[w] = 0;
    marks[w] = 0;
    for (let bits = any; bits !== 0; bits &= bits - 1) {
      const b = 31 - Math.clz32(bits & -bits);
      positions[n] = (w << 5) + b;
      scores[n++] = (owned >>> b) & 1 ? ownScore : reportScore;
    }
  }
  return new SearchHits(positions.subarray(0, n), scores.subarray(0, n));
}
