// Tests of the stable sort in steps against the native sort.
import { runToEnd, sortInSteps } from './sortInSteps';
import { randomFrom } from '../../../bench/seededRandom';

test.each([0, 1, 15, 16, 17, 1000, 4099])("%i items: the native stable sort's order, equal items in their order, yielding as it goes", (n) => {
  const random = randomFrom(n + 1);
  const keys = Array.from({ length: n }, () => Math.floor(random() * 50));
  const items = Int32Array.from(keys.keys());
  const compare = (a: number, b: number) => keys[a] - keys[b];
  const steps = sortInSteps(items, compare, 64);
  let yields = 0;
  let next = steps.next();
  for (; !next.done; next = steps.next()) yields++;
  expect([...next.value]).toEqual([...items].sort(compare));
  if (n >= 4099) expect(yields).toBeGreaterThan(10);
  // The input is left as it was.
  expect([...items]).toEqual([...keys.keys()]);
});

test("runs already in order are not merged: sorted input costs no compare beyond the runs' own sorts and one per pair of runs", () => {
  const n = 10_000;
  const items = Int32Array.from({ length: n }, (_, i) => i);
  let runCompares = 0;
  for (let start = 0; start < n; start += 2048) items.slice(start, start + 2048).sort((a, b) => (runCompares++, a - b));
  let compares = 0;
  const sorted = runToEnd(sortInSteps(items, (a, b) => (compares++, a - b)));
  expect([...sorted]).toEqual([...items]);
  expect(compares).toBeLessThanOrEqual(runCompares + 8);
});

test('numbers sort in steps in ascending order without a compare, as the native sort of a Float64Array', () => {
  const random = randomFrom(7);
  const numbers = Float64Array.from({ length: 9000 }, () => Math.floor(random() * 1e12) / 7);
  const sorted = runToEnd(sortInSteps(numbers));
  expect(sorted).toBeInstanceOf(Float64Array);
  expect([...sorted]).toEqual([...numbers.slice().sort()]);
});
