// What the fetch handler does of its own: a dropped connection and an abandoned wait are fetch's
// network error, HEAD has the GET's headers and no body, an admin body is read no further than its cap.
import { FIXED_NOW } from '../mock/testing/testApp';
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

test('an admin body past its cap is 413, and a compressed one 415 (the server would inflate it)', async () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    handler(new Request('http://127.0.0.1/__mock/releases', { method: 'POST', body, headers: { ...AUTH, 'Content-Type': 'application/json', ...headers } }));
  const large = await post(`[${'1,'.repeat(100)}1]`);
  expect([large.status, await large.json()]).toEqual([413, { message: 'the body is larger than the mock accepts' }]);
  const gzipped = await post('[]', { 'Content-Encoding': 'gzip' });
  expect([gzipped.status, await gzipped.json()]).toEqual([415, { message: 'the body could not be read (encoding.unsupported)' }]);
});
