// Tests of the polite client: concurrency, budget, retries, Retry-After, timeouts and answer bounds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import { BudgetExhausted, PoliteClient, ServerFault } from './politeClient';
import { closedPort } from '../../net/testing/listenLocally';

/** What a hand-made server saw of one request. */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  at: number;
}

interface TestServer {
  url: string;
  seen: Seen[];
}

const open: http.Server[] = [];

/** A server on a free loopback port that records every request and hands it to `handler`; closed after each test. */
async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void): Promise<TestServer> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, at: performance.now() });
    handler(req, res, seen.length);
  });
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  await Promise.all(
    open.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A token as long as a real one: the client replaces it wherever it is recorded, so a short one would mangle every text. */
const TOKEN = 'test-token-0123456789';

const json = (res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

describe('concurrency', () => {
  /** A server that holds each request 100 ms and records the most it ever held at once. */
  async function countingServer() {
    let inFlight = 0;
    const peak = { value: 0 };
    const server = await serve((_req, res, n) => {
      inFlight++;
      peak.value = Math.max(peak.value, inFlight);
      setTimeout(() => {
        inFlight--;
        json(res, 200, { n });
      }, 100);
    });
    return { server, peak };
  }

  test('by default, never more than 2 requests are in flight', async () => {
    const { server, peak } = await countingServer();
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => client.get(`/r${i}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(server.seen).toHaveLength(6);
    expect(peak.value).toBe(2);
  });

  test('with concurrency 3, never more than 3 requests are in flight', async () => {
    const { server, peak } = await countingServer();
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, concurrency: 3 });
    const responses = await Promise.all(Array.from({ length: 7 }, (_, i) => client.get(`/r${i}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(server.seen.map((s) => s.url).sort()).toEqual(['/r0', '/r1', '/r2', '/r3', '/r4', '/r5', '/r6']);
    expect(peak.value).toBe(3);
  });

  test('with concurrency 1, requests go one after another', async () => {
    const { server, peak } = await countingServer();
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, concurrency: 1 });
    await Promise.all(Array.from({ length: 3 }, (_, i) => client.get(`/r${i}`)));
    expect(server.seen).toHaveLength(3);
    expect(peak.value).toBe(1);
  });
});

describe('the request budget', () => {
  test('after maxRequests requests, the next one throws BudgetExhausted and is not sent', async () => {
    const server = await serve((_req, res, n) => json(res, 200, { n }));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRequests: 3 });
    for (let i = 0; i < 3; i++) expect((await client.get('/')).status).toBe(200);
    await expect(client.get('/')).rejects.toBeInstanceOf(BudgetExhausted);
    expect(server.seen).toHaveLength(3);
    expect(client.sent).toBe(3);
  });

  test('retries count against the budget', async () => {
    const server = await serve((_req, res, n) => json(res, 503, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRequests: 2, maxRetries: 5 });
    await expect(client.get('/')).rejects.toBeInstanceOf(BudgetExhausted);
    expect(server.seen).toHaveLength(2);
  });

  test('the message names the budget and the option that raises it', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRequests: 1 });
    await client.get('/');
    await expect(client.get('/')).rejects.toThrow('the request budget of 1 is spent (raise --max-requests)');
  });
});

