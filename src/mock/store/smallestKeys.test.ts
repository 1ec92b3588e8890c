import { smallestKeys } from './smallestKeys';

/** A deterministic shuffle of 0..n-1. */
const shuffled = (n: number) => Array.from({ length: n }, (_, i) => (i * 7919) % n);

describe('smallestKeys', () => {
  test.each([0, 1, 5, 20, 249, 250, 999, 1000, 1500])('the %i smallest of 1000 shuffled entries, in order', (count) => {
    const entries = shuffled(1000);
    const key = (e: number) => 1000 - e; // descending entries by key
    const expected = [...entries].sort((a, b) => key(a) - key(b)).slice(0, count);
    expect(smallestKeys(entries, key, count)).toEqual(expected);
  });

  test('equal keys keep the entries with those keys, ordered by key', () => {
    const entries = [5, 1, 4, 2, 3, 9, 8, 7, 6, 0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    const result = smallestKeys(entries, (e) => e % 2, 3);
    expect(result).toHaveLength(3);
    expect(result.every((e) => e % 2 === 0)).toBe(true);
  });

  test('an empty input gives nothing', () => {
    expect(smallestKeys([], (e) => e, 5)).toEqual([]);
  });
});
