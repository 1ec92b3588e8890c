// Tests of the run's drawn faults: error rate, latency, and the same faults for the same seed.
import { runFaults, type RunFaultOptions } from './runFaults';

const draws = (options: RunFaultOptions, n = 200) => {
  const draw = runFaults(options);
  return Array.from({ length: n }, draw);
};

test('no faults by default: no error, no latency', () => {
  expect(new Set(draws({ seed: 1 }).map((f) => JSON.stringify(f)))).toEqual(new Set([JSON.stringify({ errorStatus: undefined, latencyMs: 0 })]));
});

test('--error-rate 1 fails every request, with each of 500, 502 and 503', () => {
  const statuses = draws({ seed: 1, errorRate: 1 }).map((f) => f.errorStatus);
  expect(statuses.every((s) => s !== undefined)).toBe(true);
  expect(new Set(statuses)).toEqual(new Set([500, 502, 503]));
});

test('--error-rate 0 fails none', () => {
  expect(draws({ seed: 1, errorRate: 0 }).filter((f) => f.errorStatus)).toEqual([]);
});

test('--error-rate 0.25 fails about a quarter', () => {
  const failed = draws({ seed: 7, errorRate: 0.25 }, 4000).filter((f) => f.errorStatus).length;
  expect(failed).toBeGreaterThan(800);
  expect(failed).toBeLessThan(1200);
});

test('a seed gives the same faults twice, another seed others', () => {
  const options = { seed: 42, errorRate: 0.3, latency: { min: 100, max: 800 } };
  expect(draws(options)).toEqual(draws(options));
  expect(draws({ ...options, seed: 43 })).not.toEqual(draws(options));
});

test('--latency 100-800 stays within its bounds and spreads over them; a fixed latency is that latency', () => {
  const latencies = draws({ seed: 3, latency: { min: 100, max: 800 } }, 1000).map((f) => f.latencyMs);
  expect(Math.min(...latencies)).toBeGreaterThanOrEqual(100);
  expect(Math.max(...latencies)).toBeLessThanOrEqual(800);
  expect(Math.min(...latencies)).toBeLessThan(150);
  expect(Math.max(...latencies)).toBeGreaterThan(750);
  expect(new Set(draws({ seed: 3, latency: { min: 200, max: 200 } }).map((f) => f.latencyMs))).toEqual(new Set([200]));
});

test('a request draws the same numbers whether it errs or not, so the error rate does not shift latencies', () => {
  const latency = { min: 0, max: 1000 };
  expect(draws({ seed: 5, errorRate: 0.5, latency }).map((f) => f.latencyMs)).toEqual(draws({ seed: 5, errorRate: 0.9, latency }).map((f) => f.latencyMs));
});
