// Tests of the mock's start-up and serving: its summary, run faults, allowed hosts and headers.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { FixturesError } from './data/loadFixturesFile';
import { runFaults } from './http/provoked/runFaults';
import { serverCommand, parseServerOptions, type ServerOptions } from './options';
import { startServer, type RunningServer } from './server';
import { mockCommandFailure, whileHoldingAPort } from './testing/mockCommand';

const silent = pino({ level: 'silent' });
const options = (args: string[]): ServerOptions =>
  parseServerOptions(['--port', '0', '--now', '2026-03-01T12:00:00Z', ...args], serverCommand().exitOverride());
const dir = mkdtempSync(join(tmpdir(), 'server-test-'));
const LIST = '/api/v2/pages/?type=releases.ReleasePage&limit=1';

let running: RunningServer | undefined;
afterEach(async () => {
  await new Promise((resolve) => running?.server.close(resolve) ?? resolve(undefined));
  running = undefined;
});

test('start-up says where it listens, the dataset and seed, the clock and how to authenticate', async () => {
  running = await startServer(options(['--seed', '7', '--count', '30']), silent);
  const text = running.summary.join('\n');
  expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(text).toContain(`listening on ${running.url}`);
  expect(text).toContain('30 releases generated from seed 7');
  expect(text).toContain('fixed at 2026-03-01T12:00:00.000Z; today is 2026-03-01 in UTC');
  expect(text).toContain("'dev-token'");
  const res = await request(running.url).get(LIST).set('Authorization', 'Token dev-token');
  expect(res.body.meta.total_count).toBe(30);
});

test('start-up names the run faults, drawn from the seed, and the first request draws the first fault (the warm-up draws none)', async () => {
  running = await startServer(options(['--count', '20', '--seed', '3', '--latency', '1-5', '--error-rate', '1']), silent);
  const text = running.summary.join('\n');
  expect(text).toContain('faults:    latency 1-5 ms, error rate 1 (500, 502 or 503) (seed 3)');
  const draw = runFaults({ seed: 3, latency: { min: 1, max: 5 }, errorRate: 1 });
  for (let i = 0; i < 6; i++) {
    expect((await request(running.url).get(LIST).set('Authorization', 'Token dev-token')).status).toBe(draw().errorStatus);
  }
});

test('with --allowed-hosts, start-up names them and only they are served', async () => {
  running = await startServer(options(['--count', '20', '--allowed-hosts', 'mock.test,.example.com']), silent);
  expect(running.summary.join('\n')).toContain('hosts:     mock.test, .example.com (--allowed-hosts); any other Host is a 400');
  const status = async (host: string) => (await request(running!.url).get(LIST).set('Authorization', 'Token dev-token').set('Host', host)).status;
  expect([await status('mock.test'), await status('api.example.com:4010'), await status('127.0.0.1')]).toEqual([200, 200, 400]);
});

test('without faults, start-up says nothing of them', async () => {
  running = await startServer(options(['--count', '20']), silent);
  expect(running.summary.join('\n')).not.toContain('faults:');
});

test('configured tokens replace the development tokens, and their keys are never printed', async () => {
  const tokensFile = join(dir, 'tokens.json');
  writeFileSync(tokensFile, JSON.stringify({ tokens: [{ key: 'file-secret', permissions: [], name: 'no permission' }] }));
  running = await startServer(options(['--token', 'flag-secret', '--tokens-file', tokensFile]), silent);
  const text = running.summary.join('\n');
  expect(text).toContain('2 configured');
  expect(text).not.toMatch(/flag-secret|file-secret|dev-token/);
  const answer = async (key: string) => (await request(running!.url).get(LIST).set('Authorization', `Token ${key}`)).status;
  expect(await answer('flag-secret')).toBe(200);
  expect(await answer('file-secret')).toBe(403);
  expect(await answer('dev-token')).toBe(401);
});

test.each([
  ['the development tokens', '"Token dev-token"', []],
  ['configured tokens', 'null', ['--token', 'configured-secret']],
])('with %s, the docs page pre-authorizes with %s', async (_tokens, authorization, args) => {
  running = await startServer(options(['--count', '20', ...args]), silent);
  expect(running.summary.join('\n')).toContain(`docs:      ${running.url}/docs`);
  const page = (await request(running.url).get('/docs/start.js')).text;
  expect(page.match(/const authorization = (.*);/)?.[1]).toBe(authorization);
});

test('a fixtures file replaces the generated data', async () => {
  const file = join(dir, 'one.json');
  const page = {
    id: 7,
    meta: { type: 'releases.ReleasePage', detail_url: 'https://x.test/api/v2/pages/7/', html_url: 'https://x.test/r/', slug: 'r', first_published_at: null },
    title: 'Only release',
    expected_date: '2026-03-05',
    expected_time_period: null,
    target_date: null,
    content_scheduled: false,
    status: { code: 'draft', label: 'Draft', color: '#000000', description: 'x' },
    announcement_reports: [],
  };
  writeFileSync(file, JSON.stringify([page]));
  running = await startServer(options(['--fixtures', file]), silent);
  expect(running.summary.join('\n')).toContain(`1 releases from ${file}`);
  const res = await request(running.url).get(`${LIST}&fields=status`).set('Authorization', 'Token dev-token');
  expect(res.body.items).toEqual([
    expect.objectContaining({ id: 7, title: 'Only release', status: expect.objectContaining({ code: 'draft', label: 'Draft', color: '#6C757D' }) }),
  ]);
});

