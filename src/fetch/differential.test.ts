// The same requests to the server over a real socket and to the fetch handler in process, for the
// same options: the same status, body bytes and headers, but those only a socket has (SOCKET_ONLY).
// Seeded: the fuzzing's request arbitraries, every Prefer, X-Mock-Now, tokens and the admin routes.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { fetch as fetchOverSocket, Request as SocketRequest } from 'undici';
import pino from 'pino';
import { parseServerOptions, serverCommand } from '../mock/options';
import { startServer } from '../mock/server';
import { authorizationRequest, headerRequest, listingRequest, pathRequest, type FuzzRequest } from '../mock/testing/fuzzRequests';
import { FIXED_NOW } from '../mock/testing/testApp';
import { servesDocs } from '../mock/http/docs';
import { releasePagesOf } from '../mock/data/releasePages';
import { generateDataset } from '../mock/data/generateDataset';
import { createClock } from '../mock/domain/clock';
import { MAX_QUERY_FIELDS } from '../mock/pipeline/queryCheck';
import { createFetchHandler, type FetchHandler } from '.';

const SEED = 21;
const COUNT = 60;
/** How many requests at least are compared; the samples below give more, some of which fetch cannot send. */
const MIN_REQUESTS = 5000;
/** Headers of the connection, which a fetch handler has none of. */
const SOCKET_ONLY = new Set(['connection', 'keep-alive', 'transfer-encoding']);
/** Headers fetch will not send as given (the URL names the Host), or that announce a body or a protocol switch. */
const NOT_SENT = new Set(['host', 'connection', 'upgrade', 'content-length', 'transfer-encoding', 'expect', 'keep-alive', 'te', 'trailer']);
/** What Node's HTTP parser refuses in a header value (the server answers it alone, without the core). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const PARSER_REFUSED = /[\x00-\x08\x0a-\x1f\x7f]/;
const AUTH: [string, string] = ['Authorization', 'Token dev-token'];
const LIST = '/api/v2/pages/?type=releases.ReleasePage&limit=2';
/** The admin body bound both are given (`--admin-max-body`), counted after inflating. */
const ADMIN_MAX_BODY = 64 * 1024;

interface Sent {
  method: string;
  target: string;
  headers: [string, string][];
  body?: string | Uint8Array;
}

