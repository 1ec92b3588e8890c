/**
 * Counters for every position of a universe, bit-sliced: slice `j` holds bit `j` of each
 * position's counter, 32 positions to an int. Adding to the positions of a mask costs a few
 * operations per 32 positions, and the slices of a million positions (a bit per position each) stay in cache.
 */
export class SlicedCounters {
  readonly slices: Int32Array[];

  /** Counters of `words * 32` positions, each up to `maxValue`. */
  constructor(words: number, maxValue: number) {
    this.slices = Array.from({ length: Math.max(1, Math.ceil(Math.log2(maxValue + 1))) }, () => new Int32Array(words));
  }

  get words(): number {
    return this.slices[0].length;
  }

  /** Every counter back to 0. */
  clear(): void {
    for (const slice of this.slices) slice.fill(0);
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

  /** Sets to 0 the counters of int `w` outside `mask`. */
  keepOnly(w: number, mask: number): void {
    for (const slice of this.slices) slice[w] &= mask;
  }

  /**
   * The highest counter, found a bit at a time from the top: a bit is set if some position's
   * counter has it with the higher bits found so far. A pass over the slices per bit, at most,
   * where trying every value down from `maxValue` costs a pass per value.
   */
  highest(): number {
    let value = 0;
    for (let j = this.slices.length - 1; j >= 0; j--) if (this.someHasTop(j, value | (1 << j))) value |= 1 << j;
    return value;
  }

  /** Whether some position's counter has the bits `j` and above of `value`. */
  private someHasTop(j: number, value: number): boolean {
    for (let w = 0; w < this.words; w++) {
      let equal = -1;
      for (let k = this.slices.length - 1; k >= j && equal !== 0; k--) equal &= (value >> k) & 1 ? this.slices[k][w] : ~this.slices[k][w];
      if (equal !== 0) return true;
    }
    return false;
  }

  /** The highest value a counter can hold. */
  get maxValue(): number {
    return (1 << this.slices.length) - 1;
  }
}

export const bitCount = (n: number): number => {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
};
