// Tests of counting a search's hits against counting position by position.
import fc from 'fast-check';
import { countedHits, CountingScratch, markedLists, type ScoredLists } from './countedHits';

describe('countedHits', () => {
  // Two terms over positions 0..9: each list group with its score, the higher first.
  const terms = [
    [
      {
        score: 2,
        lists: [
          [1, 4],
          [4, 7],
        ],
      },
      { score: 1, lists: [[4, 5, 9]] },
    ],
    [
      { score: 2, lists: [[5]] },
      { score: 1, lists: [[1, 9], [9]] },
    ],
  ];
  test('one term or the other: every position either finds, a term counting its first score once', () => {
    expect([...countedHits(terms, 10, false)]).toEqual([
      [1, 2 + 1],
      [4, 2],
      [5, 1 + 2],
      [7, 2],
      [9, 1 + 1],
    ]);
  });
  test('every term: the positions both find', () => {
    expect([...countedHits(terms, 10, true)]).toEqual([
      [1, 3],
      [5, 3],
      [9, 2],
    ]);
  });
  test('no terms find nothing', () => {
    expect(countedHits([], 10, false).size).toBe(0);
  });
});

describe('countedHits against counting position by position', () => {
  /** The same result the slow way: a term's score at a position is its first group's that lists it. */
  function naive(terms: ScoredLists[][], universe: number, every: boolean): [number, number][] {
    const result: [number, number][] = [];
    for (let p = 0; p < universe; p++) {
      const termScores = terms.map((groups) => groups.find((g) => g.lists.some((list) => Array.from(list).includes(p)))?.score ?? 0);
      const matched = termScores.filter((s) => s > 0).length;
      if (every ? matched === terms.length : matched > 0) result.push([p, termScores.reduce((a, b) => a + b, 0)]);
    }
    return result;
  }

  const universe = 100;
  const list = fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { maxLength: 60 }).map((l) => l.sort((a, b) => a - b));
  const term = fc.tuple(fc.array(list, { maxLength: 3 }), fc.array(list, { maxLength: 3 })).map(([own, reports]) => [
    { score: 2, lists: own },
    { score: 1, lists: reports },
  ]);

  /** Relevance order: higher scores first, then ascending position. */
  const ranked = (hits: [number, number][]) => [...hits].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([p]) => p);

  test.each([
    { every: false, what: 'any term' },
    { every: true, what: 'every term' },
  ])('$what, up to 10 terms over 100 positions (four ints, carries across slices)', ({ every }) => {
    // One scratch for every run, as an index shares one between its searches.
    const scratch = new CountingScratch(universe, 10);
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 10 }), fc.nat(universe), (terms, count) => {
        const expected = naive(terms, universe, every);
        const hits = countedHits(terms, universe, every, scratch);
        // The first positions in relevance order, before and after the whole order is made.
        const leading = Array.from(hits.leading(count));
        expect([...hits]).toEqual(expected);
        expect(Array.from(hits.ranked())).toEqual(ranked(expected));
        expect(leading).toEqual(ranked(expected).slice(0, count));
        expect(Array.from(hits.leading(count))).toEqual(leading);
        expect(Array.from({ length: universe }, (_, p) => hits.has(p))).toEqual(Array.from({ length: universe }, (_, p) => expected.some(([q]) => q === p)));
      }),
      { numRuns: 200 },
    );
  });

  test('groups given as marked bits (made once by markedLists) count as their lists do', () => {
    const scratch = new CountingScratch(universe, 10);
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 10 }), fc.boolean(), fc.infiniteStream(fc.boolean()), (terms, every, choices) => {
        // The lists are dropped where the bits are given, so that only the bits can find them.
        const premarked = terms.map((groups) =>
          groups.map((g) => (choices.next().value ? { score: g.score, lists: [], marked: markedLists(g.lists, universe) } : g)),
        );
        expect([...countedHits(premarked, universe, every, scratch)]).toEqual(naive(terms, universe, every));
      }),
      { numRuns: 200 },
    );
  });
});