/** Every Prefer on the listing, the detail and elsewhere; X-Mock-Now, good and bad; the admin routes, with and without a token. */
function namedRequests(newRelease: object): Sent[] {
  const sent: Sent[] = [];
  const prefers = [
    'code=401',
    'code=403',
    'code=404',
    'code=429',
    'code=500',
    'code=502',
    'code=503',
    'example=allFields',
    'example=defaultFields',
    'example=full',
    'example=listingFields',
    'example=nope',
    'latency=1',
    'latency=2, code=503',
    'drop',
    'drop, latency=1',
    'code=404, example=full',
    'bogus',
    'latency=99999999',
  ];
  for (const prefer of prefers)
    for (const target of [LIST, '/api/v2/pages/100001/', '/api/v2/pages/x/', '/api/v2/pages/1/a/'])
      sent.push({ method: 'GET', target, headers: [AUTH, ['Prefer', prefer]] });
  for (const now of ['2026-03-01T12:00:00Z', '2020-01-01T00:00:00+05:00', '2030-06-30T23:59:59-12:00', 'nope', '2026-03-01'])
    for (const target of [`${LIST}&status=published`, `${LIST}&status=scheduled&fields=status`, '/api/v2/pages/100002/', `${LIST}&limit=999`])
      sent.push({ method: 'GET', target, headers: [AUTH, ['X-Mock-Now', now]] });
  const json: [string, string] = ['Content-Type', 'application/json'];
  const admin: Sent[] = [
    { method: 'GET', target: '/__mock/clock', headers: [] },
    { method: 'PUT', target: '/__mock/clock', headers: [json], body: '{"now":"2026-04-01T00:00:00Z","rate":0}' },
    { method: 'GET', target: `${LIST}&status=published`, headers: [] },
    { method: 'PUT', target: '/__mock/clock', headers: [json], body: '{"now":"x","rate":-1,"extra":1}' },
    { method: 'PUT', target: '/__mock/clock', headers: [json], body: 'not json' },
    { method: 'PUT', target: '/__mock/clock', headers: [['Content-Type', 'text/plain']], body: '{}' },
    { method: 'PUT', target: '/__mock/clock', headers: [['Content-Type', 'application/json; charset=latin1']], body: '{}' },
    { method: 'PUT', target: '/__mock/clock', headers: [json], body: `{"now":"${'9'.repeat(200_000)}"}` },
    { method: 'DELETE', target: '/__mock/clock', headers: [] },
    { method: 'POST', target: '/__mock/releases', headers: [json], body: '{}' },
    // Added (201), then replaced (200), then served and searched.
    { method: 'POST', target: '/__mock/releases', headers: [json], body: JSON.stringify({ ...newRelease, id: 900001 }) },
    { method: 'POST', target: '/__mock/releases', headers: [json], body: JSON.stringify([{ ...newRelease, id: 900001, title: 'Zyxwvut Outlook' }]) },
    { method: 'GET', target: '/api/v2/pages/900001/', headers: [] },
    { method: 'GET', target: `${LIST}&search=zyxwvut`, headers: [] },
    { method: 'POST', target: '/__mock/releases', headers: [json], body: '[1]' },
    { method: 'POST', target: '/__mock/releases', headers: [json], body: '"x"' },
    { method: 'POST', target: '/__mock/releases', headers: [json], body: '' },
    { method: 'DELETE', target: '/__mock/releases/100003', headers: [] },
    { method: 'GET', target: '/api/v2/pages/100003/', headers: [] },
    { method: 'DELETE', target: '/__mock/releases/99999', headers: [] },
    { method: 'POST', target: '/__mock/reset', headers: [] },
    { method: 'GET', target: '/api/v2/pages/100003/', headers: [] },
    { method: 'GET', target: '/__mock/nope', headers: [] },
    { method: 'PUT', target: '/__mock/clock', headers: [json], body: `{"now":"${FIXED_NOW}"}` },
  ];
  // Compressed admin bodies, inflated as body-parser inflates them, up to the bound counted after inflating.
  const release = JSON.stringify({ ...newRelease, id: 900002 });
  const encoded: [string, Uint8Array][] = [
    ['gzip', gzipSync(release)],
    ['GZip', gzipSync(release)],
    ['deflate', deflateSync(release)],
    ['br', brotliCompressSync(release)],
    ['zstd', gzipSync(release)],
    ['gzip, br', gzipSync(release)],
    ['identity', Buffer.from(release)],
    ['gzip', Buffer.from(release)],
    ['gzip', gzipSync(release).subarray(0, 20)],
    ['gzip', Buffer.concat([gzipSync(release), Buffer.from('junk')])],
    ['br', Buffer.from('not brotli')],
    ['gzip', new Uint8Array(0)],
    ['gzip', gzipSync(`[${' '.repeat(ADMIN_MAX_BODY)}]`)],
    ['br', brotliCompressSync(`[${' '.repeat(ADMIN_MAX_BODY - 2)}]`)],
  ];
  for (const [encoding, body] of encoded)
    admin.splice(-1, 0, { method: 'POST', target: '/__mock/releases', headers: [json, ['Content-Encoding', encoding]], body });
  for (const request of admin)
    sent.push({ ...request, headers: [...request.headers, ['X-Probe', 'no token']] }, { ...request, headers: [AUTH, ...request.headers] });
  // Django reads at most MAX_QUERY_FIELDS fields of a query, counted as one more than its `&`s.
  // Short fields (empty, or an unknown name), so that the target stays within Node's 16 KB head.
  const queries = [MAX_QUERY_FIELDS - 1, MAX_QUERY_FIELDS, MAX_QUERY_FIELDS + 1, 3 * MAX_QUERY_FIELDS].flatMap((fields) =>
    ['&', '&a'].map((field) => `type=releases.ReleasePage${field.repeat(fields - 1)}`),
  );
  for (const query of queries) {
    for (const [method, path] of [
      ['GET', '/api/v2/pages/'],
      ['HEAD', '/api/v2/pages/'],
      ['GET', '/api/v2/pages/100002/'],
      ['POST', '/api/v2/pages/'],
    ]) {
      sent.push({ method, target: `${path}?${query}`, headers: [AUTH] }, { method, target: `${path}?${query}`, headers: [] });
    }
  }
  return sent;
}

/** The fuzzing's requests that fetch can send: a URL it parses, headers it takes, a method it allows. */
function fuzzedRequests(): Sent[] {
  const samples: FuzzRequest[] = [
    ...fc.sample(listingRequest, { seed: SEED, numRuns: 3600 }),
    ...fc.sample(pathRequest, { seed: SEED, numRuns: 3000 }),
    ...fc.sample(headerRequest, { seed: SEED, numRuns: 2400 }),
    ...fc.sample(authorizationRequest, { seed: SEED, numRuns: 1200 }),
  ];
  return (
    samples
      .filter((r) => !['CONNECT', 'TRACE', 'TRACK'].includes(r.method.toUpperCase()))
      // A control character in a header value is refused by Node's parser before the core (PARSER_REFUSED): the server's own.
      .filter((r) => !r.headers.some(([, value]) => PARSER_REFUSED.test(value)))
      .map((r) => ({ method: r.method, target: r.target, headers: r.headers.filter(([name]) => !NOT_SENT.has(name.toLowerCase())) }))
  );
}

