// Random and adversarial requests for the property-based fuzzing of the mock: query strings made of
// the API's own parameter names with valid, boundary and hostile values, paths, header names and
// values, Authorization values, methods, and the bytes they travel as.
import fc from 'fast-check';
import { queryParametersOf } from '../../core/openapi/document';
import { LISTING_PATH } from '../../core/spec';
import { DEVELOPMENT_TOKENS } from '../auth/tokenRegistry';

export interface FuzzRequest {
  method: string;
  /** The request target exactly as sent (path and query). */
  target: string;
  /** In order; a Host among them replaces the loopback one. */
  headers: [string, string][];
  /** `latin1`: characters up to U+00FF go as single raw bytes (invalid UTF-8 among them), else UTF-8. */
  encoding: 'utf8' | 'latin1';
}

/** The only token that may list releases on a server with the development tokens. */
const VALID_KEY = DEVELOPMENT_TOKENS[0].key;

/** Python's bytes.split() white space, which DRF splits the header on. */
const WHITESPACE = /[ \t\n\r\v\f]+/;

/** Whether the request's (first: Node keeps only the first) Authorization is a valid token for listing: `Token dev-token`. */
export function hasValidToken(request: FuzzRequest): boolean {
  const header = request.headers.find(([name]) => name.toLowerCase() === 'authorization');
  const parts = (header?.[1] ?? '').split(WHITESPACE).filter(Boolean);
  return parts.length === 2 && parts[0].toLowerCase() === 'token' && parts[1] === VALID_KEY;
}

/** The bytes on the wire: request line, the headers (a loopback Host unless one is given), `Connection: close`. */
export function requestBytes(request: FuzzRequest, port: number): Buffer {
  const hasHost = request.headers.some(([name]) => name.toLowerCase() === 'host');
  const headers: [string, string][] = [...(hasHost ? [] : [['Host', `127.0.0.1:${port}`] as [string, string]]), ...request.headers, ['Connection', 'close']];
  const text = `${request.method} ${request.target} HTTP/1.1\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
  return Buffer.from(text, request.encoding);
}

/** Objects' own keys, Object.prototype's, and a name a polluting key would leave behind. */
const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'polluted'];

/** Fragments already in URL syntax, sent as they are: stray and broken escapes, separators, brackets. */
const RAW_FRAGMENTS = [
  '%',
  '%zz',
  '%0',
  '%00',
  '%25',
  '%2F',
  '%2f',
  '%26',
  '%3D',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  '%0D%0A',
  '+',
  ',',
  ';',
  '&',
  '=',
  '[',
  ']',
  '[]',
  '*',
  '-',
  '_',
  '..',
  '/',
  '?',
  '#',
];

/** Text fragments, percent-encoded before sending (or now and then sent raw). */
const TEXT_FRAGMENTS = [
  '',
  ' ',
  'a',
  'é',
  '日本',
  '😀',
  '\u202e',
  '\u0000',
  '\ud800',
  '"',
  "'",
  '<script>',
  '\\',
  '../',
  'null',
  'true',
  '[object Object]',
  ...PROTOTYPE_WORDS,
];

/** Valid and boundary values of the API's parameters. */
const PARAMETER_VALUES = [
  'releases.ReleasePage',
  'wagtailcore.Page',
  'releases.releasepage',
  '0',
  '1',
  '2',
  '199',
  '200',
  '201',
  '-1',
  '-0',
  '1.0',
  '1.5',
  '1e2',
  '0x10',
  '+1',
  ' 1',
  '00',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '9'.repeat(40),
  '1'.repeat(400),
  '*',
  '_',
  '_,id,title',
  '-title',
  'id,title,status',
  'meta',
  'announcement_reports(title)',
  'title,*',
  'id,id',
  'detail_url',
  ',',
  ',,,',
  'draft',
  'announced',
  'scheduled',
  'published',
  'Draft',
  'and',
  'or',
  'AND',
  '2026-03-01',
  '2025-02-29',
  '2024-02-29',
  '2025-02-30',
  '2025-13-01',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2026-03-01T00:00:00Z',
  'expected_date',
  '-expected_date',
  'id',
  '-id',
  'title',
  '-title',
  'first_published_at',
  '--expected_date',
  'random',
  'annual report',
  'a',
  'x',
  'a b c d e f g h',
  'a'.repeat(500),
  'a'.repeat(501),
  'é'.repeat(300),
];

const PARAMETER_NAMES = [...queryParametersOf(LISTING_PATH).keys()];

/** Parameter names as a client or an attacker writes them: real, bracketed, prototype words, unknown. */
const queryKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PARAMETER_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_WORDS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...PARAMETER_NAMES, ...PROTOTYPE_WORDS),
        fc.constantFrom('[]', '[0]', '[constructor]', '[__proto__]', '[prototype][polluted]', '[polluted]', '[a][b]', '.polluted'),
      )
      .map(([name, suffix]) => `${name}${suffix}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(encodeURIComponent) },
);

