import { SearchHits } from './searchHits';

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