/** A fetch Request for `base`, or undefined when fetch refuses it (an invalid header name or value, a method it forbids). */
function requestOf(base: string, sent: Sent, RequestClass: typeof Request = Request): Request | undefined {
  try {
    const url = new URL(sent.target, base);
    // `//docs/...` is a URL of another host to fetch: not a request to the mock.
    if (url.origin !== new URL(base).origin) return undefined;
    return new RequestClass(url, { method: sent.method, headers: sent.headers, body: sent.body, redirect: 'manual' });
  } catch {
    return undefined;
  }
}

type Outcome = { status: number; headers: [string, string][]; body: string } | { rejected: string };

async function outcomeOf(answer: () => Promise<Response>): Promise<Outcome> {
  try {
    const response = await answer();
    const headers = [...response.headers].filter(([name]) => !SOCKET_ONLY.has(name));
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString('latin1') };
  } catch (error) {
    return { rejected: (error as Error).constructor.name };
  }
}

let url: string;
let close: () => Promise<void>;
let handler: FetchHandler;

beforeAll(async () => {
  const flags = ['--port', '0', '--seed', '42', '--count', String(COUNT), '--now', FIXED_NOW, '--admin', '--admin-max-body', String(ADMIN_MAX_BODY)];
  const running = await startServer(parseServerOptions(flags, serverCommand().exitOverride()), pino({ level: 'silent' }));
  url = running.url;
  close = () => new Promise((resolve) => running.server.close(() => resolve()));
  handler = createFetchHandler({ seed: 42, count: COUNT, now: FIXED_NOW, admin: true, adminLimits: { maxBodyBytes: ADMIN_MAX_BODY, maxItems: 10_000 } });
}, 60_000);

afterAll(() => close());

test(`at least ${MIN_REQUESTS} seeded requests get the same answer from the server and from the fetch handler`, async () => {
  // A release to add with the admin routes: one of the generated ones, as a fixtures file holds it.
  const clock = createClock({ now: FIXED_NOW });
  const [first] = releasePagesOf(generateDataset({ seed: 42, count: COUNT, clock }), clock);
  const requests = [...namedRequests(first), ...fuzzedRequests()];
  let compared = 0;
  let parserRefused = 0;
  const statuses = new Set<number | string>();
  for (const sent of requests) {
    // Sent by the pinned undici, not the global fetch: Node 20's and 22's drop a bare `?` from the target, 24's keeps it.
    const overSocket = requestOf(url, sent, SocketRequest as unknown as typeof Request);
    const inProcess = requestOf(url, sent);
    // The server's own routes (the /docs reference, /openapi.yaml) are not the core's: the fetch handler has none.
    if (!overSocket || !inProcess || servesDocs(new URL(overSocket.url).pathname)) continue;
    const server = await outcomeOf(() => fetchOverSocket(overSocket as unknown as SocketRequest) as unknown as Promise<Response>);
    // Node's parser answers what it refuses (a head over its size limit, say) itself, without the core: the server's own.
    if ('status' in server && !server.headers.some(([name]) => name === 'x-content-type-options')) {
      parserRefused++;
      continue;
    }
    const handled = await outcomeOf(() => handler(inProcess));
    // A mismatch names its request, so that it can be replayed.
    if (JSON.stringify(handled) !== JSON.stringify(server))
      throw new Error(
        `different answers to ${JSON.stringify(sent).slice(0, 600)}: server ${JSON.stringify(server).slice(0, 600)}, fetch handler ${JSON.stringify(handled).slice(0, 600)}`,
      );
    statuses.add('status' in server ? server.status : server.rejected);
    compared++;
  }
  expect(compared).toBeGreaterThanOrEqual(MIN_REQUESTS);
  // Only the few requests built to break the parser (very long heads).
  expect(parserRefused).toBeLessThan(compared / 50);
  // The comparison covered what it means to: answers, refusals, provoked failures, dropped connections.
  expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 204, 301, 400, 401, 403, 404, 405, 413, 415, 429, 500, 502, 503, 'TypeError']));
}, 300_000);