/** A piece of a value or path segment: percent-encoded text, a raw URL fragment, or (rarely) raw text. */
const fragment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TEXT_FRAGMENTS, ...PARAMETER_VALUES).map(encodeComponent) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }).map(encodeComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent, which throws on a lone surrogate: that one goes as the replacement character's bytes. */
function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
}

const queryValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PARAMETER_VALUES).map(encodeComponent) },
  { weight: 3, arbitrary: fc.array(fragment, { minLength: 0, maxLength: 4 }).map((parts) => parts.join('')) },
);

/** A query string: `type=releases.ReleasePage` most of the time, then pairs, keys repeated at times, some without `=`. */
const queryString = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.tuple(queryKey, queryValue, fc.constantFrom('=', '=', '=', '')), { maxLength: 6 }),
    fc.constantFrom('&', '&', '&', ';', '&&'),
  )
  .map(([withType, pairs, separator]) =>
    [...(withType ? ['type=releases.ReleasePage'] : []), ...pairs.map(([key, value, equals]) => (equals ? `${key}=${value}` : key))].join(separator),
  );

const pathSegment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      'api',
      'v2',
      'pages',
      'docs',
      'openapi.yaml',
      'openapi.json',
      'swagger-ui.css',
      'swagger-ui-bundle.js',
      'favicon-32x32.png',
      '100002',
      '999',
      '0',
      '-1',
      '9'.repeat(30),
      '.',
      '..',
      '%2e%2e',
      'index.html',
    ),
  },
  { weight: 2, arbitrary: fragment },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_WORDS) },
  { weight: 1, arbitrary: fc.constant('a'.repeat(3000)) },
);

/** Paths under `/`, `/api/v2/pages/` and `/docs/`, with doubled slashes, dot segments and broken escapes; a query at times. */
const requestTarget = fc
  .tuple(
    fc.constantFrom('/', '/api/v2/pages/', '/api/v2/pages', '/docs/', '//', '/api/v2/pages//', '/api//v2/pages/', '/api/v2/'),
    fc.array(pathSegment, { maxLength: 4 }),
    fc.option(queryString, { nil: undefined }),
  )
  .map(([prefix, segments, query]) => `${prefix}${segments.join('/')}${query === undefined ? '' : `?${query}`}`);

/** A valid ISO date-time with an offset, boundary instants, and text that only looks like one. */
const mockNowValue = fc.oneof(
  fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-03-01T12:00:00Z',
    '2026-03-01T12:00:00+14:00',
    '2026-03-01T12:00:00',
    '2026-03-01',
    '+275760-09-13T00:00:00Z',
    '-271821-04-20T00:00:00Z',
    '9999-12-31T23:59:59-12:00',
    '2026-02-30T00:00:00Z',
    'now',
    '0',
    '1e308',
  ),
);