describe('Retry-After on 429 and 503', () => {
  test.each([429, 503])(
    'a %i with Retry-After: 1 is retried after about a second',
    async (status) => {
      const server = await serve((_req, res, n) => (n === 1 ? json(res, status, { n }, { 'Retry-After': '1' }) : json(res, 200, { n })));
      const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
      const started = performance.now();
      const response = await client.get('/x');
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ n: 2 });
      expect(server.seen.map((s) => s.url)).toEqual(['/x', '/x']);
      expect(server.seen[1].at - server.seen[0].at).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(3000);
    },
    10_000,
  );

  test.each([429, 503])('a %i that persists is retried maxRetries times, then is a ServerFault', async (status) => {
    const server = await serve((_req, res, n) => json(res, status, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRetries: 2 });
    const started = performance.now();
    await expect(client.get('/')).rejects.toBeInstanceOf(ServerFault);
    expect(server.seen).toHaveLength(3);
    // Retry-After: 0 is honoured: no back-off of its own.
    expect(performance.now() - started).toBeLessThan(800);
  });

  test('by default, 3 retries', async () => {
    const server = await serve((_req, res, n) => json(res, 429, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
    await expect(client.get('/')).rejects.toThrow(/still throttled after every retry \(status 429/);
    expect(server.seen).toHaveLength(4);
  });

  test('with maxRetries 0, a 503 is a ServerFault at once', async () => {
    const server = await serve((_req, res, n) => json(res, 503, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRetries: 0 });
    await expect(client.get('/')).rejects.toThrow(/answered a server error \(status 503, application\/json: \{"n":1\}\)/);
    expect(server.seen).toHaveLength(1);
  });

  test('an HTTP-date Retry-After is waited for', async () => {
    // The date has whole seconds: three seconds ahead is between two and three seconds away, longer
    // than the one-second back-off used when Retry-After cannot be read.
    const server = await serve((_req, res, n) =>
      n === 1 ? json(res, 503, { n }, { 'Retry-After': new Date(Date.now() + 3000).toUTCString() }) : json(res, 200, { n }),
    );
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
    const started = performance.now();
    const response = await client.get('/');
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(server.seen).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(4500);
  }, 10_000);

  test('an HTTP-date in the past means retry at once', async () => {
    const server = await serve((_req, res, n) =>
      n === 1 ? json(res, 429, { n }, { 'Retry-After': new Date(Date.now() - 60_000).toUTCString() }) : json(res, 200, { n }),
    );
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
    const started = performance.now();
    expect((await client.get('/')).status).toBe(200);
    expect(server.seen).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(800);
  });

  test('a Retry-After longer than maxRetryWaitMs ends the run at once, saying so', async () => {
    const server = await serve((_req, res, n) => (n === 1 ? json(res, 429, { n }, { 'Retry-After': '3600' }) : json(res, 200, { n })));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRetryWaitMs: 50 });
    const started = performance.now();
    await expect(client.get('/')).rejects.toThrow('answered 429 with Retry-After: 3600, longer than the 0.05 s the suite waits; run it later');
    expect(server.seen).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('by default, a Retry-After over 30 s is too long', async () => {
    const server = await serve((_req, res) => json(res, 503, {}, { 'Retry-After': '31' }));
    await expect(new PoliteClient({ baseUrl: server.url, token: TOKEN }).get('/')).rejects.toThrow('longer than the 30 s the suite waits');
  });

  test('a 404 is returned at once; a 500 is a ServerFault at once', async () => {
    const server = await serve((req, res, n) => json(res, req.url === '/missing' ? 404 : 500, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
    expect((await client.get('/missing')).status).toBe(404);
    await expect(client.get('/broken')).rejects.toBeInstanceOf(ServerFault);
    expect(server.seen).toHaveLength(2);
  });
});

describe('passing faults are retried; lasting ones are ServerFaults saying what came back', () => {
  test.each([502, 504])('a %i is retried after a back-off, and the answer after it is returned', async (status) => {
    const server = await serve((_req, res, n) =>
      n === 1 ? res.writeHead(status, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>') : json(res, 200, { n }),
    );
    const response = await new PoliteClient({ baseUrl: server.url, token: TOKEN }).get('/x');
    expect(response.body).toEqual({ n: 2 });
    expect(server.seen[1].at - server.seen[0].at).toBeGreaterThanOrEqual(200);
  });

  test('a connection reset is retried', async () => {
    const server = await serve((req, res, n) => (n === 1 ? req.socket.destroy() : json(res, 200, { n })));
    const response = await new PoliteClient({ baseUrl: server.url, token: TOKEN }).get('/x');
    expect(response.body).toEqual({ n: 2 });
  });

  test('an HTML error page that persists: one line with the status, the Content-Type and the first 100 characters, on one line', async () => {
    const page = `<html>\n<body>\n<h1>502 Bad Gateway</h1>${'x'.repeat(200)}</body></html>`;
    const server = await serve((_req, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end(page));
    const error = (await new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRetries: 1 }).get('/x').catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ServerFault);
    expect(error.message).toContain(`answered a server error (status 502, text/html: ${page.replace(/\s+/g, ' ').slice(0, 100)}…)`);
    expect(error.message).not.toContain('\n');
    expect(server.seen).toHaveLength(2);
  });

  test('a redirect is a ServerFault naming its target, not followed', async () => {
    const server = await serve((req, res) =>
      req.url === '/moved' ? res.writeHead(302, { Location: 'https://login.example.com/' }).end() : json(res, 200, {}),
    );
    await expect(new PoliteClient({ baseUrl: server.url, token: TOKEN }).get('/moved')).rejects.toThrow(
      'answered a redirect, which the suite does not follow (status 302, redirected to https://login.example.com/)',
    );
    expect(server.seen.map((s) => s.url)).toEqual(['/moved']);
  });

  test('a body that is not JSON is a ServerFault; an empty body is an answer', async () => {
    const server = await serve((req, res) =>
      req.url === '/empty' ? res.writeHead(204).end() : res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"items": [1, 2'),
    );
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
    expect((await client.get('/empty')).status).toBe(204);
    await expect(client.get('/truncated')).rejects.toThrow('answered a body that is not JSON (status 200, application/json: {"items": [1, 2)');
  });
});

describe("an answer's shape, counted as it streams in", () => {
  /** A server that answers `opening`, then `unit` over and over until the client hangs up (through gzip when asked); resolves each answer's bytes written once it is closed. */
  async function endlessServer(opening: string, unit: string, gzip: boolean) {
    const closed: Promise<number>[] = [];
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', ...(gzip && { 'Content-Encoding': 'gzip' }) });
      const out = gzip ? createGzip() : res;
      if (gzip) out.pipe(res);
      const chunk = Buffer.from(unit.repeat(Math.ceil(16384 / unit.length)));
      let written = 0;
      const write = () => {
        while (!res.destroyed) {
          written += chunk.length;
          if (!out.write(chunk)) return;
        }
      };
      closed.push(new Promise((resolve) => res.once('close', () => resolve(written))));
      out.on('drain', write);
      out.write(opening);
      write();
    });
    return { server, closed };
  }

  test.each([
    ['a page of JSON values without end, gzipped', '{"meta":{"padding":[', '0,', true, /holds more than 1000 JSON values \(--max-answer-values\)/],
    ['a page of items without end', '{"items":[', '{},', false, /holds more than 100 items \(--max-answer-items\)/],
    ['arrays nested without end', '', '[', false, /nests deeper than 64 levels \(--max-answer-depth\)/],
  ])('%s: the read stops at the first chunk past the bound, a ServerFault naming it, not retried', async (_, opening, unit, gzip, message) => {
    const { server, closed } = await endlessServer(opening, unit, gzip);
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxAnswerBytes: 2 ** 30, maxAnswerValues: 1000, maxAnswerItems: 100 });
    const error = (await client.get('/x').catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ServerFault);
    expect(error.message).toMatch(message);
    expect(server.seen).toHaveLength(1);
    // Far short of the size bound: what the sockets' buffers hold at most.
    expect(await closed[0]).toBeLessThan(16 * 1024 * 1024);
  });
});

