// Tests of when the primary replaces a dead worker and when it gives up.
import { RestartPolicy } from './restartPolicy';

/** A policy on a clock the test moves: `at(ms)` records a death at that time. */
function policyAt() {
  let now = 1_000_000;
  const policy = new RestartPolicy(() => now);
  return (ms: number) => {
    now = 1_000_000 + ms;
    return policy.afterDeath();
  };
}

test('a death is replaced after 100 ms, doubling with each further death within 30 s', () => {
  const deathAt = policyAt();
  expect([0, 1000, 2000, 3000, 4000].map(deathAt)).toEqual([100, 200, 400, 800, 1600]);
});

test('the sixth death within 30 s gives up', () => {
  const deathAt = policyAt();
  [0, 5000, 10_000, 15_000, 20_000].forEach(deathAt);
  expect(deathAt(29_999)).toBeNull();
});

test('deaths older than 30 s are forgotten: the back-off starts again and the service is never given up on for rare faults', () => {
  const deathAt = policyAt();
  expect(deathAt(0)).toBe(100);
  expect(deathAt(10_000)).toBe(200);
  expect(deathAt(40_000)).toBe(100);
  const everyMinute = Array.from({ length: 20 }, (_, i) => deathAt(100_000 + i * 60_000));
  expect(everyMinute).toEqual(Array(20).fill(100));
});

test('six deaths spread just over 30 s are not too many', () => {
  const deathAt = policyAt();
  [0, 6000, 12_000, 18_000, 24_000].forEach(deathAt);
  expect(deathAt(30_000)).toBe(1600);
});