/**
 * `Prefer` values, hostile and valid, except the valid asks for a failure (`code=5xx`, `drop`) or
 * a long wait: answering those with a 5xx, a closed connection or a slow answer is the feature.
 */
const preferValue = fc
  .oneof(
    fc.constantFrom(
      'code=404',
      'code=429',
      'code=401',
      'code=403',
      'example=allFields',
      'example=full',
      'example=__proto__',
      'example=constructor',
      'latency=5',
      'return=minimal',
      'code=5000',
      'code=',
      'latency=-1',
      'latency=99999999999',
      'code=404, code=404',
      'code="404"',
      'drop=1',
      'a=b; c=d',
      ',,,',
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
  )
  .filter((value) => !/drop\s*(,|$)|code\s*=\s*"?5\d\d\b|latency\s*=\s*"?\d{3,}/i.test(value));

/** Header values for the names the mock reads or that have a meaning in HTTP, and any text. */
const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  host: fc.constantFrom(
    '127.0.0.1',
    'localhost',
    'example.com',
    '',
    'a'.repeat(8000),
    'evil.example/path?x',
    'x:99999',
    '[::1]:80',
    '[::1',
    'a b',
    '%00',
    'ex\u00e4mple.com',
    'host:80:80',
    '@',
    '127.0.0.1:1/../',
  ),
  range: fc.constantFrom(
    'bytes=0-10',
    'bytes=-1',
    'bytes=99999999-',
    'bytes=5-1',
    'bytes=0-0,2-2,4-4,6-6,8-8',
    `bytes=${Array.from({ length: 300 }, (_, i) => `${i}-${i}`).join(',')}`,
    'items=0-5',
    'bytes=',
    'x',
  ),
  'if-match': fc.constantFrom('*', '"x"', 'W/"x"', '"', 'garbage', ''),
  'if-none-match': fc.constantFrom('*', '"x"', 'W/"x"'),
  'if-modified-since': fc.constantFrom('Sun, 01 Mar 2026 12:00:00 GMT', 'yesterday', ''),
  'if-range': fc.constantFrom('"x"', 'Sun, 01 Mar 2026 12:00:00 GMT'),
  prefer: preferValue,
  'x-mock-now': mockNowValue,
  accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', 'application/json;q=0', '', ';;;'),
  'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0'),
  'content-type': fc.constantFrom('application/json', 'multipart/form-data; boundary=x', 'text/plain', 'application/x-www-form-urlencoded', ';', ''),
  origin: fc.constantFrom('https://example.com', 'null', ''),
  'access-control-request-method': fc.constantFrom('GET', 'POST', 'DELETE', ''),
  'access-control-request-headers': fc.constantFrom('authorization', 'prefer, x-mock-now', 'x-evil'),
  'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
  'x-forwarded-host': fc.constantFrom('example.com', 'a'.repeat(8000)),
  cookie: fc.constantFrom('a=b', '__proto__=x', ''),
  upgrade: fc.constantFrom('websocket', 'h2c'),
};

const anyHeaderValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.constantFrom(' ', '\u0000', '\x7f', 'a\rb', 'a'.repeat(8000)),
);

/** Names of headers that announce a body or a protocol switch the request does not follow with. */
const BODY_OR_SWITCH = new Set(['content-length', 'transfer-encoding', 'expect']);

const headerName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...Object.keys(HEADER_VALUES)) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/).filter((name) => !BODY_OR_SWITCH.has(name.toLowerCase())) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'X-Mock-Now ', 'Bad Name', 'X:Y', '') },
);

/** The values known for a header name (own keys only: the names `__proto__` and `constructor` are fuzzed too), else any. */
const valuesOf = (name: string) => (Object.hasOwn(HEADER_VALUES, name.toLowerCase()) ? HEADER_VALUES[name.toLowerCase()] : anyHeaderValue);

