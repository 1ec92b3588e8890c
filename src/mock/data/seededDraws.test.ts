import fc from 'fast-check';
import { seededFakerAndDraws } from './seededFaker';

const seeds = fc.oneof(fc.integer(), fc.array(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), { minLength: 1, maxLength: 3 }));
/** After each draw, faker's next one: the draws leave the stream where faker would. */
const OPTIONS = { numRuns: 20_000, seed: 24 };

test("int is faker's number.int({ min, max }), equal bounds drawing nothing", () => {
  const { faker, draws } = seededFakerAndDraws();
  const bounds = fc.tuple(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.nat({ max: 2 ** 40 }));
  fc.assert(
    fc.property(seeds, fc.array(bounds, { minLength: 1, maxLength: 6 }), (seed, ranges) => {
      faker.seed(seed);
      const expected = [...ranges.map(([min, span]) => faker.number.int({ min, max: min + (span % 4 === 0 ? 0 : span) })), faker.number.int()];
      draws.seed(seed);
      expect([...ranges.map(([min, span]) => draws.int(min, min + (span % 4 === 0 ? 0 : span))), faker.number.int()]).toEqual(expected);
    }),
    OPTIONS,
  );
});

test("boolean is faker's datatype.boolean(probability), certain ones drawing nothing", () => {
  const { faker, draws } = seededFakerAndDraws();
  const probabilities = fc.array(fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(-1, 0, 1, 2, 0.03, 0.45, 0.85)), { minLength: 1, maxLength: 8 });
  fc.assert(
    fc.property(seeds, probabilities, (seed, ps) => {
      faker.seed(seed);
      const expected = [...ps.map((p) => faker.datatype.boolean(p)), faker.number.int()];
      draws.seed(seed);
      expect([...ps.map((p) => draws.boolean(p)), faker.number.int()]).toEqual(expected);
    }),
    OPTIONS,
  );
});

test("element is faker's helpers.arrayElement, one element drawing nothing", () => {
  const { faker, draws } = seededFakerAndDraws();
  fc.assert(
    fc.property(seeds, fc.array(fc.array(fc.integer(), { minLength: 1, maxLength: 500 }), { minLength: 1, maxLength: 4 }), (seed, arrays) => {
      faker.seed(seed);
      const expected = [...arrays.map((array) => faker.helpers.arrayElement(array)), faker.number.int()];
      draws.seed(seed);
      expect([...arrays.map((array) => draws.element(array)), faker.number.int()]).toEqual(expected);
    }),
    OPTIONS,
  );
});

test("weightedElement is faker's helpers.weightedArrayElement", () => {
  const { faker, draws } = seededFakerAndDraws();
  const weighted = fc.array(fc.record({ weight: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.double({ min: 0.001, max: 100, noNaN: true })), value: fc.integer() }), {
    minLength: 1,
    maxLength: 8,
  });
  fc.assert(
    fc.property(seeds, fc.array(weighted, { minLength: 1, maxLength: 3 }), (seed, lists) => {
      faker.seed(seed);
      const expected = [...lists.map((list) => faker.helpers.weightedArrayElement(list)), faker.number.int()];
      draws.seed(seed);
      expect([...lists.map((list) => draws.weightedElement(list)), faker.number.int()]).toEqual(expected);
    }),
    OPTIONS,
  );
});
