// A short run of the soak against the compiled mock (npm run build first; npm test builds): every
// kind of client is served, memory and latency are read. The 60-second verdict is run by hand.
import { expectedAnswer } from './soakRequests';
import { runSoak, soakPassed } from './soakRun';
import { formatSoak } from './soak';

test('a 3-second soak serves every kind of client and reports memory and latency', async () => {
  const report = await runSoak({ seconds: 3, connections: 2, slowClients: 1, slowRequestMs: 500, warmUpShare: 0.2 });
  for (const served of Object.values(report.served)) expect(served).toBeGreaterThan(0);
  expect(Object.keys(report.served).sort()).toEqual(['hostileHost', 'invalid', 'slow', 'unauthenticated', 'valid']);
  // A hostile Host is refused only where the server checks Host; every other kind gets its answer everywhere.
  expect(report.firstUnexpected.filter((u) => u.kind !== 'hostileHost')).toEqual([]);
  expect(report.residentMb.start).toBeGreaterThan(10);
  expect(report.residentMb.end).toBeGreaterThan(10);
  expect(report.growthAfterWarmUpPercent).toBeCloseTo(((report.residentMb.end - report.residentMb.afterWarmUp) / report.residentMb.afterWarmUp) * 100, 0);
  expect(report.validMs.p50).toBeGreaterThan(0);
  expect(report.validMs.p99).toBeGreaterThanOrEqual(report.validMs.p50);
  expect(formatSoak(report).at(-1)).toBe(`  result:       ${soakPassed(report) ? 'passed' : 'FAILED'}`);
}, 60_000);

describe('which answers each kind may get', () => {
  const JSON_TYPE = 'application/json; charset=utf-8';
  test.each([
    ['valid', 200, JSON_TYPE, true],
    ['valid', 400, JSON_TYPE, false],
    ['valid', 200, 'text/html', false],
    ['invalid', 400, JSON_TYPE, true],
    ['invalid', 200, JSON_TYPE, false],
    ['unauthenticated', 401, JSON_TYPE, true],
    ['unauthenticated', 200, JSON_TYPE, false],
    ['hostileHost', 400, JSON_TYPE, true],
    ['hostileHost', 431, JSON_TYPE, true],
    ['hostileHost', 400, undefined, false],
    ['hostileHost', 200, JSON_TYPE, false],
    ['slow', 200, JSON_TYPE, true],
    ['slow', 408, JSON_TYPE, true],
    ['slow', 500, JSON_TYPE, false],
  ] as const)('%s, %d %s: %s', (kind, status, contentType, expected) => {
    expect(expectedAnswer(kind, status, contentType)).toBe(expected);
  });
});

test('the soak fails on any unexpected answer and on growth of 10% or more after the warm-up', () => {
  const report = {
    seconds: 1,
    served: { valid: 1, invalid: 0, unauthenticated: 0, hostileHost: 0, slow: 0 },
    unexpectedCount: 0,
    firstUnexpected: [],
    residentMb: { start: 1, afterWarmUp: 1, end: 1 },
    growthAfterWarmUpPercent: 9.9,
    validMs: { p50: 1, p99: 1 },
  };
  expect(soakPassed(report)).toBe(true);
  expect(soakPassed({ ...report, growthAfterWarmUpPercent: 10 })).toBe(false);
  expect(soakPassed({ ...report, unexpectedCount: 1 })).toBe(false);
});
