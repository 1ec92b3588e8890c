// Tests of the connection caps, overall and per client, under slow and busy connections.
import { keepAliveGet, rawConnection, type RawConnection } from '../testing/rawConnection';
import { slowApp } from '../testing/slowApp';
import { DEFAULT_TIMEOUTS, type ConnectionLimits } from './connectionLimits';
import { listen, type Listening } from './listen';

let served: Listening | undefined;
afterEach(() => served?.close());
const serve = async (limits: Partial<ConnectionLimits>) =>
  (served = await listen(slowApp, 0, '127.0.0.1', false, { maxConnections: 1000, ...DEFAULT_TIMEOUTS, ...limits }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the connection cap', () => {
  test('when slow connections fill it, the longest waiting makes room and a normal request is answered', async () => {
    const { url } = await serve({ maxConnections: 3 });
    const slow: RawConnection[] = [];
    for (let i = 0; i < 5; i++) {
      slow.push(await rawConnection(url, 'GET /wait/0 HTTP/1.1\r\nHo'));
      await pause(20);
    }
    const answer = await fetch(`${url}/wait/0`);
    expect(await answer.text()).toBe('answered after 0 ms');
    // Each newcomer beyond 3, the request's too, closed the longest waiting: only the two newest slow ones are still open.
    await Promise.all(slow.slice(0, 3).map((connection) => connection.closed));
    expect(slow.slice(3).map((connection) => connection.socket.destroyed)).toEqual([false, false]);
  });

  test('when every connection has an answer under way, a new one is closed at once; room comes back as answers end', async () => {
    const { url } = await serve({ maxConnections: 2 });
    const busy: RawConnection[] = [];
    for (let i = 0; i < 2; i++) {
      busy.push(await rawConnection(url, keepAliveGet('/wait/500')));
      await pause(50);
    }
    const refused = await rawConnection(url, keepAliveGet('/wait/0'));
    expect(await refused.closed).toBe('');
    while (!busy.every((connection) => connection.received().includes('answered after 500 ms'))) await pause(50);
    // Both are idle keep-alive connections now: the next client makes room by closing the longest idle.
    expect(await (await fetch(`${url}/wait/0`)).text()).toBe('answered after 0 ms');
    await busy[0].closed;
    expect(busy[1].socket.destroyed).toBe(false);
  });
});

test('the cap per client: a client past it closes its own longest waiting connection, not those of another client', async () => {
  const { url } = await serve({ maxConnections: 100, maxConnectionsPerClient: 2 });
  const other = await rawConnection(url, 'GET /wait/0 HTTP/1.1\r\nHo', '127.0.0.2');
  const own: RawConnection[] = [];
  for (let i = 0; i < 4; i++) {
    own.push(await rawConnection(url, 'GET /wait/0 HTTP/1.1\r\nHo', '127.0.0.1'));
    await pause(20);
  }
  await Promise.all(own.slice(0, 2).map((connection) => connection.closed));
  expect(own.slice(2).map((connection) => connection.socket.destroyed)).toEqual([false, false]);
  expect(other.socket.destroyed).toBe(false);
  for (const connection of [other, ...own]) connection.socket.destroy();
});

describe('the timeouts', () => {
  test.each([
    ['half its headers', 'GET /wait/0 HTTP/1.1\r\nHo'],
    ['nothing', ''],
  ])('a connection that sends %s within the headers timeout gets a 408 and is closed', async (_what, text) => {
    const { url } = await serve({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const start = performance.now();
    const slow = await rawConnection(url, text);
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  test('an answer that takes longer than the request timeout is not cut', async () => {
    const { url } = await serve({ headersTimeoutMs: 200, requestTimeoutMs: 300 });
    expect(await (await fetch(`${url}/wait/800`)).text()).toBe('answered after 800 ms');
  });

  test('an idle keep-alive connection is closed after the keep-alive timeout (and the 1 s Node adds)', async () => {
    const { url } = await serve({ keepAliveTimeoutMs: 300 });
    const start = performance.now();
    const idle = await rawConnection(url, keepAliveGet('/wait/0'));
    expect(await idle.closed).toContain('answered after 0 ms');
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
