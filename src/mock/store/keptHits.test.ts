// Tests of kept hits against testing hit by hit.
import fc from 'fast-check';
import { markedLists, type ScoredLists } from './countedHits';
import { keptHits } from './keptHits';
import { SearchHits } from './searchHits';

describe('keptHits against testing hit by hit', () => {
  const universe = 100;
  const words = (universe + 31) >>> 5;
  const list = fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { maxLength: 60 }).map((l) => l.sort((a, b) => a - b));
  /** A term as the index gives it: its own text's lists (score 2), then its reports' (score 1). */
  const term = fc.tuple(fc.array(list, { maxLength: 3 }), fc.array(list, { maxLength: 3 })).map(([own, reports]): ScoredLists[] => [
    { score: 2, lists: own },
    { score: 1, lists: reports },
  ]);
  const hits = fc
    .uniqueArray(fc.record({ position: fc.integer({ min: 0, max: universe - 1 }), score: fc.integer({ min: 1, max: 40 }) }), {
      selector: (h) => h.position,
      maxLength: 80,
    })
    .map((all) => [...all].sort((a, b) => a.position - b.position))
    .map(
      (all) =>
        new SearchHits(
          Int32Array.from(all, (h) => h.position),
          Uint8Array.from(all, (h) => h.score),
        ),
    );

  /** The hits the term holds, each with the score of its first group that lists it added. */
  const naive = (found: SearchHits, groups: ScoredLists[]): [number, number][] =>
    [...found].flatMap(([position, score]): [number, number][] => {
      const added = groups.find((g) => g.lists.some((l) => Array.from(l).includes(position)))?.score ?? 0;
      return added > 0 ? [[position, score + added]] : [];
    });

  test('the same hits and scores, the marks left all 0 (one array for every run, as the index shares one)', () => {
    const marks = new Int32Array(words);
    fc.assert(
      fc.property(hits, term, (found, groups) => {
        const kept = keptHits(found, groups, marks);
        expect([...kept]).toEqual(naive(found, groups));
        expect(marks.every((w) => w === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('groups given as marked bits (made once by markedLists) keep as their lists do', () => {
    const marks = new Int32Array(words);
    fc.assert(
      fc.property(hits, term, fc.boolean(), fc.boolean(), (found, groups, markOwn, markReports) => {
        // The lists are dropped where the bits are given, so that only the bits can find them.
        const premarked = groups.map((g, i) => ((i === 0 ? markOwn : markReports) ? { score: g.score, lists: [], marked: markedLists(g.lists, universe) } : g));
        expect([...keptHits(found, premarked, marks)]).toEqual(naive(found, groups));
        expect(marks.every((w) => w === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
