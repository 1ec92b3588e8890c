// Each bound of the proxy, met in process with small limits: what the client gets, what the upstream
// saw, what the report says.
import { get, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { listen, type Listening } from '../net/server/listen';
import { rawExchange } from '../net/testing/rawExchange';
import { AUTH, LISTING } from '../mock/testing/testApp';
import { CheckQueue } from './checkQueue';
import { startProxy, type RunningProxy } from './testing/startProxy';

// Each proxy starts its checks thread (loading the rules and compiling the validators): seconds on a loaded machine.
jest.setTimeout(30_000);

/** What the test upstream saw: bodies' sizes, and the sockets it was reached on. */
const seen = { requests: 0, bodyBytes: [] as number[], sockets: new Set<unknown>(), concurrent: 0, mostConcurrent: 0 };
let answer: (request: IncomingMessage, response: ServerResponse) => void;
let upstream: Listening;
let proxy: RunningProxy | undefined;

beforeAll(async () => {
  upstream = await listen(
    (request, response) => {
      seen.requests += 1;
      seen.sockets.add(request.socket);
      seen.concurrent += 1;
      seen.mostConcurrent = Math.max(seen.mostConcurrent, seen.concurrent);
      response.once('close', () => (seen.concurrent -= 1));
      answer(request, response);
    },
    0,
    '127.0.0.1',
  );
});
beforeEach(() => Object.assign(seen, { requests: 0, bodyBytes: [], sockets: new Set(), concurrent: 0, mostConcurrent: 0 }));
afterEach(async () => {
  jest.restoreAllMocks();
  await proxy?.close();
});
afterAll(() => upstream.close());

/** The answer's status, headers and body bytes as they came (no inflating, unlike fetch). */
const bytesOf = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (answered) => {
      const chunks: Buffer[] = [];
      answered.on('data', (chunk: Buffer) => chunks.push(chunk));
      answered.on('end', () => resolve({ status: answered.statusCode ?? 0, headers: answered.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
const json = (text: string) => JSON.parse(text) as { problem: string };
const countBody = (request: IncomingMessage, response: ServerResponse) => {
  let bytes = 0;
  request.on('data', (chunk: Buffer) => (bytes += chunk.length));
  request.on('end', () => {
    seen.bodyBytes.push(bytes);
    response.end('ok');
  });
};

describe('request bodies', () => {
  beforeEach(async () => {
    answer = countBody;
    proxy = await startProxy(upstream.url, { limits: { maxBodyBytes: 1000 } });
  });

  test('a body within the bound is streamed upstream whole', async () => {
    const answered = await fetch(`${proxy!.url}/echo`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(await answered.text()).toBe('ok');
    expect(seen.bodyBytes).toEqual([1000]);
  });

  test('a declared Content-Length past the bound is a 413 and nothing reaches the upstream', async () => {
    const refused = await rawExchange(proxy!.url, `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000000\r\n\r\n`);
    expect(refused.status).toBe(413);
    expect(json(refused.body).problem).toContain('--max-body-size');
    expect(seen.requests).toBe(0);
    expect(proxy!.report.counts.refusedRequests).toBe(1);
  });

  test('a chunked body that goes past the bound is cut: a 413, and the upstream never gets more than the bound', async () => {
    const chunk = 'a'.repeat(400);
    const chunks = Array.from({ length: 10 }, () => `${(400).toString(16)}\r\n${chunk}\r\n`).join('');
    const refused = await rawExchange(proxy!.url, `POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n`);
    expect(refused.status).toBe(413);
    expect(seen.bodyBytes.every((bytes) => bytes <= 1000)).toBe(true);
  });
});

describe('answers', () => {
  test('an answer larger than --max-answer-size is a 502 naming the flag', async () => {
    answer = (_request, response) => response.end('x'.repeat(5000));
    proxy = await startProxy(upstream.url, { limits: { maxAnswerBytes: 4096 } });
    const answered = await fetch(`${proxy.url}/big`);
    expect(answered.status).toBe(502);
    expect(((await answered.json()) as { problem: string }).problem).toContain('--max-answer-size');
    expect(proxy.report.counts.upstreamFailures).toBe(1);
  });

  test('a gzip bomb is inflated for the checks no further than --max-inflated-size, and passed on byte for byte, unjudged', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    answer = (_request, response) => response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).end(bomb);
    proxy = await startProxy(upstream.url, { limits: { maxInflatedBytes: 1024 * 1024 } });
    const answered = await bytesOf(`${proxy.url}${LISTING}`, AUTH);
    expect(answered.status).toBe(200);
    expect(answered.body.equals(bomb)).toBe(true);
    expect(answered.headers['x-contract-violations']).toBeUndefined();
    expect(proxy.report.counts.uncheckedAnswers).toBe(1);
    await proxy.checksSettled();
    expect(JSON.parse(proxy.lines.at(-1)!)).toMatchObject({
      kind: 'unchecked-answers',
      count: 1,
      why: expect.stringContaining('--max-inflated-size'),
      first: { url: LISTING },
    });
  });

  test('answers past --max-queued-checks are passed on and counted, and told in a line a second, not a line each', async () => {
    answer = (_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"meta": {"total_count": 0}, "items": []}');
    // The queue always full, as when the checks thread has fallen far behind.
    jest.spyOn(CheckQueue.prototype, 'reserve').mockReturnValue(undefined);
    proxy = await startProxy(upstream.url, { violationsHeader: false });
    const started = Date.now();
    const answered = await Promise.all(Array.from({ length: 200 }, () => fetch(`${proxy!.url}${LISTING}`, { headers: AUTH }).then((res) => res.status)));
    expect(answered).toEqual(Array(200).fill(200));
    expect(proxy.report.counts).toMatchObject({ answers: 0, uncheckedAnswers: 200 });
    await proxy.checksSettled();
    const told = proxy.lines.map((line) => JSON.parse(line) as { kind: string; count: number; why: string });
    expect(told.length).toBeLessThanOrEqual(1 + Math.floor((Date.now() - started) / 1000));
    expect(told.every(({ kind, why }) => kind === 'unchecked-answers' && why.includes('--max-queued-checks'))).toBe(true);
    expect(told.reduce((sum, { count }) => sum + count, 0)).toBe(200);
  });

  test('headers that do not come within --first-byte-timeout are a 502 naming the flag', async () => {
    answer = () => undefined;
    proxy = await startProxy(upstream.url, { limits: { firstByteTimeoutMs: 200, timeoutMs: 5000 } });
    const started = Date.now();
    const answered = await fetch(`${proxy.url}/stall`);
    expect(answered.status).toBe(502);
    expect(((await answered.json()) as { problem: string }).problem).toContain('--first-byte-timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('an answer that never ends is cut at --timeout', async () => {
    answer = (_request, response) => {
      const timer = setInterval(() => response.write('x'), 20);
      response.once('close', () => clearInterval(timer));
    };
    proxy = await startProxy(upstream.url, { limits: { firstByteTimeoutMs: 1000, timeoutMs: 300 } });
    const answered = await fetch(`${proxy.url}/endless`);
    expect(answered.status).toBe(502);
    expect(((await answered.json()) as { problem: string }).problem).toContain('within 300 ms (--timeout)');
  });
});

test('the upstream is reached over at most --upstream-connections keep-alive connections, and every client is answered', async () => {
  answer = (_request, response) => setTimeout(() => response.end('ok'), 5);
  proxy = await startProxy(upstream.url, { limits: { upstreamConnections: 3 } });
  const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(`${proxy!.url}/pooled`).then((one) => one.text())));
  expect(answers).toEqual(Array(60).fill('ok'));
  expect(seen.mostConcurrent).toBeLessThanOrEqual(3);
  expect(seen.sockets.size).toBeLessThanOrEqual(3);
});
