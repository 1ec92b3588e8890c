// Tests of the proxy in front of the mock: answers passed byte for byte, client problems reported.
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';
import { listenLocally } from '../net/testing/listenLocally';
import type { Listening } from '../net/server/listen';
import { REPORT_PATH, VIOLATIONS_HEADER } from './proxyHandler';
import { startProxy, type RunningProxy } from './testing/startProxy';

// Each proxy starts its checks thread (loading the rules and compiling the validators): seconds on a loaded machine.
jest.setTimeout(30_000);

let mock: Listening;
let proxy: RunningProxy;

beforeAll(async () => {
  mock = await listenLocally(testApp().app);
  proxy = await startProxy(mock.url);
});
afterAll(async () => {
  await proxy.close();
  await mock.close();
});

const REQUESTS: [string, Record<string, string>][] = [
  [`${LISTING}&limit=5`, AUTH],
  [`${LISTING}&fields=*&limit=50`, AUTH],
  [`${LISTING}&status=published&fields=*&limit=100`, AUTH],
  [`${LISTING}&status=scheduled&fields=*`, AUTH],
  [`${LISTING}&status=announced&fields=*`, AUTH],
  [`${LISTING}&status=draft&fields=*`, AUTH],
  [`${LISTING}&ordering=expected_date&fields=expected_date&limit=80`, AUTH],
  [`${LISTING}&ordering=-expected_date&fields=*&offset=30&limit=30`, AUTH],
  [`${LISTING}&expected_date_after=2026-03-01&expected_date_before=2026-06-30&fields=_,id,expected_date,status`, AUTH],
  [`${LISTING}&expected_date=2026-03-08&fields=*`, AUTH],
  [`${LISTING}&search=report&fields=*&limit=20`, AUTH],
  [`${LISTING}&limit=0`, AUTH],
  [`${LISTING}&limit=5`, {}],
  [`${LISTING}&limit=201`, AUTH],
];

test.each(REQUESTS)('%s through the proxy: the mock answer byte for byte, no violation', async (path, headers) => {
  const direct = await fetch(`${mock.url}${path}`, { headers });
  const proxied = await fetch(`${proxy.url}${path}`, { headers });
  expect(proxied.status).toBe(direct.status);
  // Buffer.equals: Jest's deep equality is slow on large buffers.
  expect(Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
  expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
  expect(proxied.headers.get(VIOLATIONS_HEADER)).toBe('0');
  expect(proxy.lines.filter((line) => line.includes('"kind":"violation"'))).toEqual([]);
});

test('a request the real API would refuse is reported as the client problem, still forwarded', async () => {
  const before = proxy.report.counts.clientProblems;
  const answer = await fetch(`${proxy.url}${LISTING}&limit=201`, { headers: AUTH });
  expect(answer.status).toBe(400);
  expect(proxy.report.counts.clientProblems).toBe(before + 1);
  expect(proxy.lines.at(-1)).toContain('"kind":"client-problem"');
});

test('a malformed Authorization is reported as the client problem with its key masked', async () => {
  const key = 'bearer-secret-0123456789';
  await fetch(`${proxy.url}${LISTING}&limit=1`, { headers: { Authorization: `Bearer ${key}` } });
  const line = proxy.lines.at(-1) ?? '';
  expect(line).toContain('"kind":"client-problem"');
  expect(line).toContain('request.authorization-is-token (§5.2): Authorization: Bearer bear…');
  expect(proxy.lines.join('\n')).not.toContain(key);
});

test('/__proxy/report counts without calling the upstream, and no line holds the token', async () => {
  const counts = (await (await fetch(`${proxy.url}${REPORT_PATH}`)).json()) as { answers: number; violations: object };
  expect(counts.answers).toBeGreaterThanOrEqual(REQUESTS.length);
  expect(counts.violations).toEqual({});
  expect(proxy.lines.join('\n')).not.toContain('dev-token');
});

test('--block-invalid answers 400 itself', async () => {
  const blocking = await startProxy(mock.url, { blockInvalid: true });
  try {
    const answer = await fetch(`${blocking.url}${LISTING}&colour=1`, { headers: AUTH });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { clientProblems: string[] }).clientProblems[0]).toContain('colour');
  } finally {
    await blocking.close();
  }
});
