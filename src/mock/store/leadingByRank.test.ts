// Tests of the first entries of a set in an order, by rank, against a sort.
import fc from 'fast-check';
import { leadingByRank } from './leadingByRank';

/** A deterministic shuffle of 0..n-1. */
const shuffled = (n: number) => Array.from({ length: n }, (_, i) => (i * 7919) % n);

/** An order of `n` positions and its ranks. */
function orderOf(n: number): { order: Int32Array; rank: Int32Array } {
  const order = Int32Array.from(shuffled(n).reverse());
  const rank = new Int32Array(n);
  order.forEach((p, k) => (rank[p] = k));
  return { order, rank };
}

describe('leadingByRank', () => {
  const { order, rank } = orderOf(1000);
  test.each([0, 1, 5, 20, 124, 125, 126, 249, 250, 999, 1000, 1500])('the first %i of 1000 entries in the order, in order', (count) => {
    const entries = shuffled(1000);
    const expected = [...entries].sort((a, b) => rank[a] - rank[b]).slice(0, count);
    expect(leadingByRank(entries, rank, order, count)).toEqual(expected);
  });

  test('any subset of the positions, any count: the sort by rank, cut to count', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 400 }), fc.nat(450), (entries, count) => {
        const expected = [...entries].sort((a, b) => rank[a] - rank[b]).slice(0, count);
        expect(leadingByRank(Int32Array.from(entries), rank, order, count)).toEqual(expected);
      }),
      { seed: 23, numRuns: 300 },
    );
  });

  test('marked as bits of their ranks, in turn over orders of other lengths: the bits are left clear for the next', () => {
    const orders = [orderOf(1000), orderOf(5000), orderOf(40)];
    fc.assert(
      fc.property(fc.nat(2), fc.uniqueArray(fc.nat(4999), { minLength: 1, maxLength: 3000 }), fc.nat(3000), (which, drawn, count) => {
        const { order: o, rank: r } = orders[which];
        const entries = drawn.filter((p) => p < o.length);
        const expected = [...entries].sort((a, b) => r[a] - r[b]).slice(0, count);
        expect(leadingByRank(entries, r, o, count)).toEqual(expected);
      }),
      { seed: 29, numRuns: 300 },
    );
  });

  test('the first `skip` left out: the sort by rank, cut from skip to count, by each way of ranking', () => {
    // Up to 3,000 entries of 5,000 and counts up to 3,000: bits, a sort and a heap all serve some.
    const { order: o, rank: r } = orderOf(5000);
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(4999), { maxLength: 3000 }), fc.nat(3000), fc.nat(3000), (entries, count, skip) => {
        const expected = [...entries].sort((a, b) => r[a] - r[b]).slice(skip, count);
        expect(leadingByRank(Int32Array.from(entries), r, o, count, skip)).toEqual(expected);
      }),
      { seed: 31, numRuns: 300 },
    );
  });

  test('an empty input gives nothing', () => {
    expect(leadingByRank([], rank, order, 5)).toEqual([]);
  });
});
