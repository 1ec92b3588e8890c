// Tests that the default dataset is placed from the shipped draws without loading the generator.
import { createClock } from './domain/clock';
import { defaultDataset } from './data/defaultDataset';
import { NODE_SOURCES } from './nodeSources';

// The generator stands in for faker: a default run must never reach it (that is the start-up it saves).
const generateDataset = jest.fn(() => []);
jest.mock('./data/generateDataset', () => ({ generateDataset }));

const clock = createClock({ now: '2026-03-01T12:00:00Z' });

beforeEach(() => generateDataset.mockClear());

test('the default seed and count are placed from the shipped draws, without loading the generator', () => {
  expect(JSON.stringify(NODE_SOURCES.generated(42, 500, clock))).toBe(JSON.stringify(defaultDataset(clock)));
  expect(generateDataset).not.toHaveBeenCalled();
});

test.each([
  [7, 500],
  [42, 499],
])('seed %i and count %i are generated', (seed, count) => {
  NODE_SOURCES.generated(seed, count, clock);
  expect(generateDataset).toHaveBeenCalledWith({ seed, count, clock });
});
