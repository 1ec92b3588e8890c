// A search's hits over the whole dataset kept as bit slices of scores.
import type { Hits } from './searchHits';
import type { SlicedCounters } from './slicedCounters';

/**
 * The hits of a search counted over the whole dataset (`countedHits`), kept as they were counted:
 * each position's score in bit slices, 0 where the position is not a hit. A search that finds
 * nearly every release of a million holds 32 positions to an int per slice, where a list of
 * positions, scores and relevance order would take many times that, and each of those megabytes
 * would bring the main thread's next full garbage collection nearer (a long pause at 1M). A page in relevance order
 * is read off the slices; the full lists are made only when a request needs them (another filter,
 * another ordering).
 */
export class SlicedHits implements Hits {
  private ascending: Int32Array | null = null;
  private rankedOrder: Int32Array | null = null;

  constructor(
    private readonly scores: SlicedCounters,
    readonly size: number,
  ) {}

  has(position: number): boolean {
    return ((this.scores.nonZero(position >>> 5) >>> (position & 31)) & 1) === 1;
  }

  scoreOf(position: number): number {
    return this.scores.valueAt(position >>> 5, position & 31);
  }

  get positions(): Int32Array {
    if (!this.ascending) this.ascending = ascendingHits(this.scores, this.size);
    return this.ascending;
  }

  ranked(): Int32Array {
    // Every hit scores at least 1, so the leading `size` hits are all of them in relevance order.
    if (!this.rankedOrder) this.rankedOrder = leadingHits(this.scores, this.size);
    return this.rankedOrder;
  }

  leading(count: number): ArrayLike<number> {
    if (this.rankedOrder || count >= this.size) return this.ranked().subarray(0, count);
    return leadingHits(this.scores, count);
  }

  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (const position of this.positions) yield [position, this.scoreOf(position)];
  }
}

// Each loop below is a function of its own, so that it is optimized for itself (see `rankedByScore`).

function ascendingHits(scores: SlicedCounters, size: number): Int32Array {
  const positions = new Int32Array(size);
  for (let w = 0, k = 0; w < scores.words; w++) {
    for (let bits = scores.nonZero(w); bits !== 0; bits &= bits - 1) positions[k++] = (w << 5) + 31 - Math.clz32(bits & -bits);
  }
  return positions;
}

/**
 * The first `count` hits in relevance order, without ranking the rest: the hits of the highest
 * score in ascending position, then of the next, a pass over the slices per score until enough,
 * from the highest score held (a query of ten terms scores up to 20 and rarely reaches it).
 */
function leadingHits(scores: SlicedCounters, count: number): Int32Array {
  const leading = new Int32Array(count);
  let k = 0;
  for (let score = scores.highest(); score > 0 && k < count; score--) {
    for (let w = 0; w < scores.words && k < count; w++) {
      for (let bits = scores.equalTo(w, score); bits !== 0 && k < count; bits &= bits - 1) leading[k++] = (w << 5) + 31 - Math.clz32(bits & -bits);
    }
  }
  return leading;
}
