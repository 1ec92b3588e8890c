// Tests that `drawnElements` gives faker's `arrayElements` from the same draws.
import fc from 'fast-check';
import { drawnElements } from './drawnElements';
import { seededFakerAndDraws } from './seededFaker';

test("gives faker.helpers.arrayElements's elements from the same draws, so that every draw after it is unchanged too", () => {
  const { faker, draws } = seededFakerAndDraws();
  fc.assert(
    fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 40 }), fc.integer({ min: -1, max: 45 }), (seed, array, count) => {
      faker.seed(seed);
      const expected = [faker.helpers.arrayElements(array, count), faker.number.int()];
      faker.seed(seed);
      expect([drawnElements(draws, array, count), faker.number.int()]).toEqual(expected);
    }),
    { numRuns: 20_000, seed: 23 },
  );
});

test('draws from a long list as the generator does: a few of 400 report types', () => {
  const { faker, draws } = seededFakerAndDraws();
  const reportIndices = Array.from({ length: 400 }, (_, j) => j);
  for (let i = 0; i < 2000; i++) {
    faker.seed([1, 2, i]);
    const expected = faker.helpers.arrayElements(reportIndices, i % 4);
    faker.seed([1, 2, i]);
    expect(drawnElements(draws, reportIndices, i % 4)).toEqual(expected);
  }
});
