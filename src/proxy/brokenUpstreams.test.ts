// Tests of broken upstream answers reported, counted in a header or made a 502.
import express from 'express';
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';
import { listenLocally } from '../net/testing/listenLocally';
import type { Listening } from '../net/server/listen';
import { VIOLATIONS_HEADER } from './proxyHandler';
import { startProxy } from './testing/startProxy';

// Each proxy starts its checks thread (loading the rules and compiling the validators): seconds on a loaded machine.
jest.setTimeout(30_000);

type Body = { items: Record<string, unknown>[] } & Record<string, unknown>;

let mock: Listening;
beforeAll(async () => {
  mock = await listenLocally(testApp().app);
});
afterAll(() => mock.close());

/** An upstream that answers as the mock does, its body changed by `breaks`. */
function breakingUpstream(breaks: (body: Body) => void) {
  const app = express();
  app.use(async (request, response) => {
    const real = await fetch(`${mock.url}${request.url}`, { headers: { Authorization: request.headers.authorization ?? '' } });
    const body = (await real.json()) as Body;
    breaks(body);
    response
      .status(real.status)
      .set('Date', real.headers.get('date') ?? '')
      .json(body);
  });
  return listenLocally(app);
}

const CASES: [string, string, (body: Body) => void][] = [
  ['status.scheduled-filter', '&status=scheduled&fields=*&limit=5', (body) => (body.items[1].target_date = '2020-01-01T00:00:00+00:00')],
  ['ordering.expected-date-ascending-across-pages', '&ordering=expected_date&fields=expected_date&limit=20', (body) => body.items.reverse()],
  ['paging.limit-bounds-the-page', '&limit=2', (body) => body.items.push(body.items[0])],
  [
    'fields.subset-holds-requested-fields',
    '&fields=expected_date&limit=5',
    (body) => (body.items[2].status = { code: 'announced', label: 'Announced', color: '#0D6EFD', description: 'x' }),
  ],
  ['fields.subset-holds-requested-fields', '&fields=expected_date&limit=5', (body) => delete body.items[0].expected_date],
  ['content.detail-url-form', '&limit=5', (body) => ((body.items[3].meta as Record<string, unknown>).detail_url = 'http://example.com/pages/1/')],
  ['content.status-colors-are-hex', '&fields=status&limit=5', (body) => ((body.items[0].status as Record<string, unknown>).color = 'orange')],
  [
    'filter.expected-date-after-is-inclusive',
    '&expected_date_after=2026-03-01&fields=expected_date&limit=5',
    (body) => (body.items[0].expected_date = '2026-02-28'),
  ],
];

test.each(CASES)('%s is reported once for %s, counted in the header, a 502 with --errors', async (rule, query, breaks) => {
  const upstream = await breakingUpstream(breaks);
  const proxy = await startProxy(upstream.url);
  const strict = await startProxy(upstream.url, { errors: true });
  try {
    const answer = await fetch(`${proxy.url}${LISTING}${query}`, { headers: AUTH });
    expect(answer.status).toBe(200);
    const violations = proxy.lines
      .map((line) => JSON.parse(line) as { kind: string; rule: string; pointer?: string })
      .filter((line) => line.kind === 'violation');
    expect(violations.filter((v) => v.rule === rule)).toHaveLength(1);
    expect(answer.headers.get(VIOLATIONS_HEADER)).toBe(String(violations.length));
    expect(proxy.lines.join('\n')).not.toContain('dev-token');
    const refused = await fetch(`${strict.url}${LISTING}${query}`, { headers: AUTH });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { violations: { rule: string }[] }).violations.map((v) => v.rule)).toContain(rule);
    const counts = (await (await fetch(`${proxy.url}/__proxy/report`)).json()) as { violations: Record<string, number> };
    expect(counts.violations[rule]).toBe(1);
  } finally {
    await Promise.all([proxy.close(), strict.close(), upstream.close()]);
  }
});

test('without --violations-header an answer goes on at once, byte for byte and without the header; its violation reaches the report, whose counts wait for the checks', async () => {
  const upstream = await breakingUpstream((body) => ((body.items[0].status as Record<string, unknown>).color = 'orange'));
  const proxy = await startProxy(upstream.url, { violationsHeader: false });
  try {
    const path = `${LISTING}&fields=status&limit=5`;
    const [direct, proxied] = await Promise.all([fetch(`${upstream.url}${path}`, { headers: AUTH }), fetch(`${proxy.url}${path}`, { headers: AUTH })]);
    expect(proxied.headers.get(VIOLATIONS_HEADER)).toBeNull();
    expect(Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    const counts = (await (await fetch(`${proxy.url}/__proxy/report`)).json()) as { answers: number; violations: Record<string, number> };
    expect(counts.answers).toBe(1);
    expect(counts.violations['content.status-colors-are-hex']).toBe(1);
    expect(proxy.lines.join('\n')).toContain('"rule":"content.status-colors-are-hex"');
  } finally {
    await Promise.all([proxy.close(), upstream.close()]);
  }
});

test("a 401 without WWW-Authenticate is reported in the mock profile (the challenge is the mock's, as DRF's), not in the spec profile", async () => {
  const app = express();
  app.use((_request, response) => void response.status(401).json({ detail: 'Invalid token.' }));
  const upstream = await listenLocally(app);
  const proxy = await startProxy(upstream.url, { profile: 'mock' });
  const spec = await startProxy(upstream.url);
  try {
    expect((await fetch(`${spec.url}${LISTING}`, { headers: { Authorization: 'Token secret-token-123' } })).headers.get(VIOLATIONS_HEADER)).toBe('0');
    const answer = await fetch(`${proxy.url}${LISTING}`, { headers: { Authorization: 'Token secret-token-123' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get(VIOLATIONS_HEADER)).toBe('1');
    expect(proxy.lines.join('\n')).toContain('"rule":"mock.errors-use-documented-bodies"');
    expect(proxy.lines.join('\n')).not.toContain('secret-token-123');
  } finally {
    await Promise.all([proxy.close(), spec.close(), upstream.close()]);
  }
});

type Handler = (request: express.Request, response: express.Response) => void;

/** An upstream whose every request `misbehave` handles. */
function rawUpstream(misbehave: Handler): Promise<Listening> {
  const app = express();
  app.use(misbehave);
  return listenLocally(app);
}

test.each([
  ['resets', ((request) => request.socket.destroy()) as Handler, 'connection failed'],
  ['stalls', (() => undefined) as Handler, 'within 300 ms'],
  [
    'truncates its body',
    ((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"meta":');
      setTimeout(() => response.socket?.destroy(), 20);
    }) as Handler,
    'before the end',
  ],
])('an upstream that %s gives a 502 JSON within the timeout, reported', async (_what, misbehave, problem) => {
  const upstream = await rawUpstream(misbehave);
  const proxy = await startProxy(upstream.url, { limits: { timeoutMs: 300 } });
  try {
    const started = Date.now();
    const answer = await fetch(`${proxy.url}${LISTING}`, { headers: AUTH });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { problem: string }).problem).toContain(problem);
    expect(proxy.report.counts.upstreamFailures).toBe(1);
  } finally {
    await Promise.all([proxy.close(), upstream.close()]);
  }
});
