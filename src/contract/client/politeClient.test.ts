import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BudgetExhausted, PoliteClient, Unreachable } from './politeClient';
import { closedPort } from '../../mock/testing/listen';

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
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => client.get(`/r${i}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(server.seen).toHaveLength(6);
    expect(peak.value).toBe(2);
  });

  test('with concurrency 3, never more than 3 requests are in flight', async () => {
    const { server, peak } = await countingServer();
    const client = new PoliteClient({ baseUrl: server.url, token: 't', concurrency: 3 });
    const responses = await Promise.all(Array.from({ length: 7 }, (_, i) => client.get(`/r${i}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(server.seen.map((s) => s.url).sort()).toEqual(['/r0', '/r1', '/r2', '/r3', '/r4', '/r5', '/r6']);
    expect(peak.value).toBe(3);
  });

  test('with concurrency 1, requests go one after another', async () => {
    const { server, peak } = await countingServer();
    const client = new PoliteClient({ baseUrl: server.url, token: 't', concurrency: 1 });
    await Promise.all(Array.from({ length: 3 }, (_, i) => client.get(`/r${i}`)));
    expect(server.seen).toHaveLength(3);
    expect(peak.value).toBe(1);
  });
});

describe('the request budget', () => {
  test('after maxRequests requests, the next one throws BudgetExhausted and is not sent', async () => {
    const server = await serve((_req, res, n) => json(res, 200, { n }));
    const client = new PoliteClient({ baseUrl: server.url, token: 't', maxRequests: 3 });
    for (let i = 0; i < 3; i++) expect((await client.get('/')).status).toBe(200);
    await expect(client.get('/')).rejects.toBeInstanceOf(BudgetExhausted);
    expect(server.seen).toHaveLength(3);
    expect(client.sent).toBe(3);
  });

  test('retries count against the budget', async () => {
    const server = await serve((_req, res, n) => json(res, 503, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: 't', maxRequests: 2, maxRetries: 5 });
    await expect(client.get('/')).rejects.toBeInstanceOf(BudgetExhausted);
    expect(server.seen).toHaveLength(2);
  });

  test('the message names the budget and the option that raises it', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const client = new PoliteClient({ baseUrl: server.url, token: 't', maxRequests: 1 });
    await client.get('/');
    await expect(client.get('/')).rejects.toThrow('the request budget of 1 is spent (raise --max-requests)');
  });
});

