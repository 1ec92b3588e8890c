// Smoke runs of the real benchmark command, each load a fraction of a second: it must keep working from a clean clone and
// write every figure. The figures themselves are measured by `npm run bench`, with its full durations.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SOURCE_FLAGS } from '../src/net/testing/sourceFlags';

/** Seconds of each load (and of the ceiling or slice beside it): enough for a few answers on a busy machine. */
const SMOKE_SECONDS = '0.25';

/** Runs the benchmark command with `args`: what it printed, and the figures it wrote. */
async function bench(args: string[]) {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'results.json');
  const { stdout } = await promisify(execFile)(process.execPath, [...SOURCE_FLAGS, join(__dirname, 'run.ts'), ...args, '--out', out], {
    cwd: join(__dirname, '..'),
  });
  return { stdout, report: JSON.parse(readFileSync(out, 'utf8')) };
}

test('npm run bench writes every figure for every size and scenario', async () => {
  const { stdout, report } = await bench([
    '--sizes',
    '2k',
    '--as-started-size',
    '2k',
    '--duration',
    SMOKE_SECONDS,
    '--connections',
    '2',
    '--proxy-requests',
    '40',
  ]);
  expect(stdout).toContain('2,000 releases: start-up to first answer');
  expect(stdout).toMatch(/default mock \(500 releases, responses validated\): first answer \d+ ms after start/);
  const [{ size, validationOff, validationOn }] = report.sizes;
  expect(size).toBe(2000);
  // Three scenarios are also measured through the listing handler alone, with validation off.
  expect(Object.keys(validationOff.figures)).toHaveLength(10);
  expect(Object.keys(validationOff.figures).filter((name) => name.endsWith(' [handler only]'))).toHaveLength(3);
  expect(Object.keys(validationOn.figures)).toHaveLength(7);
  for (const run of [validationOff, validationOn]) {
    expect(run.startup.toFirstAnswerMs).toBeGreaterThan(0);
    expect(run.startup.secondRequestMs).toBeGreaterThan(0);
    expect(run.residentAtStartMb).toBeGreaterThan(0);
    expect(run.residentMb).toBeGreaterThan(0);
    type Figure = { requestsPerSecond: number; ceilingRps: number; ratioToCeiling: number; serverCpuMicrosPerRequest: number; non2xx: number };
    for (const [name, figure] of Object.entries<Figure>(run.figures)) {
      expect(figure.requestsPerSecond).toBeGreaterThan(0);
      expect(figure.ceilingRps).toBeGreaterThan(0);
      expect(figure.ratioToCeiling).toBeCloseTo(figure.requestsPerSecond / figure.ceilingRps);
      expect(figure.serverCpuMicrosPerRequest).toBeGreaterThan(0);
      // Only the auth-failure scenario answers anything but 2xx.
      if (!name.startsWith('auth failure')) expect(figure.non2xx).toBe(0);
    }
  }
  expect(Object.keys(report.workers)).toEqual(['size', '1 worker', '2 workers']);
  expect(report.defaultStartup.toFirstAnswerMs).toBeGreaterThan(0);
  expectAsStartedFigures(report.asStarted, 'interleaved');
  expect(stdout).toContain('as users start it (interleaved');
  expectProxyFigures(report.proxy);
}, 300_000);

type AsStartedRun = { rps: number; ceilingRps: number; ratio: number; load: number; non2xx: number; pairRatios: number[] };

/**
 * The four scenarios for the mock with validation off and on and for the fetch handler, every
 * request answered 2xx; interleaved, each run of at least two pairs of slices whose ratios bound the run's.
 */
