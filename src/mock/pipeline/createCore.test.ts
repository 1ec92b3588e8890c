// The whole core driven by plain requests: one path of each kind, from the request to the answer a transport sends.
import { DRF, WAGTAIL } from '../../core/messages';
import { RequestJournal } from '../journal/requestJournal';
import { createMockCore } from './createCore';
import { plainCoreOptions } from './testing/plainCore';
import { answerOf, bodyOf, answerHeader, plainRequest, TOKEN_HEADERS, type PlainRequest } from './testing/plainRequest';

const LISTING = '/api/v2/pages/?type=releases.ReleasePage';
const core = createMockCore(plainCoreOptions());
const ask = async (target: string, request: PlainRequest = { headers: TOKEN_HEADERS }) => answerOf(await core.handle(plainRequest(target, request)));

test('a listing: 200, the data at the pinned now, the headers every answer has', async () => {
  const answer = await ask(`${LISTING}&limit=2`);
  expect(answer.status).toBe(200);
  expect(answer.described).toBe(true);
  expect(answer.headers.map(([name]) => name)).toEqual([
    'X-Content-Type-Options',
    'Date',
    'Access-Control-Allow-Origin',
    'Access-Control-Expose-Headers',
    'Vary',
    'Content-Type',
    'Content-Length',
  ]);
  expect(answerHeader(answer, 'Date')).toBe('Sun, 01 Mar 2026 12:00:00 GMT');
  expect(bodyOf(answer)).toMatchObject({ meta: { total_count: 20 } });
});

test("without a token: DRF's 401", async () => {
  const answer = await ask(LISTING, { headers: { host: 'mock.test' } });
  expect([answer.status, answerHeader(answer, 'WWW-Authenticate')]).toEqual([401, 'Token']);
  expect(bodyOf(answer)).toEqual({ detail: DRF.notAuthenticated });
});

test("a parameter out of its range: Wagtail's 400 naming it", async () => {
  const answer = await ask(`${LISTING}&limit=-1`);
  expect(answer.status).toBe(400);
  expect(bodyOf(answer)).toEqual({ message: expect.stringContaining('limit') });
});

test("a detail no page has: Wagtail's 404", async () => {
  const answer = await ask('/api/v2/pages/424242/');
  expect([answer.status, answer.described]).toEqual([404, true]);
  expect(bodyOf(answer)).toEqual({ message: WAGTAIL.pageNotFound });
});

test('the listing without its slash: a 301 before the token is asked for', async () => {
  const answer = await ask('/api/v2/pages?type=releases.ReleasePage', { headers: { host: 'mock.test' } });
  expect([answer.status, answerHeader(answer, 'Location')]).toEqual([301, '/api/v2/pages/?type=releases.ReleasePage']);
});

test('a CORS preflight: 204 without credentials', async () => {
  const answer = await ask(LISTING, { method: 'OPTIONS', headers: { host: 'mock.test', origin: 'https://app.example' } });
  expect(answer.status).toBe(204);
  expect(answerHeader(answer, 'Access-Control-Allow-Origin')).toBe('*');
});

test("a provoked answer: Prefer: code=429 is DRF's throttle, marked as provoked, after the token", async () => {
  const answer = await ask(LISTING, { headers: { ...TOKEN_HEADERS, prefer: 'code=429' } });
  expect([answer.status, answer.provoked, answerHeader(answer, 'Retry-After')]).toEqual([429, 'Prefer: code=429', '60']);
  expect((await ask(LISTING, { headers: { host: 'mock.test', prefer: 'code=429' } })).status).toBe(401);
});

test('a drop is no answer at all', async () => {
  expect(await core.handle(plainRequest(LISTING, { headers: { ...TOKEN_HEADERS, prefer: 'drop' } }))).toEqual({ kind: 'drop' });
});

test('a path the transport serves itself is passed back once the Host is checked', async () => {
  const passing = createMockCore({ ...plainCoreOptions(), passes: (path) => path === '/docs' });
  expect(await passing.handle(plainRequest('/docs', { headers: { host: 'mock.test' } }))).toMatchObject({ kind: 'pass', origin: 'http://mock.test' });
  expect(answerOf(await passing.handle(plainRequest('/docs', {}))).status).toBe(400);
});

test("the journal gets each answered request of the API, not the admin routes' nor the warm-up's", async () => {
  const journal = new RequestJournal(10, () => new Date(0));
  const journaled = createMockCore({ ...plainCoreOptions({ admin: true }), journal });
  await journaled.handle(plainRequest(`${LISTING}&limit=1`, { headers: TOKEN_HEADERS }));
  await journaled.handle(plainRequest(LISTING, { headers: TOKEN_HEADERS, warmUp: true }));
  await journaled.handle(plainRequest('/__mock/clock', { headers: { ...TOKEN_HEADERS, host: '127.0.0.1' } }));
  expect(journal.entries().map((entry) => [entry.path, entry.query, entry.status])).toEqual([['/api/v2/pages/', 'type=releases.ReleasePage&limit=1', 200]]);
});
