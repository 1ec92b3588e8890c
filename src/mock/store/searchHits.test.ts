// Tests of `SearchHits`: look-ups, merging and the ranked order.
import fc from 'fast-check';
import { SearchHits } from './searchHits';

const hits = (entries: [number, number][]) => new SearchHits(Int32Array.from(entries.map(([p]) => p)), Uint8Array.from(entries.map(([, s]) => s)));

describe('SearchHits', () => {
  const a = hits([
    [1, 2],
    [4, 1],
    [9, 2],
  ]);
  test('has, scoreOf, size and entries', () => {
    expect([a.size, a.has(4), a.has(5), a.scoreOf(9), a.scoreOf(5)]).toEqual([3, true, false, 2, 0]);
    expect([...a]).toEqual([
      [1, 2],
      [4, 1],
      [9, 2],
    ]);
  });
  test('merge takes every position once, in order, with scores combined', () => {
    const b = hits([
      [0, 1],
      [4, 2],
      [10, 1],
    ]);
    expect([...SearchHits.merge(a, b, (x, y) => x + y)]).toEqual([
      [0, 1],
      [1, 2],
      [4, 3],
      [9, 2],
      [10, 1],
    ]);
    expect([...SearchHits.merge(a, b, Math.max)].find(([p]) => p === 4)).toEqual([4, 2]);
  });

  test("a page of hits not ranked yet is the ranked order's first `count`, with ties by ascending position", () => {
    // Positions ascending and distinct, scores from 1 to 20 (ten terms of 2 at most), few distinct so that ties abound.
    const entries = fc
      .uniqueArray(fc.nat(5_000), { maxLength: 400 })
      .chain((positions) =>
        fc.tuple(
          fc.constant(positions.sort((x, y) => x - y)),
          fc.array(fc.integer({ min: 1, max: 20 }), { minLength: positions.length, maxLength: positions.length }),
        ),
      );
    fc.assert(
      fc.property(entries, fc.nat(450), ([positions, scores], count) => {
        const fresh = () => new SearchHits(Int32Array.from(positions), Uint8Array.from(scores));
        const expected = positions
          .map((p, i) => ({ p, s: scores[i] }))
          .sort((x, y) => y.s - x.s || x.p - y.p)
          .slice(0, count)
          .map(({ p }) => p);
        expect(Array.from(fresh().leading(count))).toEqual(expected);
        expect(Array.from(fresh().ranked().subarray(0, count))).toEqual(expected);
      }),
      { seed: 31, numRuns: 300 },
    );
  });
});

test('has and scoreOf: what a plain look through the hits finds, for any position', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.nat(200)), fc.integer({ min: -5, max: 210 }), (drawn, position) => {
      const positions = [...drawn].sort((a, b) => a - b);
      const hits = new SearchHits(
        Int32Array.from(positions),
        Uint8Array.from(positions, (p) => 1 + (p % 7)),
      );
      const at = positions.indexOf(position);
      expect([hits.has(position), hits.scoreOf(position)]).toEqual([at !== -1, at === -1 ? 0 : 1 + (position % 7)]);
    }),
    { seed: 43, numRuns: 500 },
  );
});
