// Counting a search's hits over the whole dataset in bit slices, term by term, for terms whose lists cover much of it.
import { SearchHits, type Hits } from './searchHits';
import { bitCount, SlicedCounters } from './slicedCounters';
import { SlicedHits } from './slicedHits';

/** Lists of positions where a term scores `score` (at least 1: a hit is a position with a score). */
export interface ScoredLists {
  score: number;
  lists: readonly ArrayLike<number>[];
  /** The lists' positions already marked, 32 to a word (`markedLists`): read instead of the lists. */
  marked?: Int32Array;
}

/**
 * The working arrays of `countedHits` for one universe, made once and reused by every search: a
 * search runs from start to end without yielding the event loop, which is single-threaded, so
 * two searches never use them at once. Made per search, they would be a megabyte of garbage
 * every time at 1M releases.
 */
export class CountingScratch {
  /** One group's positions. */
  readonly marks: Int32Array;
  /** The positions an earlier group of the same term already scored. */
  readonly taken: Int32Array;
  /** How many terms each position matched. */
  readonly matched: SlicedCounters;

  constructor(
    universe: number,
    readonly maxTerms: number,
  ) {
    const words = (universe + 31) >>> 5;
    this.marks = new Int32Array(words);
    this.taken = new Int32Array(words);
    this.matched = new SlicedCounters(words, maxTerms);
  }
}

/** Sets the bits of a list's positions. */
export function mark(marks: Int32Array, list: ArrayLike<number>): void {
  for (let i = 0; i < list.length; i++) marks[list[i] >>> 5] |= 1 << (list[i] & 31);
}

/** The positions of `lists` below `universe` as bits, 32 to a word: what `countedHits` marks for them, made once (into `marked`, all zero, if given). */
export function markedLists(lists: readonly ArrayLike<number>[], universe: number, marked: Int32Array = new Int32Array((universe + 31) >>> 5)): Int32Array {
  for (const list of lists) mark(marked, list);
  return marked;
}

/**
 * Adds `score` for the marked positions the term has not scored yet, counts the term there, and
 * clears the marks unless they are kept (`markedLists`'s, made once and read by every search).
 */
function addMarked(marks: Int32Array, taken: Int32Array, score: number, scores: SlicedCounters, matched: SlicedCounters, kept: boolean): void {
  for (let w = 0; w < marks.length; w++) {
    const fresh = marks[w] & ~taken[w];
    if (!kept) marks[w] = 0;
    if (fresh === 0) continue;
    taken[w] |= fresh;
    scores.add(w, fresh, score);
    matched.add(w, fresh, 1);
  }
}

/**
 * Sets to 0 the scores of the positions not kept (matched by fewer than `every` terms, when
 * given), so that the hits are the positions with a score; returns how many there are.
 */
function keepMatched(scores: SlicedCounters, matched: SlicedCounters, every: number | null): number {
  let count = 0;
  for (let w = 0; w < scores.words; w++) {
    const kept = every === null ? matched.nonZero(w) : matched.equalTo(w, every);
    scores.keepOnly(w, kept);
    count += bitCount(kept);
  }
  return count;
}

/**
 * The positions matched by one of the terms (`every` false) or by all of them, each with the
 * scores of its terms added up. A term is its scored lists, highest score first; a position takes
 * the first score its term gives it. Each list is read once into a bitmap of the universe, and
 * the bitmaps are added up 32 positions at a time: linear in the postings, whatever the number of
 * lists, and fast for terms that find much of the dataset. The hits stay in the bit slices they
 * were counted in (`SlicedHits`). Each loop is a function of its own, so that it is optimized
 * for itself (see `rankedByScore`).
 */
export function countedHits(
  terms: readonly (readonly ScoredLists[])[],
  universe: number,
  every: boolean,
  scratch = new CountingScratch(universe, terms.length),
): Hits {
  if (terms.length === 0) return SearchHits.NONE;
  if (terms.length > scratch.maxTerms) throw new Error(`countedHits: ${terms.length} terms, scratch for ${scratch.maxTerms}`);
  const { marks, taken, matched } = scratch;
  const highest = Math.max(0, ...terms.flatMap((groups) => groups.map((g) => g.score)));
  const scores = new SlicedCounters(marks.length, highest * terms.length);
  matched.clear();
  for (const groups of terms) {
    taken.fill(0);
    for (const { score, lists, marked } of groups) {
      if (marked) {
        addMarked(marked, taken, score, scores, matched, true);
        continue;
      }
      for (const list of lists) mark(marks, list);
      addMarked(marks, taken, score, scores, matched, false);
    }
  }
  return new SlicedHits(scores, keepMatched(scores, matched, every ? terms.length : null));
}
