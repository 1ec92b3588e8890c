// A search's hits narrowed to those a further term matches, its lists marked in bits, with no pass over the whole dataset.
import { mark, type ScoredLists } from './countedHits';
import { hitArrays, SearchHits } from './searchHits';

/** Clears the ints that hold a list's positions: the marks are then all 0 again when only lists' positions were set. */
function unmark(marks: Int32Array, list: ArrayLike<number>): void {
  for (let i = 0; i < list.length; i++) marks[list[i] >>> 5] = 0;
}

/**
 * `termScores`'s scores, grown to the most hits met: a search runs from start to end without
 * yielding, and `keptHits` reads them before the next call (one buffer less per term of an `and`).
 */
let addedScratch = new Uint8Array(0);

/**
 * Gives each hit the score of the first group that holds it (0 where none does), the groups
 * highest score first. A group's lists are marked in `marks` and cleared after (its own marks, if
 * made once, are read as they are).
 */
function termScores(positions: Int32Array, groups: readonly ScoredLists[], marks: Int32Array): Uint8Array {
  if (addedScratch.length < positions.length) addedScratch = new Uint8Array(positions.length);
  const scores = addedScratch.fill(0, 0, positions.length);
  for (const { score, lists, marked } of groups) {
    const bits = marked ?? marks;
    if (!marked) for (const list of lists) mark(marks, list);
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i];
      if (scores[i] === 0 && (bits[p >>> 5] >>> (p & 31)) & 1) scores[i] = score;
    }
    if (!marked) for (const list of lists) unmark(marks, list);
  }
  return scores;
}

/**
 * The hits that a term also matches, each with the term's score added: a term is its scored
 * lists, highest score first, and gives a position the first score whose lists hold it (as
 * `countedHits` counts it). `marks` is bits of the universe, 32 to an int, all 0, and left so.
 * Linear in the hits and the term's postings, with no pass over the universe: an `and` of two
 * rare words costs several times more tested hit by hit, with a binary search per list and a look
 * at each hit's reports.
 */
export function keptHits(hits: SearchHits, groups: readonly ScoredLists[], marks: Int32Array): SearchHits {
  const added = termScores(hits.positions, groups, marks);
  const { positions, scores } = hitArrays(hits.size);
  let n = 0;
  for (let i = 0; i < hits.size; i++) {
    if (added[i] === 0) continue;
    positions[n] = hits.positions[i];
    scores[n++] = hits.scores[i] + added[i];
  }
  return new SearchHits(positions.subarray(0, n), scores.subarray(0, n));
}