test('a body that does not inflate as its Content-Encoding says is a passing fault, then a ServerFault saying so', async () => {
  const server = await serve((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).end('not gzip at all'));
  const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, maxRetries: 1 });
  await expect(client.get('/x')).rejects.toThrow("the answer's body does not decode as its Content-Encoding (gzip) says");
  expect(server.seen).toHaveLength(2);
});

describe('the token is never recorded', () => {
  test('requests show it as <your token>, in the shape sent', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const client = new PoliteClient({ baseUrl: server.url, token: 'tok-123456789' });
    expect((await client.get('/')).request.authorization).toBe('Token <your token>');
    expect((await client.get('/', `${client.tokenHeader}x`)).request.authorization).toBe('Token <your token>x');
    expect(server.seen.map((s) => s.headers.authorization)).toEqual(['Token tok-123456789', 'Token tok-123456789x']);
  });

  test('an answer that echoes it has it replaced', async () => {
    const server = await serve((req, res) => json(res, 401, { detail: `Invalid token ${req.headers.authorization}` }));
    const response = await new PoliteClient({ baseUrl: server.url, token: 'tok-123456789' }).get('/');
    expect(response.text).not.toContain('tok-123456789');
    expect(response.body).toEqual({ detail: 'Invalid token Token <your token>' });
  });
});

