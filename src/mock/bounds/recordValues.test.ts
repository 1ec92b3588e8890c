// Tests of the record bounds' helpers: counting past a bound, the first problems, and held answers.
import { holdsAtMost } from './recordValues';
import { firstProblems } from './problemLines';
import { mayHold } from './heldAnswers';

describe('holdsAtMost', () => {
  test.each<[unknown, number, boolean]>([
    [1, 0, true],
    [{ a: 1, b: [1, 2] }, 4, true],
    [{ a: 1, b: [1, 2] }, 3, false],
    [[[[[]]]], 3, true],
    [[[[[1]]]], 3, false],
  ])('%j within %d: %p', (value, max, holds) => {
    expect(holdsAtMost(value, max)).toBe(holds);
  });

  test('stops once past the bound: a million items are not walked', () => {
    const items = Array.from({ length: 1_000_000 }, () => ({}));
    let visited = 0;
    const counted = new Proxy(items, { get: (target, key) => ((visited += key === 'length' ? 0 : 1), Reflect.get(target, key)) });
    expect(holdsAtMost([counted], 10)).toBe(false);
    expect(visited).toBeLessThan(100);
  });
});

test('firstProblems lists the first ones and counts the rest', () => {
  expect(firstProblems(['a', 'b'], 2)).toBe('a; b');
  expect(firstProblems(['a', 'b', 'c', 'd'], 2)).toBe('a; b; and 2 more problems');
});

test('mayHold: a place while fewer than the cap wait', () => {
  expect([mayHold(0, 1), mayHold(1, 1), mayHold(199, 200), mayHold(200, 200)]).toEqual([true, false, true, false]);
});
