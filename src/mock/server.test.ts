import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { FixturesError } from './data/loadFixturesFile';
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
  const page = (await request(running.url).get('/docs')).text;
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
  expect(failure?.stderr).toMatch(/^release-pages-mock: fixtures file .*bad-date\.json: record 0 \(id 3\): \/meta is missing/);
}, 20_000);

test('on a port in use, the command exits 1 with exactly one line naming the port, no stack trace', async () => {
  await whileHoldingAPort(async (port) => {
    const failure = await mockCommandFailure(['--port', String(port), '--count', '20']);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(`release-pages-mock: port ${port} is in use; pass --port\n`);
  });
}, 20_000);
