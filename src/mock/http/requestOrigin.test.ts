// Host is sent here over raw sockets: fetch and supertest cannot send HTTP/1.0 without it, twice, or with odd bytes.
import type { Listening } from '../../net/server/listen';
import { listenLocally } from '../../net/testing/listenLocally';
import { rawExchange, type RawAnswer } from '../../net/testing/rawExchange';
import { LISTING, testApp, type TestAppOptions } from '../testing/testApp';
import { DJANGO } from '../../core/messages';

/** Sends `GET path` with exactly these header lines (latin1 bytes). */
const rawGet = (server: Listening, path: string, headerLines: string[], version = '1.1'): Promise<RawAnswer> =>
  rawExchange(
    server.url,
    Buffer.from(`GET ${path} HTTP/${version}\r\n${[...headerLines, 'Connection: close'].map((line) => `${line}\r\n`).join('')}\r\n`, 'latin1'),
  );

const AUTH = 'Authorization: Token dev-token';
const ONE_ITEM = `${LISTING}&limit=1`;
const REFUSED = { detail: DJANGO.badRequest };

/** One server for each set of options, shared by the tests. */
const servers = new Map<string, Promise<Listening>>();
function serve(options: TestAppOptions = {}): Promise<Listening> {
  const key = JSON.stringify(options);
  if (!servers.has(key)) servers.set(key, listenLocally(testApp({ count: 20, ...options }).app));
  return servers.get(key)!;
}

afterAll(async () => {
  await Promise.all([...servers.values()].map(async (server) => (await server).close()));
});

const detailUrlOf = (answer: RawAnswer) => (JSON.parse(answer.body) as { items: { meta: { detail_url: string } }[] }).items[0].meta.detail_url;
const serversOf = (answer: RawAnswer) => /^servers:\n {2}- url: "(.*)"$/m.exec(answer.body)?.[1];

describe('a well-formed Host', () => {
  test('is the origin of detail_url, and of /openapi.yaml and /docs/openapi.json servers', async () => {
    const server = await serve();
    const listing = await rawGet(server, ONE_ITEM, ['Host: Mock.Test:8080', AUTH]);
    expect(listing.status).toBe(200);
    expect(detailUrlOf(listing)).toMatch(/^http:\/\/Mock\.Test:8080\/api\/v2\/pages\/\d+\/$/);
    expect(serversOf(await rawGet(server, '/openapi.yaml', ['Host: [::1]:4010']))).toBe('http://[::1]:4010');
    const json = await rawGet(server, '/docs/openapi.json', ['Host: 127.0.0.1:4010']);
    expect(JSON.parse(json.body).servers[0].url).toBe('http://127.0.0.1:4010');
  });
});

describe('a Host that is not host[:port] is a 400 in Django words, before anything uses it', () => {
  test.each([
    ['a path', 'a/b'],
    ['a space and a path', 'a b/c'],
    ['a port that is no number', 'mock.test:port'],
    ['unclosed brackets', '[::1'],
    ['empty', ''],
    ['8 KB', 'h'.repeat(8192)],
    ['a non-ASCII byte', 'caf\u00e9.test'],
    ['a user', 'user@mock.test'],
    ['an underscore', 'my_mock:4010'],
    ['a port above 65535', 'mock.test:65536'],
  ])('%s', async (_name, host) => {
    const server = await serve();
    for (const path of [ONE_ITEM, '/api/v2/pages/1/', '/openapi.yaml', '/docs/openapi.json', '/docs']) {
      const answer = await rawGet(server, path, [`Host: ${host}`, AUTH]);
      expect([path, answer.status, answer.headers['content-type'], JSON.parse(answer.body)]).toEqual([path, 400, 'application/json; charset=utf-8', REFUSED]);
    }
  });

  test('two Host lines are a 400 (RFC 9112), though Node keeps the first', async () => {
    const answer = await rawGet(await serve(), ONE_ITEM, ['Host: mock.test', 'Host: other.test', AUTH]);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([400, REFUSED]);
  });

  test('the 400 comes before authentication, and a browser may read it', async () => {
    const answer = await rawGet(await serve(), ONE_ITEM, ['Host: a/b', 'Origin: http://app.test']);
    expect([answer.status, JSON.parse(answer.body), answer.headers['access-control-allow-origin']]).toEqual([400, REFUSED, '*']);
  });

  test('--public-url does not make a malformed Host acceptable', async () => {
    const answer = await rawGet(await serve({ publicUrl: 'https://mock.example.com' }), ONE_ITEM, ['Host: a/b', AUTH]);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([400, REFUSED]);
  });
});

test('HTTP/1.1 without Host is a 400 (RFC 9112), with --public-url too', async () => {
  for (const options of [{}, { publicUrl: 'https://mock.example.com' }]) {
    const answer = await rawGet(await serve(options), ONE_ITEM, [AUTH]);
    expect([answer.status, answer.headers['content-type'], JSON.parse(answer.body)]).toEqual([400, 'application/json; charset=utf-8', REFUSED]);
  }
});

describe('HTTP/1.0 without Host', () => {
  test('is a 400 without --public-url: there is no origin to link to', async () => {
    const server = await serve();
    for (const path of [ONE_ITEM, '/openapi.yaml']) {
      const answer = await rawGet(server, path, [AUTH], '1.0');
      expect([path, answer.status, JSON.parse(answer.body)]).toEqual([path, 400, REFUSED]);
    }
  });

  test('is answered with --public-url, which decides every link', async () => {
    const server = await serve({ publicUrl: 'https://mock.example.com/' });
    const listing = await rawGet(server, ONE_ITEM, [AUTH], '1.0');
    expect(listing.status).toBe(200);
    expect(detailUrlOf(listing)).toMatch(/^https:\/\/mock\.example\.com\/api\/v2\/pages\/\d+\/$/);
    expect(serversOf(await rawGet(server, '/openapi.yaml', [], '1.0'))).toBe('https://mock.example.com');
  });
});

describe('--allowed-hosts', () => {
  test.each([
    ['localhost:4010', 200],
    ['LOCALHOST', 200],
    ['example.com', 200],
    ['api.example.com:8443', 200],
    ['api.example.com.', 200],
    ['127.0.0.1:4010', 400],
    ['example.com.evil.test', 400],
    ['notexample.com', 400],
  ])('localhost,.example.com: Host %p is a %p', async (host, status) => {
    const server = await serve({ allowedHosts: ['localhost', '.example.com'] });
    const answer = await rawGet(server, ONE_ITEM, [`Host: ${host}`, AUTH]);
    expect(answer.status).toBe(status);
    if (status === 400) expect(JSON.parse(answer.body)).toEqual(REFUSED);
  });
});
