// What the fetch handler does of its own: a dropped connection and an abandoned wait are fetch's
// network error, HEAD has the GET's headers and no body, an admin body is inflated and read no
// further than its cap, a query of too many fields refused, a bare `?` kept in the target.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { FIXED_NOW } from '../mock/testing/testApp';
import { MAX_QUERY_FIELDS } from '../mock/pipeline/queryCheck';
import { createFetchHandler } from '.';

const handler = createFetchHandler({ count: 30, now: FIXED_NOW, admin: true, adminLimits: { maxBodyBytes: 64, maxItems: 10 } });
const LISTING = 'http://mock.test/api/v2/pages/?type=releases.ReleasePage&limit=2';
const AUTH = { Authorization: 'Token dev-token' };

test('Prefer: drop rejects with a TypeError, as fetch does on a network error', async () => {
  await expect(handler(new Request(LISTING, { headers: { ...AUTH, Prefer: 'drop' } }))).rejects.toThrow(TypeError);
});

test('a provoked wait ends when the request is aborted: a TypeError at once, not the answer later', async () => {
  const controller = new AbortController();
  const started = Date.now();
  const answer = handler(new Request(LISTING, { headers: { ...AUTH, Prefer: 'latency=30000' }, signal: controller.signal }));
  setTimeout(() => controller.abort(), 50);
  await expect(answer).rejects.toThrow(TypeError);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('a provoked wait that is not aborted answers after it', async () => {
  const answer = await handler(new Request(LISTING, { headers: { ...AUTH, Prefer: 'latency=20' } }));
  expect(answer.status).toBe(200);
});

test("HEAD has GET's status and headers, Content-Length included, and no body", async () => {
  const get = await handler(new Request(LISTING, { headers: AUTH }));
  const head = await handler(new Request(LISTING, { method: 'HEAD', headers: AUTH }));
  expect(head.status).toBe(200);
  expect([...head.headers]).toEqual([...get.headers]);
  expect(head.body).toBeNull();
  expect(Number(get.headers.get('content-length'))).toBe((await get.arrayBuffer()).byteLength);
});

test('an admin body is inflated as the server inflates it (gzip, deflate, br), its cap (64 bytes here) counted after inflating', async () => {
  const post = (body: Uint8Array, encoding: string, path = '/__mock/clock', method = 'PUT') =>
    handler(new Request(`http://127.0.0.1${path}`, { method, body, headers: { ...AUTH, 'Content-Type': 'application/json', 'Content-Encoding': encoding } }));
  const clock = Buffer.from('{"now":"2026-04-01T00:00:00Z"}');
  for (const [encoding, body] of [
    ['gzip', gzipSync(clock)],
    ['deflate', deflateSync(clock)],
    ['br', brotliCompressSync(clock)],
    ['identity', clock],
  ] as const) {
    expect([encoding, (await post(body, encoding)).status]).toEqual([encoding, 200]);
  }
  const answers = await Promise.all([
    post(gzipSync(`[${' '.repeat(64)}]`), 'gzip', '/__mock/releases', 'POST'),
    post(gzipSync('x').subarray(0, 8), 'gzip'),
    post(clock, 'compress'),
  ]);
  expect(await Promise.all(answers.map(async (answer) => [answer.status, await answer.json()]))).toEqual([
    [413, { message: 'the body is larger than the mock accepts' }],
    [400, { message: 'the body could not be read (encoding.invalid)' }],
    [415, { message: 'the body could not be read (encoding.unsupported)' }],
  ]);
});

test("a query of more fields than Django reads (1,000) is Django's 400, after the token", async () => {
  // Empty fields count as Python counts them: one more than the `&`s.
  const fields = (count: number) => `http://mock.test/api/v2/pages/?type=releases.ReleasePage${'&'.repeat(count - 1)}`;
  expect((await handler(new Request(fields(MAX_QUERY_FIELDS), { headers: AUTH }))).status).toBe(200);
  const over = await handler(new Request(fields(MAX_QUERY_FIELDS + 1), { headers: AUTH }));
  expect([over.status, await over.json()]).toEqual([400, { detail: 'Bad Request (400)' }]);
  expect((await handler(new Request(fields(MAX_QUERY_FIELDS + 1)))).status).toBe(401);
});

test('a bare `?` stays in the target, as a client that sends the URL as written puts it in the request line', async () => {
  const redirectOf = async (target: string) => (await handler(new Request(`http://mock.test${target}`, { redirect: 'manual' }))).headers.get('location');
  expect(await redirectOf('/api/v2/pages?')).toBe('/api/v2/pages/?');
  expect(await redirectOf('/api/v2/pages?#top')).toBe('/api/v2/pages/?');
  expect(await redirectOf('/api/v2/pages')).toBe('/api/v2/pages/');
  expect(await redirectOf('/api/v2/pages#a?')).toBe('/api/v2/pages/');
  expect(await redirectOf('/api/v2/pages?type=x')).toBe('/api/v2/pages/?type=x');
});
