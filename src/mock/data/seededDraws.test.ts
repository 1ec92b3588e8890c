// Tests that the generator's draws give faker's answers and leave its stream where faker would.
import type { Faker } from '@faker-js/faker';
import fc from 'fast-check';
import type { SeededDraws } from './seededDraws';
import { seededFakerAndDraws } from './seededFaker';

const seeds = fc.oneof(fc.integer(), fc.array(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), { minLength: 1, maxLength: 3 }));

/**
 * Over many seeds, the draws give faker's answers to the same arguments, and faker's next draw
 * after them is the same too: they leave the stream where faker would.
 */
function drawsAsFaker<A>(args: fc.Arbitrary<A[]>, viaFaker: (faker: Faker, arg: A) => unknown, viaDraws: (draws: SeededDraws, arg: A) => unknown): void {
  const { faker, draws } = seededFakerAndDraws();
  fc.assert(
    fc.property(seeds, args, (seed, list) => {
      faker.seed(seed);
      const expected = [...list.map((arg) => viaFaker(faker, arg)), faker.number.int()];
      draws.seed(seed);
      expect([...list.map((arg) => viaDraws(draws, arg)), faker.number.int()]).toEqual(expected);
    }),
    { numRuns: 20_000, seed: 24 },
  );
}

test("int is faker's number.int({ min, max }), equal bounds drawing nothing", () => {
  // A quarter of the ranges have equal bounds.
  const bounds = fc
    .tuple(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.nat({ max: 2 ** 40 }))
    .map(([min, span]) => [min, min + (span % 4 === 0 ? 0 : span)]);
  drawsAsFaker(
    fc.array(bounds, { minLength: 1, maxLength: 6 }),
    (faker, [min, max]) => faker.number.int({ min, max }),
    (draws, [min, max]) => draws.int(min, max),
  );
});

test("boolean is faker's datatype.boolean(probability), certain ones drawing nothing", () => {
  const probabilities = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(-1, 0, 1, 2, 0.03, 0.45, 0.85));
  drawsAsFaker(
    fc.array(probabilities, { minLength: 1, maxLength: 8 }),
    (faker, p) => faker.datatype.boolean(p),
    (draws, p) => draws.boolean(p),
  );
});

test("element is faker's helpers.arrayElement, one element drawing nothing", () => {
  drawsAsFaker(
    fc.array(fc.array(fc.integer(), { minLength: 1, maxLength: 500 }), { minLength: 1, maxLength: 4 }),
    (faker, array) => faker.helpers.arrayElement(array),
    (draws, array) => draws.element(array),
  );
});

test("weightedElement is faker's helpers.weightedArrayElement", () => {
  const weight = fc.oneof(fc.integer({ min: 1, max: 10 }), fc.double({ min: 0.001, max: 100, noNaN: true }));
  const weighted = fc.array(fc.record({ weight, value: fc.integer() }), { minLength: 1, maxLength: 8 });
  drawsAsFaker(
    fc.array(weighted, { minLength: 1, maxLength: 3 }),
    (faker, list) => faker.helpers.weightedArrayElement(list),
    (draws, list) => draws.weightedElement(list),
  );
});
