import { SearchHits, unionOfLists } from './searchHits';

const hits = (entries: [number, number][]) => new SearchHits(Int32Array.from(entries.map(([p]) => p)), Uint8Array.from(entries.map(([, s]) => s)));

describe('SearchHits', () => {
  const a = hits([
    [1, 2],
    [4, 1],
    [9, 2],
  ]);
  test('has, scoreOf, size and entries', () => {
    expect([a.size, a.has(4), a.has(5), a.scoreOf(9), a.scoreOf(5)]).toEqual([3, true, false, 2, 0]);
    expect([...a]).toEqual([
      [1, 2],
      [4, 1],
      [9, 2],
    ]);
  });
  test('merge takes every position once, in order, with scores combined', () => {
    const b = hits([
      [0, 1],
      [4, 2],
      [10, 1],
    ]);
    expect([...SearchHits.merge(a, b, (x, y) => x + y)]).toEqual([
      [0, 1],
      [1, 2],
      [4, 3],
      [9, 2],
      [10, 1],
    ]);
    expect([...SearchHits.merge(a, b, Math.max)].find(([p]) => p === 4)).toEqual([4, 2]);
  });
});

describe('unionOfLists', () => {
  test.each([
    ['small lists, by sorting', 1000],
    ['lists covering much of the universe, by marking', 12],
  ])('%s', (_how, universe) => {
    expect(Array.from(unionOfLists([[1, 3, 5], [2, 3, 8], [], [5, 11]], universe))).toEqual([1, 2, 3, 5, 8, 11]);
  });
  test('one list is copied as it is, and no list is empty', () => {
    expect(Array.from(unionOfLists([[4, 7]], 10))).toEqual([4, 7]);
    expect(Array.from(unionOfLists([], 10))).toEqual([]);
  });
});
