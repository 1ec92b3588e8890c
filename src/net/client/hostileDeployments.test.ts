// The suite and capture against deployments that attack their caller: each stops with exit code 2
// and one line naming the bound it hit, soon, and capture leaves a good --out as it was.
import { readFileSync } from 'node:fs';
import { runContract } from '../../contract/cli';
import { CaptureError, runCapture } from '../../mock/captureCommand';
import { quietCommand } from '../../mock/testing/captureRuns';
import { scratchFolder } from '../../mock/testing/files';
import { serveHostileDeployment, type HostileDeployment, type HostileKind, type HostileOptions } from '../testing/hostileDeployment';

// The lying Content-Length is retried (4 tries) after pauses of undici's coarse timers.
jest.setTimeout(20_000);

const files = scratchFolder('hostile-capture');
beforeAll(files.create);
afterAll(files.remove);

let deployment: HostileDeployment | undefined;
afterEach(async () => {
  await deployment?.close();
  deployment = undefined;
  jest.restoreAllMocks();
});

const SMALL_BOUNDS = ['--max-answer-size', String(1024 * 1024), '--headers-timeout', '500', '--body-timeout', '300', '--timeout', '3000'];

interface Attack {
  kind: HostileKind;
  options?: HostileOptions;
  /** Flags beyond the small bounds (a later one wins). */
  args?: string[];
  suite: RegExp;
  capture: RegExp;
  /** Of an endless body, the most the deployment may have written before the tool stopped reading. */
  maxPouredBytes?: number;
}

/** A size bound far above what the shape bounds let an endless body reach (and what the sockets buffer beyond). */
const FAR_SIZE = ['--max-answer-size', String(1024 * 1024 * 1024)];

const ATTACKS: Attack[] = [
  { kind: 'huge', suite: /announces 2147483648 bytes \(Content-Length\), more than 1048576 \(--max-answer-size\)/, capture: /announces 2147483648 bytes/ },
  { kind: 'endless', suite: /larger than 1048576 bytes as sent \(--max-answer-size\)/, capture: /larger than 1048576 bytes as sent/ },
  {
    kind: 'bomb',
    options: { bombMb: 64 },
    suite: /larger than 1048576 bytes once inflated \(--max-answer-size\)/,
    capture: /once inflated \(--max-answer-size\)/,
  },
  {
    kind: 'bytes',
    options: { pageBytes: 4 * 1024 * 1024 },
    suite: /larger than 1048576 bytes as sent \(--max-answer-size\)/,
    capture: /larger than 1048576 bytes as sent/,
  },
  {
    kind: 'items',
    args: ['--max-answer-size', String(16 * 1024 * 1024), '--max-answer-items', '1000'],
    suite: /holds more than 1000 items \(--max-answer-items\)/,
    capture: /holds more than 1000 items \(--max-answer-items\)/,
  },
  {
    kind: 'values',
    args: ['--max-answer-size', String(16 * 1024 * 1024)],
    suite: /holds more than 500000 JSON values \(--max-answer-values\)/,
    capture: /holds more than 500000 JSON values \(--max-answer-values\)/,
  },
  {
    // Past 500,000 values within its first megabyte, then without end: the read stops there, not at the size bound.
    kind: 'endlessValues',
    args: FAR_SIZE,
    suite: /holds more than 500000 JSON values \(--max-answer-values\)/,
    capture: /holds more than 500000 JSON values \(--max-answer-values\)/,
    maxPouredBytes: 16 * 1024 * 1024,
  },
  {
    kind: 'endlessItems',
    args: FAR_SIZE,
    suite: /holds more than 10000 items \(--max-answer-items\)/,
    capture: /holds more than 10000 items \(--max-answer-items\)/,
    maxPouredBytes: 16 * 1024 * 1024,
  },
  { kind: 'longPage', args: ['--max-answer-items', '20000'], suite: /./, capture: /answered 10000 items, more than the limit of 200 it asked for/ },
  { kind: 'lyingLength', suite: /paused for more than 300 ms \(--body-timeout\)\) after 4 tries/, capture: /paused for more than 300 ms \(--body-timeout\)/ },
];

/** The suite's exit code and what it printed on stderr, against `url`. */
async function suiteAgainst(url: string, args: string[]): Promise<{ code: number; stderr: string }> {
  const stderr: string[] = [];
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation((line: string) => void stderr.push(line));
  const noLocal = () => Promise.reject(new Error('no local mock in these tests'));
  const code = await runContract(['--base-url', url, '--token', 'hostile-test-token', ...args], noLocal);
  return { code, stderr: stderr.join('\n') };
}

