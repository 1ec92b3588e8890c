// Tests of the sliced counters' highest value.
import fc from 'fast-check';
import { SlicedCounters } from './slicedCounters';

describe('SlicedCounters', () => {
  test('highest is the largest counter (0 when all are 0), over several ints and slices', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { minLength: 1, maxLength: 130 }), (values) => {
        const words = (values.length + 31) >>> 5;
        const counters = new SlicedCounters(words, 20);
        values.forEach((value, position) => counters.add(position >>> 5, 1 << (position & 31), value));
        expect(values.map((_, position) => counters.valueAt(position >>> 5, position & 31))).toEqual(values);
        expect(counters.highest()).toBe(Math.max(...values));
      }),
      { numRuns: 300 },
    );
  });
});
