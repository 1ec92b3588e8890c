// Tests of the binary searches over sorted keys against a linear scan.
import { lowerBound, partitionPoint, ranksOf } from './sortedIndex';

/** The rules, by linear scan: the first index whose key is not below (lower) / is above (upper) the target. */
const firstIndex = (keys: readonly number[], test: (key: number) => boolean) => {
  const i = keys.findIndex(test);
  return i === -1 ? keys.length : i;
};
const expectedLower = (keys: readonly number[], target: number) => firstIndex(keys, (k) => k >= target);
const expectedUpper = (keys: readonly number[], target: number) => firstIndex(keys, (k) => k > target);

describe('lowerBound, and partitionPoint as an upper bound', () => {
  const cases: { name: string; keys: number[]; target: number }[] = [
    { name: 'empty array', keys: [], target: 5 },
    { name: 'every key below the target', keys: [1, 2, 3], target: 10 },
    { name: 'every key above the target', keys: [4, 5, 6], target: 1 },
    { name: 'target equal to the only key', keys: [7], target: 7 },
    { name: 'target between keys', keys: [1, 3, 5, 7], target: 4 },
    { name: 'duplicates of the target in the middle', keys: [1, 2, 2, 2, 3], target: 2 },
    { name: 'duplicates of the target at the start', keys: [2, 2, 2, 5], target: 2 },
    { name: 'duplicates of the target at the end', keys: [0, 2, 2, 2], target: 2 },
    { name: 'every key equal to the target', keys: [9, 9, 9, 9], target: 9 },
    { name: 'target equal to the first key', keys: [1, 4, 8], target: 1 },
    { name: 'target equal to the last key', keys: [1, 4, 8], target: 8 },
  ];

  test.each(cases)('$name', ({ keys, target }) => {
    const keyAt = (i: number) => keys[i];
    expect(lowerBound(keys.length, keyAt, target)).toBe(expectedLower(keys, target));
    expect(partitionPoint(keys.length, (i) => keyAt(i) > target)).toBe(expectedUpper(keys, target));
  });

  test('the two bounds enclose exactly the keys equal to the target', () => {
    const keys = [1, 2, 2, 2, 3];
    const keyAt = (i: number) => keys[i];
    const upper = (length: number, target: number) => partitionPoint(length, (i) => keyAt(i) > target);
    expect([lowerBound(keys.length, keyAt, 2), upper(keys.length, 2)]).toEqual([1, 4]);
    expect([lowerBound(0, keyAt, 2), upper(0, 2)]).toEqual([0, 0]);
    expect([lowerBound(keys.length, keyAt, 0), upper(keys.length, 0)]).toEqual([0, 0]);
    expect([lowerBound(keys.length, keyAt, 4), upper(keys.length, 4)]).toEqual([5, 5]);
  });

  test('every target against a longer array with runs of duplicates', () => {
    const keys = [0, 0, 1, 3, 3, 3, 4, 6, 6, 8, 9, 9, 9, 9, 12];
    const keyAt = (i: number) => keys[i];
    for (let target = -1; target <= 13; target++) {
      expect([target, lowerBound(keys.length, keyAt, target)]).toEqual([target, expectedLower(keys, target)]);
      expect([target, partitionPoint(keys.length, (i) => keyAt(i) > target)]).toEqual([target, expectedUpper(keys, target)]);
    }
  });

  test('string keys compare as the store compares dates', () => {
    const dates = ['2026-02-28', '2026-03-01', '2026-03-01', '2026-03-02'];
    const keyAt = (i: number) => dates[i];
    expect(lowerBound(dates.length, keyAt, '2026-03-01')).toBe(1);
    expect(partitionPoint(dates.length, (i) => keyAt(i) > '2026-03-01')).toBe(3);
    expect(lowerBound(dates.length, keyAt, '')).toBe(0);
    expect(partitionPoint(dates.length, (i) => keyAt(i) > '\uffff')).toBe(dates.length);
  });
});

describe('ranksOf', () => {
  test.each([
    { name: 'empty order', order: [] as number[] },
    { name: 'identity', order: [0, 1, 2, 3] },
    { name: 'reversed', order: [3, 2, 1, 0] },
    { name: 'a permutation', order: [2, 0, 4, 1, 3] },
  ])('$name: rank[position] is where that position stands in the order', ({ order }) => {
    const rank = ranksOf(Int32Array.from(order));
    expect(rank).toBeInstanceOf(Int32Array);
    expect(Array.from(rank)).toEqual(order.map((_, position) => order.indexOf(position)));
  });
});
