import { SearchHits } from './searchHits';

/** Lists of positions where a term scores `score`. */
export interface ScoredLists {
  score: number;
  lists: readonly ArrayLike<number>[];
}

/**
 * Counters for every position of the universe, bit-sliced: slice `j` holds bit `j` of each
 * position's counter, 32 positions to an int. Adding to the positions of a mask costs a few
 * operations per 32 positions, and the slices of a million positions (125 KB each) stay in cache.
 */
class SlicedCounters {
  readonly slices: Int32Array[];

  constructor(words: number, maxValue: number) {
    this.slices = Array.from({ length: Math.max(1, Math.ceil(Math.log2(maxValue + 1))) }, () => new Int32Array(words));
  }

  /** Adds `value` to the counters of the positions set in `mask`, at its int `w`. */
  add(w: number, mask: number, value: number): void {
    for (let bit = 0; value >> bit; bit++) {
      if (!((value >> bit) & 1)) continue;
      // Ripple the carry up from slice `bit`.
      let carry = mask;
      for (let j = bit; carry && j < this.slices.length; j++) {
        const slice = this.slices[j];
        const next = slice[w] & carry;
        slice[w] ^= carry;
        carry = next;
      }
    }
  }

  /** The counter of position `b` of int `w`. */
  valueAt(w: number, b: number): number {
    let value = 0;
    for (let j = 0; j < this.slices.length; j++) value |= ((this.slices[j][w] >>> b) & 1) << j;
    return value;
  }

  /** The positions of int `w` whose counter is not 0. */
  nonZero(w: number): number {
    let any = 0;
    for (const slice of this.slices) any |= slice[w];
    return any;
  }

  /** The positions of int `w` whose counter equals `value`. */
  equalTo(w: number, value: number): number {
    let equal = -1;
    for (let j = 0; j < this.slices.length; j++) equal &= (value >> j) & 1 ? this.slices[j][w] : ~this.slices[j][w];
    return equal;
  }
}

const bitCount = (n: number): number => {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
};

/** Sets the bits of a list's positions. */
function mark(marks: Int32Array, list: ArrayLike<number>): void {
  for (let i = 0; i < list.length; i++) marks[list[i] >>> 5] |= 1 << (list[i] & 31);
}

/** Adds `score` for the marked positions the term has not scored yet, counts the term there, and clears the marks. */
function addMarked(marks: Int32Array, taken: Int32Array, score: number, scores: SlicedCounters, matched: SlicedCounters): void {
  for (let w = 0; w < marks.length; w++) {
    const fresh = marks[w] & ~taken[w];
    marks[w] = 0;
    if (fresh === 0) continue;
    taken[w] |= fresh;
    scores.add(w, fresh, score);
    matched.add(w, fresh, 1);
  }
}

/** Which positions are kept: those of every term (`every`, of `terms`), or of any. */
interface Kept {
  matched: SlicedCounters;
  every: boolean;
  terms: number;
}

const keptAt = ({ matched, every, terms }: Kept, w: number): number => (every ? matched.equalTo(w, terms) : matched.nonZero(w));

function countKept(kept: Kept, words: number): number {
  let count = 0;
  for (let w = 0; w < words; w++) count += bitCount(keptAt(kept, w));
  return count;
}

function fillKept(kept: Kept, scores: SlicedCounters, positions: Int32Array, scoreOf: Uint8Array): void {
  const words = scores.slices[0].length;
  for (let w = 0, k = 0; w < words; w++) {
    for (let bits = keptAt(kept, w); bits !== 0; bits &= bits - 1) {
      const b = 31 - Math.clz32(bits & -bits);
      positions[k] = (w << 5) + b;
      scoreOf[k++] = scores.valueAt(w, b);
    }
  }
}

/**
 * The positions matched by one of the terms (`every` false) or by all of them, each with the
 * scores of its terms added up. A term is its scored lists, highest score first; a position takes
 * the first score its term gives it. Each list is read once into a bitmap of the universe, and
 * the bitmaps are added up 32 positions at a time: linear in the postings, whatever the number of
 * lists, and fast for terms that find much of the dataset. Each loop is a function of its own, so
 * that it is optimized for itself (see `rankedByScore`).
 */
export function countedHits(terms: readonly (readonly ScoredLists[])[], universe: number, every: boolean): SearchHits {
  if (terms.length === 0) return SearchHits.NONE;
  const words = (universe + 31) >>> 5;
  const highest = Math.max(0, ...terms.flatMap((groups) => groups.map((g) => g.score)));
  const scores = new SlicedCounters(words, highest * terms.length);
  const matched = new SlicedCounters(words, terms.length);
  // One group's positions, and those an earlier group of the same term already scored.
  const marks = new Int32Array(words);
  const taken = new Int32Array(words);
  for (const groups of terms) {
    taken.fill(0);
    for (const { score, lists } of groups) {
      for (const list of lists) mark(marks, list);
      addMarked(marks, taken, score, scores, matched);
    }
  }
  const kept: Kept = { matched, every, terms: terms.length };
  const count = countKept(kept, words);
  const positions = new Int32Array(count);
  const scoreOf = new Uint8Array(count);
  fillKept(kept, scores, positions, scoreOf);
  return new SearchHits(positions, scoreOf);
}
