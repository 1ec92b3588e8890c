// Test that `sliceOf` gives what `slice` gives.
import fc from 'fast-check';
import { sliceOf } from './sliceOf';

test('a slice of a typed array, as a plain array: what `slice` gives, cut to the list', () => {
  fc.assert(
    fc.property(fc.array(fc.integer()), fc.nat(40), fc.nat(40), (numbers, start, end) => {
      const slice = sliceOf(Int32Array.from(numbers), start, end);
      expect(Array.isArray(slice)).toBe(true);
      expect(slice).toEqual(Array.from(Int32Array.from(numbers)).slice(start, Math.max(start, end)));
    }),
    { seed: 37, numRuns: 300 },
  );
});
