// Tests that the company names match faker's from the same draws.
import fc from 'fast-check';
import { companyNames } from './companyNames';
import { seededFakerAndDraws } from './seededFaker';

test("gives faker.company.name()'s names from the same draws, so that every draw after it is unchanged too", () => {
  const { faker, draws } = seededFakerAndDraws();
  const companyName = companyNames(faker, draws);
  fc.assert(
    fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), (seed) => {
      faker.seed(seed);
      const expected = [faker.company.name(), faker.company.name(), faker.number.int()];
      faker.seed(seed);
      expect([companyName(), companyName(), faker.number.int()]).toEqual(expected);
    }),
    { numRuns: 20_000, seed: 23 },
  );
});

test('every pattern of the English definitions is drawn', () => {
  const { faker, draws } = seededFakerAndDraws();
  const companyName = companyNames(faker, draws);
  const shapes = new Set<string>();
  for (let i = 0; i < 200; i++) {
    faker.seed(i);
    shapes.add(companyName().replace(/[^ ,-]+/g, 'x'));
  }
  // `x - x`, `x x` (a name and a legal entity type, some of them two words) and `x, x and x`.
  expect([...shapes].filter((shape) => ['x - x', 'x x', 'x, x x x'].includes(shape)).sort()).toEqual(['x - x', 'x x', 'x, x x x']);
});
