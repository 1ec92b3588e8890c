// A small, quick run of the real benchmark command: it must keep working from a clean clone and write every figure.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

test('npm run bench writes every figure for every size and scenario', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'results.json');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', join(__dirname, 'run.ts'), '--sizes', '2k', '--duration', '1', '--connections', '2', '--out', out],
    { cwd: join(__dirname, '..') },
  );
  expect(stdout).toContain('2,000 releases: start-up to first answer');
  expect(stdout).toMatch(/default mock \(500 releases, responses validated\): first answer \d+ ms after start/);
  const report = JSON.parse(readFileSync(out, 'utf8'));
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
}, 180_000);
