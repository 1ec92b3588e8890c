// Tests of the graceful stop: idle connections closed at once, answers under way finished, then cut after the grace.
import { listen, type Listening } from './listen';
import { gracefulShutdown } from './shutdown';
import { keepAliveGet, rawConnection } from '../testing/rawConnection';
import { slowApp } from '../testing/slowApp';

let served: Listening;
let shutdown: (graceMs: number) => Promise<void>;
beforeEach(async () => {
  served = await listen(slowApp, 0, '127.0.0.1');
  shutdown = gracefulShutdown(served.server);
});
afterEach(() => served.close());

/** How long `promise` takes to settle, in milliseconds. */
async function timed(promise: Promise<unknown>): Promise<number> {
  const start = performance.now();
  await promise;
  return performance.now() - start;
}

test('connections with no request under way are closed at once: idle keep-alive, silent, half a request', async () => {
  const idle = await rawConnection(served.url, keepAliveGet('/wait/0'));
  await new Promise((resolve) => idle.socket.once('data', resolve));
  const silent = await rawConnection(served.url);
  const half = await rawConnection(served.url, 'GET /wait/0 HTTP/1.1\r\nHos');
  // Without the tracking, a plain close waits for the headers timeout (a minute) on the last two.
  expect(await timed(shutdown(10_000))).toBeLessThan(500);
  await Promise.all([idle.closed, silent.closed, half.closed]);
  expect(idle.received()).toContain('answered after 0 ms');
});

test.each([
  ['its headers not yet sent', '/wait/300', 'close'],
  ['its headers already sent', '/wait/300/streamed', 'keep-alive'],
])('an answer under way, %s, is finished and then its keep-alive connection is closed', async (_case, path, connection) => {
  const busy = await rawConnection(served.url, keepAliveGet(path));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const took = await timed(shutdown(10_000));
  expect(took).toBeGreaterThan(150);
  expect(took).toBeLessThan(1000);
  const received = await busy.closed;
  expect(received).toContain('answered after 300 ms');
  expect(received).toContain(`Connection: ${connection}\r\n`);
});

test('after the grace period, connections still answering are closed', async () => {
  const slow = await rawConnection(served.url, keepAliveGet('/wait/5000'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const took = await timed(shutdown(300));
  expect(took).toBeGreaterThan(250);
  expect(took).toBeLessThan(1000);
  expect(await slow.closed).toBe('');
});

test('a second call waits for the same end, and does not cut the first one short', async () => {
  const busy = await rawConnection(served.url, keepAliveGet('/wait/300'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const first = shutdown(10_000);
  expect(shutdown(0)).toBe(first);
  await first;
  expect(await busy.closed).toContain('answered after 300 ms');
});
