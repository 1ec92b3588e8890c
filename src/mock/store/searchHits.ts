import { lowerBound } from './sortedIndex';

/**
 * The releases a search found, by ascending position, each with its relevance score. Arrays, not a
 * Map: a common word finds hundreds of thousands of releases, and these are built per request.
 */
export class SearchHits {
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
    if (!this.rankedOrder) {
      const perScore = new Int32Array(256);
      for (const score of this.scores) perScore[score]++;
      const start = new Int32Array(256);
      for (let score = 254; score >= 0; score--) start[score] = start[score + 1] + perScore[score + 1];
      const order = new Int32Array(this.size);
      for (let i = 0; i < this.size; i++) order[start[this.scores[i]]++] = this.positions[i];
      this.rankedOrder = order;
    }
    return this.rankedOrder;
  }

  /** The same positions, every one with one score. */
  static uniform(positions: Int32Array, score: number): SearchHits {
    return new SearchHits(positions, new Uint8Array(positions.length).fill(score));
  }

  get size(): number {
    return this.positions.length;
  }

  private indexOf(position: number): number {
    const i = lowerBound(this.positions.length, (k) => this.positions[k], position);
    return this.positions[i] === position ? i : -1;
  }

  has(position: number): boolean {
    return this.indexOf(position) !== -1;
  }

  scoreOf(position: number): number {
    const i = this.indexOf(position);
    return i === -1 ? 0 : this.scores[i];
  }

  keys(): IterableIterator<number> {
    return this.positions.values();
  }

  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (let i = 0; i < this.positions.length; i++) yield [this.positions[i], this.scores[i]];
  }

  /** Positions in either, scores combined by `combine` (a position missing from one side scores 0 there). */
  static merge(a: SearchHits, b: SearchHits, combine: (x: number, y: number) => number): SearchHits {
    const positions = new Int32Array(a.size + b.size);
    const scores = new Uint8Array(a.size + b.size);
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
 * The union of ascending lists of positions below `universe`, ascending and without repeats: by
 * sorting when the lists are small, by marking a dense array when they cover much of the universe.
 */
export function unionOfLists(lists: readonly ArrayLike<number>[], universe: number): Int32Array {
  if (lists.length === 1) return Int32Array.from(lists[0] as ArrayLike<number>);
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  if (total * 8 > universe) {
    const marked = new Uint8Array(universe);
    let count = 0;
    for (const list of lists) {
      for (let i = 0; i < list.length; i++) {
        if (!marked[list[i]]) {
          marked[list[i]] = 1;
          count++;
        }
      }
    }
    const union = new Int32Array(count);
    for (let p = 0, k = 0; p < universe; p++) if (marked[p]) union[k++] = p;
    return union;
  }
  const all = new Int32Array(total);
  let n = 0;
  for (const list of lists) for (let i = 0; i < list.length; i++) all[n++] = list[i];
  all.sort();
  let unique = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[unique++] = all[i];
  return all.subarray(0, unique);
}

/** Whether an ascending list holds a value. */
export function listHas(list: ArrayLike<number>, value: number): boolean {
  const i = lowerBound(list.length, (k) => list[k], value);
  return list[i] === value;
}
