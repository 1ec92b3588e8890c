import { runToEnd, sortInSteps } from './sortInSteps';
import { randomFrom } from '../../../bench/seededRandom';

test.each([0, 1, 15, 16, 17, 1000, 4099])('%i items: the native stable sort\'s order, equal items in their order, yielding as it goes', (n) => {
  const random = randomFrom(n + 1);
  const keys = Array.from({ length: n }, () => Math.floor(random() * 50));
  const items = Int32Array.from(keys.keys());
  const compare = (a: number, b: number) => keys[a] - keys[b];
  const steps = sortInSteps(items, compare, 64);
  let yields = 0;
  let next = steps.next();
  for (; !next.done; next = steps.next()) yields++;
  expect([...next.value]).toEqual([...items].sort(compare));
  if (n >= 1000) expect(yields).toBeGreaterThan(10);
  // The input is left as it was.
  expect([...items]).toEqual([...keys.keys()]);
});

test('sorted input costs about one compare per item', () => {
  let compares = 0;
  const items = Int32Array.from({ length: 10_000 }, (_, i) => i);
  const sorted = runToEnd(sortInSteps(items, (a, b) => (compares++, a - b)));
  expect([...sorted]).toEqual([...items]);
  expect(compares).toBeLessThan(11_000);
});
