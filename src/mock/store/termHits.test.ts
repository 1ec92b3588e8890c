// Tests of a term's hits against scoring position by position.
import fc from 'fast-check';
import { CountingScratch } from './countedHits';
import { termHits } from './termHits';

describe('termHits against scoring position by position', () => {
  const universe = 100;
  const list = fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { maxLength: 60 }).map((l) => l.sort((a, b) => a - b));
  const lists = fc.array(list, { maxLength: 4 });

  /** Each position either kind lists, ascending, scoring 2 where its own lists hold it, else 1. */
  const naive = (own: number[][], reports: number[][]): [number, number][] =>
    Array.from({ length: universe }, (_, p): [number, number] => [p, own.some((l) => l.includes(p)) ? 2 : reports.some((l) => l.includes(p)) ? 1 : 0]).filter(
      ([, score]) => score > 0,
    );

  test('the same hits and scores, whatever `countedHits` left in the scratch, and its marks left 0', () => {
    const scratch = new CountingScratch(universe, 10);
    fc.assert(
      fc.property(lists, lists, fc.array(fc.integer(), { minLength: 4, maxLength: 4 }), (own, reports, left) => {
        // `countedHits` leaves its last term's `taken` bits set.
        scratch.taken.set(left);
        const hits = termHits(own, reports, 2, 1, scratch);
        expect([...hits]).toEqual(naive(own, reports));
        expect(scratch.marks.every((w) => w === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('one list alone (copied, not marked): its positions, scoring as its kind', () => {
    const scratch = new CountingScratch(universe, 10);
    fc.assert(
      fc.property(list, fc.boolean(), (only, own) => {
        const hits = own ? termHits([only], [], 2, 1, scratch) : termHits([], [Int32Array.from(only)], 2, 1, scratch);
        expect([...hits]).toEqual(own ? naive([only], []) : naive([], [only]));
      }),
      { numRuns: 200 },
    );
  });
});
