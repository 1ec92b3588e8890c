// Tests of the item places table against a `Map` in insertion order.
import fc from 'fast-check';
import { ItemPlaces } from './itemPlaces';

/** Ids that collide in the low bits, or differ only in the high half of a safe integer. */
const anId = fc.oneof(fc.integer({ min: 1, max: 150 }), fc.constantFrom(2 ** 32 + 1, 2 ** 33 + 1, 2 ** 53 - 1, 2 ** 31, 65_536 * 3));
type Op = { add: number } | { find: number } | 'deleteOldest' | { findAll: number[] };
const anOp: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: anId.map((add) => ({ add })), weight: 4 },
  { arbitrary: anId.map((find) => ({ find })), weight: 2 },
  { arbitrary: fc.constant('deleteOldest' as const), weight: 1 },
  { arbitrary: fc.array(anId, { maxLength: 12 }).map((findAll) => ({ findAll })), weight: 1 },
);

test('finds, adds and deletes the oldest as a Map in insertion order does', () => {
  fc.assert(
    fc.property(fc.array(anOp, { maxLength: 400 }), (ops) => {
      const places = new ItemPlaces();
      const model = new Map<number, { chunk: number; offset: number; length: number }>();
      const placeOf = (entry: number) => ({ chunk: places.chunkAt(entry), offset: places.offsetAt(entry), length: places.lengthAt(entry) });
      ops.forEach((op, step) => {
        if (op === 'deleteOldest') {
          if (model.size === 0) return;
          const [id, place] = model.entries().next().value!;
          expect(placeOf(places.oldest)).toEqual(place);
          expect(places.find(id)).toBe(places.oldest);
          places.deleteOldest();
          model.delete(id);
        } else if ('add' in op) {
          if (model.has(op.add)) return;
          const place = { chunk: step % 7, offset: step * 3, length: op.add % 1000 };
          places.add(op.add, place);
          model.set(op.add, place);
        } else if ('find' in op) {
          const entry = places.find(op.find);
          expect(entry >= 0 ? placeOf(entry) : undefined).toEqual(model.get(op.find));
        } else {
          const found = new Int32Array(op.findAll.length);
          expect(places.findAll(Float64Array.from(op.findAll), op.findAll.length, found)).toBe(op.findAll.every((id) => model.has(id)));
          op.findAll.forEach((id, i) => expect(found[i] >= 0 ? placeOf(found[i]) : undefined).toEqual(model.get(id)));
        }
        expect(places.size).toBe(model.size);
      });
      for (const [id, place] of model) expect(placeOf(places.find(id))).toEqual(place);
    }),
    { seed: 28, numRuns: 300 },
  );
});

test('ids sharing a bucket: the oldest deleted, the others are found where they were', () => {
  const places = new ItemPlaces();
  for (let id = 1; id <= 1000; id++) places.add(id, { chunk: id % 3, offset: 10 * id, length: id });
  for (let i = 0; i < 500; i++) places.deleteOldest();
  for (let id = 1; id <= 1000; id++) {
    const entry = places.find(id);
    if (id <= 500) expect(entry).toBe(-1);
    else expect([places.chunkAt(entry), places.offsetAt(entry), places.lengthAt(entry)]).toEqual([id % 3, 10 * id, id]);
  }
});

test('a table that keeps deleting its oldest entries stays the size of what it holds', () => {
  const places = new ItemPlaces();
  for (let id = 1; id <= 100_000; id++) {
    places.add(id, { chunk: 0, offset: id, length: 1 });
    if (id > 100) places.deleteOldest();
  }
  expect(places.size).toBe(100);
  expect(places.find(99_900)).toBe(-1);
  expect(places.offsetAt(places.find(99_901))).toBe(99_901);
  // 100 entries live: the entries array was cut back, not grown to 100,000.
  expect((places as unknown as { entries: Float64Array }).entries.length).toBeLessThanOrEqual(5 * 256);
});
