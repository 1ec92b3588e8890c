// Tests of the interleaved ratio of a scenario to the ceiling and its spread.
import { ceilingFirst, pairedFigure, spreadOf } from './interleavedRatio';

test("the ratio is the summed rates of the scenario over the ceiling, with each pair's own ratio", () => {
  // The host slows by half in the second pair: both sides slow, the ratio stays.
  const figure = pairedFigure([
    { ceiling: { requests: 4000, seconds: 1 }, scenario: { requests: 2000, seconds: 1 } },
    { ceiling: { requests: 2000, seconds: 1 }, scenario: { requests: 1000, seconds: 1 } },
  ]);
  expect(figure).toEqual({ rps: 1500, ceilingRps: 3000, ratio: 0.5, pairRatios: [0.5, 0.5] });
});

test('slices of unequal length count by their time, and pairs show the drift the sum absorbs', () => {
  const figure = pairedFigure([
    { ceiling: { requests: 3000, seconds: 1 }, scenario: { requests: 3000, seconds: 2 } },
    { ceiling: { requests: 1000, seconds: 1 }, scenario: { requests: 1000, seconds: 1 } },
  ]);
  expect(figure.rps).toBeCloseTo(4000 / 3);
  expect(figure.ceilingRps).toBe(2000);
  expect(figure.ratio).toBeCloseTo(2 / 3);
  expect(figure.pairRatios).toEqual([0.5, 1]);
});

test('no pairs is an error, not a ratio of NaN', () => {
  expect(() => pairedFigure([])).toThrow('no slice pairs');
  expect(() => spreadOf([])).toThrow('no values');
});

test('pairs alternate which side goes first', () => {
  expect([0, 1, 2, 3].map(ceilingFirst)).toEqual([true, false, true, false]);
});

test('the spread is the median and the extremes, the lower middle for an even count', () => {
  expect(spreadOf([0.47, 0.4, 0.42])).toEqual({ median: 0.42, min: 0.4, max: 0.47 });
  expect(spreadOf([0.6, 0.5, 0.7, 0.4])).toEqual({ median: 0.5, min: 0.4, max: 0.7 });
});