describe('Retry-After on 429 and 503', () => {
  test.each([429, 503])('a %i with Retry-After: 1 is retried after about a second', async (status) => {
    const server = await serve((_req, res, n) => (n === 1 ? json(res, status, { n }, { 'Retry-After': '1' }) : json(res, 200, { n })));
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    const started = performance.now();
    const response = await client.get('/x');
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ n: 2 });
    expect(server.seen.map((s) => s.url)).toEqual(['/x', '/x']);
    expect(server.seen[1].at - server.seen[0].at).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(3000);
  }, 10_000);

  test.each([429, 503])('a %i that persists is retried maxRetries times, then the last answer is returned', async (status) => {
    const server = await serve((_req, res, n) => json(res, status, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: 't', maxRetries: 2 });
    const started = performance.now();
    const response = await client.get('/');
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ n: 3 });
    expect(server.seen).toHaveLength(3);
    // Retry-After: 0 is honoured: no back-off of its own.
    expect(performance.now() - started).toBeLessThan(800);
  });

  test('by default, 3 retries', async () => {
    const server = await serve((_req, res, n) => json(res, 429, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    const response = await client.get('/');
    expect(response.status).toBe(429);
    expect(server.seen).toHaveLength(4);
  });

  test('with maxRetries 0, a 503 is returned at once', async () => {
    const server = await serve((_req, res, n) => json(res, 503, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: 't', maxRetries: 0 });
    expect((await client.get('/')).status).toBe(503);
    expect(server.seen).toHaveLength(1);
  });

  test('an HTTP-date Retry-After is waited for', async () => {
    // The date has whole seconds: three seconds ahead is between two and three seconds away, longer
    // than the one-second back-off used when Retry-After cannot be read.
    const server = await serve((_req, res, n) =>
      n === 1 ? json(res, 503, { n }, { 'Retry-After': new Date(Date.now() + 3000).toUTCString() }) : json(res, 200, { n }),
    );
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
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
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    const started = performance.now();
    expect((await client.get('/')).status).toBe(200);
    expect(server.seen).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(800);
  });

  test('the wait is capped at maxRetryWaitMs', async () => {
    const server = await serve((_req, res, n) => (n === 1 ? json(res, 503, { n }, { 'Retry-After': '3600' }) : json(res, 200, { n })));
    const client = new PoliteClient({ baseUrl: server.url, token: 't', maxRetryWaitMs: 50 });
    const started = performance.now();
    expect((await client.get('/')).status).toBe(200);
    expect(server.seen).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  test.each([500, 502, 404])('a %i is not retried', async (status) => {
    const server = await serve((_req, res, n) => json(res, status, { n }, { 'Retry-After': '0' }));
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    expect((await client.get('/')).status).toBe(status);
    expect(server.seen).toHaveLength(1);
  });
});

describe('timeouts and unreachable servers', () => {
  test('a server that never answers gives Unreachable after timeoutMs', async () => {
    const server = await serve(() => undefined);
    const client = new PoliteClient({ baseUrl: server.url, token: 't', timeoutMs: 200 });
    const started = performance.now();
    await expect(client.get('/slow')).rejects.toBeInstanceOf(Unreachable);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(2000);
    expect(server.seen).toHaveLength(1);
  });

  test('a server that sends its headers but never finishes the body gives Unreachable after timeoutMs', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"items": [');
    });
    const client = new PoliteClient({ baseUrl: server.url, token: 't', timeoutMs: 200 });
    const started = performance.now();
    await expect(client.get('/stalled')).rejects.toBeInstanceOf(Unreachable);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('a refused connection gives Unreachable, naming the URL but not the token', async () => {
    const port = await closedPort();
    const client = new PoliteClient({ baseUrl: `http://127.0.0.1:${port}`, token: 'very-secret-token-1234567890' });
    const error = await client.get('/api/v2/pages/').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Unreachable);
    const message = (error as Error).message;
    expect(message).toContain(`http://127.0.0.1:${port}/api/v2/pages/`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('very-secret-token-1234567890');
  });

  test('a timed-out request gives its slot back', async () => {
    const server = await serve((req, res, n) => {
      if (req.url === '/ok') json(res, 200, { n });
    });
    const client = new PoliteClient({ baseUrl: server.url, token: 't', timeoutMs: 200, concurrency: 1 });
    await expect(client.get('/slow')).rejects.toBeInstanceOf(Unreachable);
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
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    await client.get('/a');
    await client.get('/b');
    await client.get('/moved', null);
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /a', 'GET /b', 'GET /b', 'GET /moved']);
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
    expect(response.request).toEqual({ method: 'GET', url: `${server.url}/`, authorization: 'Token tok-123' });
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
    const client = new PoliteClient({ baseUrl: `${server.url}/`, token: 't' });
    const response = await client.get('/api/v2/pages/?type=releases.ReleasePage');
    expect(server.seen[0].url).toBe('/api/v2/pages/?type=releases.ReleasePage');
    expect(response.request.url).toBe(`${server.url}/api/v2/pages/?type=releases.ReleasePage`);
  });
});

describe('answers', () => {
  test.each([301, 302, 307])('a %i is returned as it is, not followed', async (status) => {
    const server = await serve((req, res) => {
      if (req.url === '/moved') res.writeHead(status, { Location: '/target' }).end();
      else json(res, 200, { followed: true });
    });
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    const response = await client.get('/moved');
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe('/target');
    expect(server.seen.map((s) => s.url)).toEqual(['/moved']);
  });

  test('a JSON body is parsed; any other body is kept as text with body undefined', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/json') json(res, 200, { a: [1, 2] });
      else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>hello</p>');
    });
    const client = new PoliteClient({ baseUrl: server.url, token: 't' });
    const parsed = await client.get('/json');
    expect(parsed.body).toEqual({ a: [1, 2] });
    expect(parsed.text).toBe('{"a":[1,2]}');
    const html = await client.get('/html');
    expect(html.body).toBeUndefined();
    expect(html.text).toBe('<p>hello</p>');
  });
});