describe('rate', () => {
  test('with rate 10, requests start at least 100 ms apart', async () => {
    const server = await serve((_req, res, n) => json(res, 200, { n }));
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, rate: 10, concurrency: 3 });
    await Promise.all(Array.from({ length: 4 }, () => client.get('/')));
    // Measured where the server sees them, so allow for the network's jitter on each gap.
    const gaps = server.seen.slice(1).map((s, i) => s.at - server.seen[i].at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(50);
    expect(server.seen[3].at - server.seen[0].at).toBeGreaterThanOrEqual(250);
  });
});

describe('timeouts and unreachable servers', () => {
  test('a server that never answers gives ServerFault after timeoutMs', async () => {
    const server = await serve(() => undefined);
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, timeoutMs: 200, maxRetries: 0 });
    const started = performance.now();
    await expect(client.get('/slow')).rejects.toBeInstanceOf(ServerFault);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(2000);
    expect(server.seen).toHaveLength(1);
  });

  test('a server that sends its headers but never finishes the body gives ServerFault after timeoutMs', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"items": [');
    });
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, timeoutMs: 200, maxRetries: 0 });
    const started = performance.now();
    await expect(client.get('/stalled')).rejects.toBeInstanceOf(ServerFault);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('a refused connection gives ServerFault, naming the URL but not the token', async () => {
    const port = await closedPort();
    const client = new PoliteClient({ baseUrl: `http://127.0.0.1:${port}`, token: 'very-secret-token-1234567890', maxRetries: 0 });
    const error = await client.get('/api/v2/pages/').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerFault);
    const message = (error as Error).message;
    expect(message).toContain(`http://127.0.0.1:${port}/api/v2/pages/`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('very-secret-token-1234567890');
  });

  test('a timed-out request gives its slot back', async () => {
    const server = await serve((req, res, n) => {
      if (req.url === '/ok') json(res, 200, { n });
    });
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN, timeoutMs: 200, concurrency: 1, maxRetries: 0 });
    await expect(client.get('/slow')).rejects.toBeInstanceOf(ServerFault);
    expect((await client.get('/ok')).status).toBe(200);
  });
});

describe('what is sent', () => {
  test('only GET is ever sent, without a body', async () => {
    const server = await serve((req, res, n) => {
      if (req.url === '/moved') res.writeHead(301, { Location: '/target' }).end();
      else if (n === 2) json(res, 503, {}, { 'Retry-After': '0' });
      else json(res, 200, { n });
    });
    const client = new PoliteClient({ baseUrl: server.url, token: TOKEN });
    await client.get('/a');
    await client.get('/b');
    await client.get('/c', null);
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /a', 'GET /b', 'GET /b', 'GET /c']);
    for (const { headers } of server.seen) {
      expect(headers['content-length']).toBeUndefined();
      expect(headers['transfer-encoding']).toBeUndefined();
    }
  });

  test('the Authorization header is the configured token by default', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const client = new PoliteClient({ baseUrl: server.url, token: 'tok-123' });
    const response = await client.get('/');
    expect(server.seen[0].headers.authorization).toBe('Token tok-123');
    expect(response.request).toEqual({ method: 'GET', url: `${server.url}/`, authorization: 'Token <your token>' });
    expect(client.tokenHeader).toBe('Token tok-123');
  });

  test('with null, no Authorization header is sent', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const client = new PoliteClient({ baseUrl: server.url, token: 'tok-123' });
    const response = await client.get('/', null);
    expect(server.seen[0].headers).not.toHaveProperty('authorization');
    expect(response.request.authorization).toBeNull();
  });

  test('a given Authorization header is sent instead of the token', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const client = new PoliteClient({ baseUrl: server.url, token: 'tok-123' });
    const response = await client.get('/', 'Bearer other');
    expect(server.seen[0].headers.authorization).toBe('Bearer other');
    expect(response.request.authorization).toBe('Bearer other');
  });

  test('a trailing slash of the base URL is not doubled', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const client = new PoliteClient({ baseUrl: `${server.url}/`, token: TOKEN });
    const response = await client.get('/api/v2/pages/?type=releases.ReleasePage');
    expect(server.seen[0].url).toBe('/api/v2/pages/?type=releases.ReleasePage');
    expect(response.request.url).toBe(`${server.url}/api/v2/pages/?type=releases.ReleasePage`);
  });
});
