// Tests of `GET /__mock/requests`: the journal of answered requests, its filters and its refusals.
import request from 'supertest';
import { DRF } from '../../core/messages';
import { AUTH, LISTING, testApp } from '../testing/testApp';
import { REQUESTS_PATH } from './requestsRoutes';
import { createFetchHandler } from '../../fetch';

interface Listed {
  held: number;
  dropped: number;
  maxEntries: number;
  matched: number;
  entries: { seq: number; method: string; path: string; query: string; status: number; token: string | null; verdicts: { rule: string; kind: string }[] }[];
}

/** An app with the admin routes after a frontend's requests (in this order). */
async function afterTraffic() {
  const mock = testApp({ admin: true, count: 30 });
  const agent = request(mock.app);
  await agent.get(`${LISTING}&status=scheduled&ordering=expected_date`).set(AUTH);
  await agent.get(`${LISTING}&status=scheduled&ordering=title`).set(AUTH);
  await agent.head(`${LISTING}&limit=5`).set(AUTH);
  await agent.get(`${LISTING}&limit=500`).set(AUTH);
  await agent.get(LISTING);
  await agent.get('/api/v2/pages/999999/').set(AUTH);
  return mock;
}

const list = async (app: Parameters<typeof request>[0], query = '') => {
  const res = await request(app).get(`${REQUESTS_PATH}${query}`).set(AUTH);
  expect(res.status).toBe(200);
  return res.body as Listed;
};

describe('GET /__mock/requests (--admin): the journal of every answered request', () => {
  let mock: Awaited<ReturnType<typeof afterTraffic>>;
  beforeAll(async () => {
    mock = await afterTraffic();
  });

  test('every request, oldest first: method as sent, path, query, status, masked token, broken rules', async () => {
    const listed = await list(mock.app);
    expect(listed).toMatchObject({ held: 6, dropped: 0, maxEntries: 1000, matched: 6 });
    expect(listed.entries.map((entry) => [entry.method, entry.path, entry.status, entry.token])).toEqual([
      ['GET', '/api/v2/pages/', 200, 'Token dev-…'],
      ['GET', '/api/v2/pages/', 200, 'Token dev-…'],
      ['HEAD', '/api/v2/pages/', 200, 'Token dev-…'],
      ['GET', '/api/v2/pages/', 400, 'Token dev-…'],
      ['GET', '/api/v2/pages/', 401, null],
      ['GET', '/api/v2/pages/999999/', 404, 'Token dev-…'],
    ]);
    expect(listed.entries[1].verdicts).toEqual([
      expect.objectContaining({ rule: 'request.ordering-is-documented', kind: 'unstated', actual: 'ordering=title' }),
    ]);
    expect(listed.entries[0].verdicts).toEqual([]);
  });

  test.each([
    ['?path=/api/v2/pages/999999/', [6]],
    ['?status=200', [1, 2, 3]],
    ['?status=4xx', [4, 5, 6]],
    ['?status=401', [5]],
    ['?rule=request.ordering-is-documented', [2]],
    ['?rule=request.limit-within-maximum', [4]],
    // The 400 (limit=999) is judged by its refusal alone.
    ['?rule=request.ordering-when-paging', [3]],
    ['?method=head', [3]],
    ['?path=/api/v2/pages/&status=200&rule=request.method-is-get', [3]],
  ])('filtered by %s', async (query, seqs) => {
    const listed = await list(mock.app, query);
    expect(listed.entries.map((entry) => entry.seq)).toEqual(seqs);
    expect(listed.matched).toBe(seqs.length);
  });

  test('the admin routes themselves are not journaled', async () => {
    expect((await list(mock.app)).held).toBe(6);
  });

  test('an unknown filter or a malformed status is a 400 naming it', async () => {
    const unknown = await request(mock.app).get(`${REQUESTS_PATH}?colour=red`).set(AUTH);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'unknown filters: colour (the journal filters by path, status, rule, method and pages by limit, after)' });
    const status = await request(mock.app).get(`${REQUESTS_PATH}?status=ok`).set(AUTH);
    expect(status.body).toEqual({ message: "status must be a status such as 200 or a class such as 4xx (got 'ok')" });
    const twice = await request(mock.app).get(`${REQUESTS_PATH}?path=a&path=b`).set(AUTH);
    expect(twice.body).toEqual({ message: 'path may be given only once' });
  });

  test('a rule no request rule has is a 400 naming the rules, as an unknown filter is; in process, a RangeError', async () => {
    const misspelt = await request(mock.app).get(`${REQUESTS_PATH}?rule=request.ordering-is-documentd`).set(AUTH);
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.message).toMatch(
      /^unknown rule 'request\.ordering-is-documentd' \(the request rules: request\.method-is-get, .*request\.ordering-is-documented, .*request\.fields-are-documented\)$/,
    );
    expect(() => mock.journal.count({ rule: 'request.ordering-is-documentd' })).toThrow(RangeError);
  });

  test('the in-process journal and its assertion helper see the same requests', () => {
    expect(mock.journal.count({ path: '/api/v2/pages/', query: { status: 'scheduled' } })).toBe(2);
    expect(() => mock.journal.verify({ path: '/api/v2/pages/', query: { status: 'scheduled' }, status: 200 }, 2)).not.toThrow();
    expect(() => mock.journal.verify({ query: { status: 'published' } }, 1)).toThrow(/^expected 1 request matching .*, found 0/);
  });
});