test('a bad fixtures file throws before anything listens', async () => {
  const file = join(dir, 'bad.json');
  writeFileSync(file, JSON.stringify([{ id: 1 }]));
  await expect(startServer(options(['--fixtures', file]), silent)).rejects.toThrow(FixturesError);
});

test('the command exits non-zero with one clear line, serving nothing, on a bad fixtures file', async () => {
  const file = join(dir, 'bad-date.json');
  writeFileSync(file, JSON.stringify({ items: [{ id: 3, title: 'x' }] }));
  const failure = await mockCommandFailure(['--port', '0', '--fixtures', file]);
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toMatch(/^release-pages-mock: RPM_FIXTURES_RECORD_INVALID: fixtures file .*bad-date\.json: record 0 \(id 3\): \/meta is missing/);
}, 20_000);

test.each([
  [
    ['--port', 'x'],
    "release-pages-mock: RPM_FLAG_INVALID: option '--port <n>' argument 'x' is invalid. expected an integer from 0 to 65535 (--help lists the flags)",
  ],
  [['--colour'], "release-pages-mock: RPM_FLAG_INVALID: unknown option '--colour' (--help lists the flags)"],
  [['export', '--count', '5'], "release-pages-mock export: RPM_FLAG_INVALID: required option '--out <file>' not specified (--help lists the flags)"],
])(
  'a flag the command refuses (%j) is one line on stderr and exit code 1, not the help',
  async (args, line) => {
    const failure = await mockCommandFailure(args);
    expect({ code: failure?.code, stderr: failure?.stderr }).toEqual({ code: 1, stderr: `${line}\n` });
  },
  20_000,
);

describe('time travel flags', () => {
  const NOW_MS = Date.parse('2026-03-01T12:00:00Z');
  const dateOf = async (url: string) => Date.parse((await request(url).get(LIST).set('Authorization', 'Token dev-token')).headers.date);

  test('--clock-rate runs the clock from --now as the port opens, and the summary says so', async () => {
    running = await startServer(options(['--count', '20', '--clock-rate', '3600']), silent);
    expect(running.summary.join('\n')).toMatch(/clock: {5}running at 3600x real time \(--clock-rate\) from 2026-03-01T12:/);
    const first = await dateOf(running.url);
    // Start-up (about a second, an hour at this rate) did not move it.
    expect(first - NOW_MS).toBeGreaterThanOrEqual(0);
    expect(first - NOW_MS).toBeLessThan(30 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await dateOf(running.url)) - first).toBeGreaterThanOrEqual(5 * 60_000);
  });

  test('with every new flag off or idle, a plain request is answered byte for byte as before', async () => {
    const answer = async (args: string[]) => {
      running = await startServer(options(['--count', '60', '--public-url', 'http://mock.test', ...args]), silent);
      const res = await request(running.url)
        .get(`${LIST.replace('limit=1', 'limit=60')}&fields=*`)
        .set('Authorization', 'Token dev-token');
      await new Promise((resolve) => running!.server.close(resolve));
      running = undefined;
      // Every header but those of the connection, which the test's client decides.
      const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !['connection', 'keep-alive'].includes(name)));
      return { status: res.status, headers, text: res.text };
    };
    const plain = await answer([]);
    expect(plain.headers.date).toBe('Sun, 01 Mar 2026 12:00:00 GMT');
    expect(await answer(['--admin'])).toEqual(plain);
    expect(await answer(['--admin', '--clock-rate', '0'])).toEqual(plain);
    // The admin, clock, fault and log flags together, each set so that it changes nothing.
    expect(await answer(['--admin', '--clock-rate', '0', '--latency', '0', '--error-rate', '0', '--log-format', 'json'])).toEqual(plain);
  });

  test('--admin serves the clock and says so', async () => {
    running = await startServer(options(['--count', '20', '--admin']), silent);
    expect(running.summary.join('\n')).toContain(`admin:     ${running.url}/__mock/releases, /__mock/reset, /__mock/clock and /__mock/requests`);
    const res = await request(running.url).get('/__mock/clock').set('Authorization', 'Token dev-token');
    expect(res.body).toEqual({ now: '2026-03-01T12:00:00.000Z', rate: 0, timezone: 'UTC', today: '2026-03-01' });
  });
});

test('on a port in use, the command exits 1 with exactly one line naming the port, no stack trace', async () => {
  await whileHoldingAPort(async (port) => {
    const failure = await mockCommandFailure(['--port', String(port), '--count', '20']);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(`release-pages-mock: RPM_PORT_IN_USE: port ${port} is in use; pass --port\n`);
  });
}, 20_000);