function expectAsStartedFigures(
  asStarted: { method: string } & Record<'validationOff' | 'validationOn' | 'fetchHandler', { scenario: string; runs: AsStartedRun[] }[]>,
  method: string,
) {
  expect(asStarted.method).toBe(method);
  for (const figures of [asStarted.validationOff, asStarted.validationOn, asStarted.fetchHandler]) {
    expect(figures.map((f) => f.scenario)).toEqual([
      'filtered + ordered, limit=20',
      expect.stringMatching(/^search '[a-z]+ [a-z]+' \(and\), limit=20$/),
      'default listing (200 items)',
      'rotating, 1000 distinct requests',
    ]);
    for (const { runs } of figures) {
      expect(runs).toHaveLength(1);
      for (const run of runs) {
        expect(run.rps).toBeGreaterThan(0);
        expect(run.ratio).toBeCloseTo(run.rps / run.ceilingRps, 1);
        expect(run.load).toBeGreaterThanOrEqual(0);
        expect(run.non2xx).toBe(0);
        if (method === 'sequential') expect(run.pairRatios).toEqual([run.ratio]);
        else {
          expect(run.pairRatios.length).toBeGreaterThanOrEqual(2);
          for (const ratio of run.pairRatios) expect(ratio).toBeGreaterThan(0);
          // The run's ratio is of its summed rates (requests over seconds, each side): within its pairs' range when
          // every slice lasts as long, and off it by as much as the slices' lengths differ (a slice ends on a whole request).
          expect(run.ratio).toBeGreaterThanOrEqual(Math.min(...run.pairRatios) * 0.98);
          expect(run.ratio).toBeLessThanOrEqual(Math.max(...run.pairRatios) * 1.02);
        }
      }
    }
  }
}

type ProxyFigure = {
  scenario: string;
  connections: number;
  requests: number;
  direct: object;
  proxied: object;
  addedP50Ms: number;
  meetsTargets: boolean;
  proxyCpuMicrosPerRequest: number;
};

/** Two scenarios, sequential and over 4 connections, every request answered and no violation found by the proxy. */
function expectProxyFigures(proxy: {
  figures: ProxyFigure[];
  proxyCounts: { answers: number; uncheckedAnswers: number; violations: object; upstreamFailures: number };
}) {
  expect(proxy.figures.map((f) => [f.scenario, f.connections])).toEqual([
    ['default listing, limit=200', 1],
    ['default listing, limit=200', 4],
    ['fields=*, limit=200', 1],
    ['fields=*, limit=200', 4],
  ]);
  for (const figure of proxy.figures) {
    expect(figure.requests).toBe(40);
    for (const side of [figure.direct, figure.proxied]) expect(side).toEqual({ p50Ms: expect.any(Number), p99Ms: expect.any(Number) });
    expect(typeof figure.meetsTargets).toBe('boolean');
    expect(figure.proxyCpuMicrosPerRequest).toBeGreaterThan(0);
  }
  // The warm-up's and the figures' requests, each checked or, where the checks thread was behind
  // (--max-queued-checks), passed on and counted as unchecked: none is lost.
  const { answers, uncheckedAnswers } = proxy.proxyCounts;
  expect(answers + uncheckedAnswers).toBe(2 * 100 + 4 * 40);
  expect(answers).toBeGreaterThan(0);
  expect(proxy.proxyCounts).toMatchObject({ violations: {}, upstreamFailures: 0 });
}

test('npm run bench -- --only as-started --ratio-method sequential takes each ratio the old way', async () => {
  const { stdout, report } = await bench([
    '--only',
    'as-started',
    '--ratio-method',
    'sequential',
    '--as-started-size',
    '2k',
    '--duration',
    SMOKE_SECONDS,
    '--connections',
    '2',
  ]);
  expect(stdout).toContain(`as users start it (sequential: ${SMOKE_SECONDS} s of bare Express before each figure)`);
  expectAsStartedFigures(report.asStarted, 'sequential');
}, 180_000);

test('npm run bench -- --only proxy measures the proxy alone', async () => {
  const { stdout, report } = await bench(['--only', 'proxy', '--proxy-requests', '40']);
  expect(stdout).toContain('release-pages-proxy in front of the mock (10,000 releases)');
  expect(stdout).toMatch(/^default listing, limit=200 +1 +[\d.]+\/[\d.]+ +[\d.]+\/[\d.]+ +-?[\d.]+\/-?[\d.]+ +\d+ +(meets|MISSES)$/m);
  expect(report.sizes).toBeUndefined();
  expectProxyFigures(report.proxy);
}, 120_000);
