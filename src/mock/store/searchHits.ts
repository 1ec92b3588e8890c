// A search's hits as positions and scores in typed arrays, and their relevance order.

/**
 * Room for `length` hits: positions and scores carved from one buffer. Each typed array of more
 * than a few numbers is a buffer of its own outside V8's heap, made and zeroed by the allocator
 * and tracked until collected: two arrays cost about twice one buffer.
 */
export function hitArrays(length: number): { positions: Int32Array; scores: Uint8Array } {
  const buffer = new ArrayBuffer(5 * length);
  return { positions: new Int32Array(buffer, 0, length), scores: new Uint8Array(buffer, 4 * length, length) };
}

/** What a search found, as the store reads it. */
export interface Hits {
  readonly size: number;
  /** The hits in ascending position (= id). */
  readonly positions: ArrayLike<number>;
  has(position: number): boolean;
  /** The relevance score of a hit; 0 for a position not hit. */
  scoreOf(position: number): number;
  /** The hits in relevance order: higher scores first, then ascending position. */
  ranked(): ArrayLike<number>;
  /** The first `count` of `ranked()` (fewer if there are not so many). */
  leading(count: number): ArrayLike<number>;
  /** Each hit with its score, in ascending position. */
  [Symbol.iterator](): IterableIterator<[number, number]>;
}

/**
 * The releases a search found, by ascending position, each with its relevance score. Arrays, not a
 * Map: a common word finds hundreds of thousands of releases, and these are built per request.
 */
export class SearchHits implements Hits {
  constructor(
    readonly positions: Int32Array,
    readonly scores: Uint8Array,
  ) {}

  static readonly NONE = new SearchHits(new Int32Array(0), new Uint8Array(0));

  private rankedOrder: Int32Array | null = null;

  /**
   * Positions in relevance order: higher scores first, then ascending position (= id). Counted by
   * score once and kept, as cached hits serve many requests.
   */
  ranked(): Int32Array {
    if (!this.rankedOrder) this.rankedOrder = rankedByScore(this.positions, this.scores);
    return this.rankedOrder;
  }

  /** A page of the relevance order; without placing the other hits when it has not been ranked yet (`leadingByScore`). */
  leading(count: number): Int32Array {
    if (this.rankedOrder || count >= this.size) return this.ranked().subarray(0, count);
    return leadingByScore(this.positions, this.scores, count);
  }

  get size(): number {
    return this.positions.length;
  }

  /**
   * A binary search of its own loop: `lowerBound` calls its key and test callbacks at each step,
   * which V8 does not inline where many callers share it, and a stream that tests thousands of
   * positions against a search's hits (`has`) spends several times less on each hit this way.
   */
  private indexOf(position: number): number {
    const { positions } = this;
    let lo = 0;
    let hi = positions.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (positions[mid] < position) lo = mid + 1;
      else hi = mid;
    }
    return positions[lo] === position ? lo : -1;
  }

  has(position: number): boolean {
    return this.indexOf(position) !== -1;
  }

  scoreOf(position: number): number {
    const i = this.indexOf(position);
    return i === -1 ? 0 : this.scores[i];
  }

  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (let i = 0; i < this.positions.length; i++) yield [this.positions[i], this.scores[i]];
  }

  /** Positions in either, scores combined by `combine` (a position missing from one side scores 0 there). */
  static merge(a: SearchHits, b: SearchHits, combine: (x: number, y: number) => number): SearchHits {
    const { positions, scores } = hitArrays(a.size + b.size);
    let i = 0;
    let j = 0;
    let n = 0;
    while (i < a.size || j < b.size) {
      const pa = i < a.size ? a.positions[i] : Infinity;
      const pb = j < b.size ? b.positions[j] : Infinity;
      positions[n] = Math.min(pa, pb);
      scores[n++] = combine(pa <= pb ? a.scores[i] : 0, pb <= pa ? b.scores[j] : 0);
      if (pa <= pb) i++;
      if (pb <= pa) j++;
    }
    return new SearchHits(positions.subarray(0, n), scores.subarray(0, n));
  }
}

/**
 * Positions by descending score, then ascending position: a counting sort on the scores. Its own
 * function, every array made before the loops: called once per search, its loops are optimized
 * while they run, and code after them with no type feedback yet would send them back to the
 * interpreter for the rest of a million positions.
 */
function rankedByScore(positions: Int32Array, scores: Uint8Array): Int32Array {
  const start = new Int32Array(257);
  const order = new Int32Array(positions.length);
  for (let i = 0; i < scores.length; i++) start[scores[i]]++;
  // Each score's first place: after every higher score.
  for (let score = 255, next = 0; score >= 0; score--) {
    const count = start[score];
    start[score] = next;
    next += count;
  }
  for (let i = 0; i < positions.length; i++) order[start[scores[i]]++] = positions[i];
  return order;
}

/**
 * The first `count` of `rankedByScore`'s order, placing no other hit: the scores counted, the
 * lowest score the page reaches found, then only the hits scoring that or more placed, in
 * ascending position, until the page is full. A search alone asks for a page of its hits, and
 * ranking all of them for it would be a noticeable share of a two-word `or`'s time. Its own function, as
 * `rankedByScore`.
 */
function leadingByScore(positions: Int32Array, scores: Uint8Array, count: number): Int32Array {
  const start = new Int32Array(257);
  for (let i = 0; i < scores.length; i++) start[scores[i]]++;
  // Each score's first place, from the highest down to the lowest the page reaches.
  let lowest = 256;
  for (let score = 255, next = 0; score >= 0 && next < count; score--) {
    const held = start[score];
    start[score] = next;
    next += held;
    lowest = score;
  }
  const leading = new Int32Array(count);
  for (let i = 0, placed = 0; i < positions.length && placed < count; i++) {
    const score = scores[i];
    if (score < lowest) continue;
    const at = start[score]++;
    if (at < count) {
      leading[at] = positions[i];
      placed++;
    }
  }
  return leading;
}

/** Whether `postings` positions cover so much of a dataset of `universe` that marking or counting over all of it is cheaper than merging lists. */
export const coversMuch = (postings: number, universe: number): boolean => postings * 8 > universe;