describe.each(ATTACKS.filter((attack) => attack.kind !== 'longPage'))(
  'the suite against a deployment of kind $kind',
  ({ kind, options, args = [], suite, maxPouredBytes }) => {
    test('exits 2 within seconds, saying which bound it hit', async () => {
      deployment = await serveHostileDeployment(kind, options);
      const started = performance.now();
      const run = await suiteAgainst(deployment.url, [...SMALL_BOUNDS, ...args]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(suite);
      expect(run.stderr).not.toContain('hostile-test-token');
      expect(performance.now() - started).toBeLessThan(10_000);
      if (maxPouredBytes !== undefined) expect(deployment.poured()).toBeLessThan(maxPouredBytes);
    });
  },
);

describe.each(ATTACKS)('capture from a deployment of kind $kind', ({ kind, options, args = [], capture, maxPouredBytes }) => {
  test('exits 2 within seconds, saying which bound it hit, and leaves a good --out untouched', async () => {
    deployment = await serveHostileDeployment(kind, options);
    const good = '{"captured":{"releases":1},"items":[{"id":1}]}\n';
    const out = files.write(good);
    const started = performance.now();
    const run = runCapture(['--base-url', deployment.url, '--out', out, '--max-requests', '10', ...SMALL_BOUNDS, ...args], {
      command: quietCommand(),
      env: { CAPTURE_TOKEN: 'hostile-test-token' },
    });
    const error = await run.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(CaptureError);
    expect((error as CaptureError).exitCode).toBe(2);
    expect((error as CaptureError).message).toMatch(capture);
    expect(readFileSync(out, 'utf8')).toBe(good);
    expect(performance.now() - started).toBeLessThan(10_000);
    if (maxPouredBytes !== undefined) expect(deployment.poured()).toBeLessThan(maxPouredBytes);
  });
});

describe('replay and compare against a page of JSON values without end', () => {
  test.each([
    ['--replay', () => ['--replay', files.write('{"seq":1,"method":"GET","path":"/api/v2/pages/","query":"type=releases.ReleasePage&limit=20"}\n')]],
    ['--compare', (url: string) => ['--compare', url]],
  ])('%s exits 2 within seconds naming --max-answer-values, having read far less than --max-answer-size', async (_, flags) => {
    deployment = await serveHostileDeployment('endlessValues');
    const started = performance.now();
    const run = await suiteAgainst(deployment.url, [...SMALL_BOUNDS, ...FAR_SIZE, ...flags(deployment.url)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/holds more than 500000 JSON values \(--max-answer-values\)/);
    expect(performance.now() - started).toBeLessThan(10_000);
    // Both deployments of a compare are this one, each read on two connections: four sockets' buffers.
    expect(deployment.poured()).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('at the default bounds', () => {
  test.each(['huge', 'endless', 'bomb'] as const)('capture from a deployment of kind %s stops at 8 MiB (--max-answer-size)', async (kind) => {
    deployment = await serveHostileDeployment(kind);
    const out = files.write('');
    const run = runCapture(['--base-url', deployment.url, '--out', out], { command: quietCommand(), env: { CAPTURE_TOKEN: 'hostile-test-token' } });
    await expect(run).rejects.toThrow(/more than 8388608|larger than 8388608 bytes .*\(--max-answer-size\)/);
  });
});

test("capture stops where the first page's total_count says the listing ends, and writes nothing over --out when every record is refused", async () => {
  deployment = await serveHostileDeployment('fullPages', { items: 250 });
  const out = files.write('');
  const result = await runCapture(['--base-url', deployment.url, '--out', out], { command: quietCommand(), env: { CAPTURE_TOKEN: 'hostile-test-token' } });
  // The test's items are no releases: every one is refused.
  expect(result.skipped).toMatch(/^250 of 250 records skipped: .*; nothing written, .* left as it was$/);
  expect(readFileSync(out, 'utf8')).toBe('');
});

test("the suite and capture stop once the run's answers together pass --max-total-size", async () => {
  deployment = await serveHostileDeployment('fullPages', { items: 100_000 });
  const out = files.write('');
  const capture = runCapture(['--base-url', deployment.url, '--out', out, '--max-total-size', '100000'], {
    command: quietCommand(),
    env: { CAPTURE_TOKEN: 'hostile-test-token' },
  });
  await expect(capture).rejects.toThrow(/the answers are larger than 100000 bytes in all \(--max-total-size\)/);
  const suite = await suiteAgainst(deployment.url, ['--max-total-size', '5000']);
  expect(suite.code).toBe(2);
  expect(suite.stderr).toMatch(/the answers are larger than 5000 bytes in all \(--max-total-size\)/);
});