test('DELETE /__mock/requests clears it; other methods are 405; a token is needed', async () => {
  const mock = await afterTraffic();
  expect((await request(mock.app).delete(REQUESTS_PATH).set(AUTH)).status).toBe(204);
  expect((await list(mock.app)).entries).toEqual([]);
  const post = await request(mock.app).post(REQUESTS_PATH).set(AUTH);
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe('GET, HEAD, DELETE');
  expect(post.body).toEqual({ detail: DRF.methodNotAllowed('POST') });
  expect((await request(mock.app).get(REQUESTS_PATH)).status).toBe(401);
});

test('--max-journal-entries bounds what the route lists', async () => {
  const mock = testApp({ admin: true, count: 20, maxJournalEntries: 2 });
  for (let i = 0; i < 5; i++) await request(mock.app).get(`${LISTING}&offset=${i}&ordering=expected_date`).set(AUTH);
  const listed = await list(mock.app);
  expect(listed).toMatchObject({ held: 2, dropped: 3, maxEntries: 2 });
  expect(listed.entries.map((entry) => entry.query)).toEqual([
    'type=releases.ReleasePage&offset=3&ordering=expected_date',
    'type=releases.ReleasePage&offset=4&ordering=expected_date',
  ]);
});

test('the journal is served in pages: limit entries after the seq `after`, next naming the following page', async () => {
  const mock = testApp({ admin: true, count: 20 });
  for (let i = 0; i < 7; i++) await request(mock.app).get(`${LISTING}&offset=${i}`).set(AUTH);
  const first = (await list(mock.app, '?limit=3')) as Listed & { next: number | null };
  expect(first.entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
  expect(first).toMatchObject({ held: 7, matched: 7, next: 3 });
  const second = (await list(mock.app, `?limit=3&after=${first.next}`)) as Listed & { next: number | null };
  expect(second.entries.map((entry) => entry.seq)).toEqual([4, 5, 6]);
  const last = (await list(mock.app, `?limit=3&after=${second.next}`)) as Listed & { next: number | null };
  expect(last.entries.map((entry) => entry.seq)).toEqual([7]);
  expect(last.next).toBeNull();
  // A filter pages the matching entries only.
  const filtered = (await list(mock.app, '?limit=2&after=2&path=/api/v2/pages/')) as Listed & { next: number | null };
  expect(filtered.entries.map((entry) => entry.seq)).toEqual([3, 4]);
  expect(filtered.matched).toBe(7);
});

test('a page holds 100 entries unless asked, 1,000 at most; a limit or after out of range is a 400', async () => {
  const mock = testApp({ admin: true, count: 20 });
  for (let i = 0; i < 120; i++) mock.journal.record({ method: 'GET', target: `${LISTING}&offset=${i}`, status: 200 });
  const page = (await list(mock.app)) as Listed & { next: number | null };
  expect(page.entries).toHaveLength(100);
  expect(page.next).toBe(100);
  for (const query of ['?limit=0', '?limit=1001', '?limit=ten', '?after=-1', '?after=1e3', '?limit=1&limit=2']) {
    const res = await request(mock.app).get(`${REQUESTS_PATH}${query}`).set(AUTH);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^(limit must be an integer from 1 to 1000|after must be the seq of an entry|limit may be given only once)/);
  }
});

test('a page is streamed, entry after entry, by both transports: no Content-Length, the same JSON, nothing on HEAD', async () => {
  const mock = testApp({ admin: true, count: 20 });
  // Entries near the per-entry bound: a page of 1,000 is many chunks.
  const hostile = '\u0001'.repeat(400);
  for (let i = 0; i < 1000; i++)
    mock.journal.record({ method: 'GET', target: `${LISTING}&search=${hostile}&offset=${i}`, status: 200, authorization: `Token ${hostile}` });
  const res = await request(mock.app).get(`${REQUESTS_PATH}?limit=1000`).set(AUTH);
  expect(res.status).toBe(200);
  expect(res.headers['content-length']).toBeUndefined();
  expect(res.headers['transfer-encoding']).toBe('chunked');
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = res.body as Listed & { next: number | null };
  expect(body.entries).toHaveLength(1000);
  expect(res.text.length).toBeGreaterThan(1_000_000);
  expect(res.text).toBe(JSON.stringify(body));
  const head = await request(mock.app).head(`${REQUESTS_PATH}?limit=1000`).set(AUTH);
  expect([head.status, head.text ?? '']).toEqual([200, '']);

  const handler = createFetchHandler({ count: 20, now: '2026-03-01T12:00:00Z', admin: true });
  for (let i = 0; i < 300; i++) await handler(new Request(`http://mock.test${LISTING}&offset=${i}`, { headers: AUTH }));
  const answer = await handler(new Request(`http://mock.test${REQUESTS_PATH}?limit=300`, { headers: AUTH }));
  expect(answer.headers.get('content-length')).toBeNull();
  const reader = answer.body!.getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  expect(chunks.length).toBeGreaterThan(1);
  const fetched = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Listed;
  expect([fetched.held, fetched.entries.length, fetched.entries[299].query]).toEqual([300, 300, 'type=releases.ReleasePage&offset=299']);
});
