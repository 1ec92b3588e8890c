// Tests of the typed client: listing, detail, fields and walking every page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenLocally } from '../net/testing/listenLocally';
import { testApp } from '../mock/testing/testApp';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  ReleasePagesApiError,
  TooManyRequestsError,
  UnauthorizedError,
  UnexpectedResponseError,
} from './apiErrors';
import { ReleasePagesClient } from './releasePagesClient';

const COUNT = 230;
let server: Awaited<ReturnType<typeof listenLocally>>;
let client: ReleasePagesClient;
beforeAll(async () => {
  server = await listenLocally(testApp({ count: COUNT }).app);
  client = new ReleasePagesClient({ baseUrl: `${server.url}/`, token: 'dev-token' });
});
afterAll(() => server.close());

test('lists a page with the parameters given, and finds a release by id', async () => {
  const page = await client.listReleasePages({ limit: 3, ordering: '-expected_date', fields: '_,id,expected_date' });
  expect(page.meta.total_count).toBe(COUNT);
  expect(page.items).toHaveLength(3);
  const dates = page.items.map((item) => item.expected_date);
  expect(dates).toEqual([...dates].sort().reverse());
  const one = await client.getReleasePage(page.items[0].id);
  expect(one.id).toBe(page.items[0].id);
  expect(one.status.code).toMatch(/^(draft|announced|scheduled|published)$/);
});

describe('items hold the keys their type says', () => {
  const keysOf = async (fields?: string) => {
    const { items } = await client.listReleasePages({ limit: 1, fields });
    return { keys: Object.keys(items[0]).sort(), meta: Object.keys(items[0].meta ?? {}).sort() };
  };
  const ALL_META = ['detail_url', 'first_published_at', 'html_url', 'slug', 'type'];

  test.each<[string | undefined, string[], string[]]>([
    [undefined, ['id', 'meta', 'title'], ALL_META],
    ['*', ['announcement_reports', 'content_scheduled', 'expected_date', 'expected_time_period', 'id', 'meta', 'status', 'target_date', 'title'], ALL_META],
    ['expected_date,status', ['expected_date', 'id', 'meta', 'status', 'title'], ALL_META],
    ['_,id,title', ['id', 'title'], []],
    ['-title,-detail_url', ['id', 'meta'], ['first_published_at', 'html_url', 'slug', 'type']],
    ['_,slug', ['meta'], ['slug']],
  ])('fields=%s', async (fields, keys, meta) => {
    expect(await keysOf(fields)).toEqual({ keys, meta });
  });

  test('the detail endpoint gives every field by default', async () => {
    const { id } = (await client.listReleasePages({ limit: 1 })).items[0];
    expect(Object.keys(await client.getReleasePage(id))).toHaveLength(9);
    expect(Object.keys(await client.getReleasePage(id, '_,id'))).toEqual(['id']);
  });
});

