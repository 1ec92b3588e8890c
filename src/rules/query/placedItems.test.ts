// Tests that item positions kept as items are placed match a rebuild from every position.
import fc from 'fast-check';
import type { Item } from '../items/item';
import { nearestAround, place, positionsOfIds, type PlacedItems } from './placedItems';

/** Each id's position as a full rebuild finds it: from every position, on every answer. */
function rebuilt(positions: Map<number, Item>): Map<number, number> {
  const seenAt = new Map<number, number>();
  for (const [at, item] of positions) if (typeof item.id === 'number') seenAt.set(item.id, at);
  return seenAt;
}

/** Positions 0-30 and ids 0-8 (or none, or not a number), so that positions are placed again and ids repeat. */
const placing = fc.tuple(
  fc.integer({ min: 0, max: 30 }),
  fc.oneof(
    fc.integer({ min: 0, max: 8 }).map((id) => ({ id })),
    fc.constant({}),
    fc.constant({ id: '3' }),
  ),
);

test("an id's position, kept as items are placed, is the one a rebuild from all positions finds, after every answer", () => {
  fc.assert(
    fc.property(fc.array(fc.array(placing, { maxLength: 8 }), { maxLength: 12 }), (answers) => {
      const result: PlacedItems = { positions: new Map() };
      for (const answer of answers) {
        expect([...positionsOfIds(result)]).toEqual([...rebuilt(result.positions)]);
        for (const [at, item] of answer) place(result, at, item as Item);
      }
      expect([...positionsOfIds(result)]).toEqual([...rebuilt(result.positions)]);
    }),
    { numRuns: 2000, seed: 23 },
  );
});

test('the nearest positions around a page are those the filter-and-sort found', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 50 })), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 10 }), (seen, low, span) => {
      const before = seen.filter((at) => at < low).sort((a, b) => b - a)[0];
      const after = seen.filter((at) => at > low + span).sort((a, b) => a - b)[0];
      expect(nearestAround(seen, low, low + span)).toEqual([before, after]);
    }),
    { numRuns: 2000, seed: 23 },
  );
});