const header: fc.Arbitrary<[string, string]> = headerName.chain((name) =>
  fc.tuple(fc.constant(name), fc.oneof({ weight: 3, arbitrary: valuesOf(name) }, { weight: 1, arbitrary: anyHeaderValue })),
);

/** Authorization values: the valid token as DRF accepts it, near misses, other schemes, unicode, very long. */
const authorization = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Token dev-token', 'token dev-token', 'TOKEN   dev-token', 'Token\tdev-token', 'Token dev-token  ') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'Token dev-token-no-permission',
      'Token',
      'Token ',
      'Token a b',
      'Token dev-tokeN',
      'Token dev-toke',
      'Token dev-token\u00a0',
      'Token dev-token\u0000',
      'Token dev-token, Token dev-token',
      'Tokens dev-token',
      'Token=dev-token',
      'dev-token',
      'Bearer dev-token',
      'Basic ZGV2LXRva2VuOg==',
      'Basic',
      `Token ${'a'.repeat(8000)}`,
      'Token __proto__',
      'Token constructor',
      'Token toString',
      'Token d\u00e9v-token',
      'Token 😀',
      '',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('Token ', 'Bearer ', 'Basic ', ''), fc.string({ unit: 'grapheme', maxLength: 30 }))
      .map(([scheme, key]) => scheme + key),
  },
);

/** Methods the API answers, others it must refuse, and ones that are no method at all. */
const method = fc.oneof(
  { weight: 8, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'CONNECT', 'get', 'G\u00c9T') },
);

const encoding = fc.constantFrom<'utf8' | 'latin1'>('utf8', 'utf8', 'utf8', 'latin1');

/** A request built from its parts, the Authorization header (if any) placed among the others. */
function assembled(parts: { method: string; target: string; headers: [string, string][]; auth: string | undefined; encoding: 'utf8' | 'latin1' }): FuzzRequest {
  const headers: [string, string][] = parts.auth === undefined ? parts.headers : [['Authorization', parts.auth], ...parts.headers];
  return { method: parts.method, target: parts.target, headers, encoding: parts.encoding };
}

/** Listing requests: random query strings, mostly with a valid token, now and then another header. */
export const listingRequest = fc
  .record({
    method: fc.constant('GET'),
    target: queryString.map((query) => `${LISTING_PATH}?${query}`),
    headers: fc.array(header, { maxLength: 1 }),
    auth: fc.option(authorization, { nil: undefined, freq: 8 }),
    encoding,
  })
  .map(assembled);

/** Requests to random paths with random methods. */
export const pathRequest = fc
  .record({ method, target: requestTarget, headers: fc.array(header, { maxLength: 1 }), auth: fc.option(authorization, { nil: undefined, freq: 4 }), encoding })
  .map(assembled);

/** Requests with several random headers, to the listing, the docs and their assets. */
export const headerRequest = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'HEAD', 'OPTIONS'),
    target: fc.constantFrom(
      `${LISTING_PATH}?type=releases.ReleasePage&limit=2`,
      `${LISTING_PATH}100002/`,
      '/docs',
      '/docs/swagger-ui.css',
      '/openapi.yaml',
      '/docs/openapi.json',
    ),
    headers: fc.array(header, { minLength: 1, maxLength: 5 }),
    auth: fc.option(authorization, { nil: undefined, freq: 6 }),
    encoding,
  })
  .map(assembled);

/** Listing requests that differ in their Authorization headers: none, one, or two. */
export const authorizationRequest = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD'),
    target: fc.constantFrom(
      `${LISTING_PATH}?type=releases.ReleasePage&limit=1`,
      `${LISTING_PATH}100002/`,
      `${LISTING_PATH}?type=releases.ReleasePage&limit=201`,
    ),
    headers: fc.array(
      authorization.map((value): [string, string] => ['Authorization', value]),
      { maxLength: 2 },
    ),
    auth: fc.constant(undefined),
    encoding,
  })
  .map(assembled);