describe('listAllReleasePages', () => {
  test('walks every page: as many items as total_count, each once, in order', async () => {
    const ids: number[] = [];
    for await (const item of client.listAllReleasePages({ fields: '_,id', limit: 50 })) ids.push(item.id);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('keeps the filters (drafts always show draft) and starts at the offset given', async () => {
    const { meta } = await client.listReleasePages({ status: 'draft', limit: 0 });
    const items = [];
    for await (const item of client.listAllReleasePages({ status: 'draft', offset: 3, limit: 7, fields: 'status' })) items.push(item);
    expect(items).toHaveLength(meta.total_count - 3);
    expect(items.every((item) => item.status.code === 'draft')).toBe(true);
  });

  test('stops at total_count when a server keeps sending full pages', async () => {
    const full = { meta: { total_count: 4 }, items: [{ id: 1 }, { id: 2 }] };
    const endless = new ReleasePagesClient({ baseUrl: 'http://api.test', token: 't', fetch: async () => new Response(JSON.stringify(full)) });
    const items = [];
    for await (const item of endless.listAllReleasePages({ limit: 2 })) items.push(item);
    expect(items).toHaveLength(4);
  });

  test('refuses a limit that would never move on', async () => {
    await expect(client.listAllReleasePages({ limit: 0 }).next()).rejects.toThrow(RangeError);
  });
});

describe('an answer other than 200 rejects with the class of its status', () => {
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('resolved');
      },
      (error: unknown) => error,
    );

  test('400: BadRequestError with the message', async () => {
    const error = await rejection(client.listReleasePages({ limit: 201 }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toBeInstanceOf(ReleasePagesApiError);
    expect(error).toMatchObject({
      name: 'BadRequestError',
      status: 400,
      reason: 'limit cannot be higher than 200',
      body: { message: 'limit cannot be higher than 200' },
    });
  });

  test('401: UnauthorizedError with the detail and WWW-Authenticate', async () => {
    const refused = new ReleasePagesClient({ baseUrl: server.url, token: 'wrong' });
    const error = await rejection(refused.listReleasePages());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, reason: 'Invalid token.', wwwAuthenticate: 'Token' });
  });

  test('403: ForbiddenError', async () => {
    const forbidden = new ReleasePagesClient({ baseUrl: server.url, token: 'dev-token-no-permission' });
    const error = await rejection(forbidden.listReleasePages());
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ status: 403, reason: 'You do not have permission to perform this action.' });
  });

  test('404: NotFoundError', async () => {
    const error = await rejection(client.getReleasePage(1));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, reason: 'No Page matches the given query.' });
  });

  describe('from a server of its own', () => {
    let answer: (res: http.ServerResponse) => void;
    let other: http.Server;
    let otherClient: ReleasePagesClient;
    beforeAll(async () => {
      other = http.createServer((_req, res) => answer(res));
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      otherClient = new ReleasePagesClient({ baseUrl: `http://127.0.0.1:${(other.address() as AddressInfo).port}`, token: 't' });
    });
    afterAll(() => new Promise((resolve) => other.close(resolve)));

    test('429: TooManyRequestsError with Retry-After in seconds', async () => {
      answer = (res) => res.writeHead(429, { 'Retry-After': '7', 'Content-Type': 'application/json' }).end('{"detail": "Request was throttled."}');
      const error = await rejection(otherClient.listReleasePages());
      expect(error).toBeInstanceOf(TooManyRequestsError);
      expect(error).toMatchObject({ status: 429, retryAfterSeconds: 7, reason: 'Request was throttled.' });
    });

    test('a 502 with an HTML page: UnexpectedResponseError keeping the text', async () => {
      answer = (res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
      const error = await rejection(otherClient.listReleasePages());
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error).toMatchObject({ status: 502, body: '<html><body>Bad gateway</body></html>' });
    });
  });
});

describe('headers', () => {
  test("the client's go with every request, a call's over them; the token stays the Authorization", async () => {
    const provoking = new ReleasePagesClient({ baseUrl: server.url, token: 'dev-token', headers: { Prefer: 'code=503', Authorization: 'Token wrong' } });
    await expect(provoking.listReleasePages()).rejects.toMatchObject({ status: 503 });
    await expect(provoking.getReleasePage(1)).rejects.toMatchObject({ status: 503 });
    await expect(provoking.listReleasePages({}, { headers: { prefer: 'code=404' } })).rejects.toMatchObject({ status: 404 });
  });

  test('X-Mock-Now moves the clock a call sees: a release scheduled ahead is published later', async () => {
    const [scheduled] = (await client.listReleasePages({ status: 'scheduled', fields: '_,id,expected_date', limit: 1 })).items;
    const after = { 'X-Mock-Now': `${scheduled.expected_date}T23:59:59Z` };
    expect((await client.getReleasePage(scheduled.id, '_,status')).status.code).toBe('scheduled');
    expect((await client.getReleasePage(scheduled.id, '_,status', { headers: after })).status.code).toBe('published');
  });

  test("a call's signal aborts it", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.listReleasePages({}, { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});
