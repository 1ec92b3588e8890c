// Tests of addAcceptHandles: copies of a listening socket handed to a helper process, and its failures told in one line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepAliveGet, rawConnection, type RawConnection } from '../testing/rawConnection';
import { slowApp } from '../testing/slowApp';
import { addAcceptHandles, type AcceptHandle, type AcceptHandlesOutcome } from './acceptHandles';
import { DEFAULT_TIMEOUTS, type ConnectionLimits } from './connectionLimits';
import { connectionStates } from './connectionStates';
import { listen, type Listening } from './listen';

jest.setTimeout(30_000);

let served: Listening | undefined;
afterEach(() => served?.close());
const serve = async (limits: Partial<ConnectionLimits>, handles = 4) =>
  (served = await listen(slowApp, 0, '127.0.0.1', false, { maxConnections: 1000, ...DEFAULT_TIMEOUTS, ...limits }, handles));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The added handles, or a failed test naming why there are none. */
async function added(outcome: Promise<AcceptHandlesOutcome>): Promise<readonly AcceptHandle[]> {
  const settled = await outcome;
  if ('failed' in settled) throw new Error(settled.failed);
  return settled.added;
}

/** Counts the connections each of `handles` accepts from now on. */
function countAccepts(handles: readonly AcceptHandle[]): number[] {
  const counts = handles.map(() => 0);
  handles.forEach((handle, index) => {
    const accept = handle.onconnection;
    handle.onconnection = function (this: unknown, ...args: unknown[]) {
      counts[index]++;
      accept.apply(this, args);
    };
  });
  return counts;
}

/** `count` connections opened at once (the server's loop turns only once all are in its accept queue), each sending `text`. */
const burst = (url: string, count: number, text = '', from?: string) => Promise.all(Array.from({ length: count }, () => rawConnection(url, text, from)));

/** Whether a TCP connection to `url` is refused. */
const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

test('the handles are added after listening, and every one accepts connections that are answered', async () => {
  const { url, acceptHandles } = await serve({});
  // Served on its own handle before the others come.
  expect(await (await fetch(`${url}/wait/0`)).text()).toBe('answered after 0 ms');
  const handles = await added(acceptHandles);
  expect(handles).toHaveLength(3);
  const counts = countAccepts(handles);
  const connections = await burst(url, 60, 'GET /wait/0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  const answers = await Promise.all(connections.map((connection) => connection.closed));
  expect(answers.every((answer) => answer.endsWith('answered after 0 ms'))).toBe(true);
  expect(counts.every((count) => count > 0)).toBe(true);
});

test.each([
  ['the connection cap', { maxConnections: 5 }],
  ['the cap per client', { maxConnectionsPerClient: 5 }],
])('%s counts the connections of every handle: 40 silent connections leave 5 open', async (_cap, limits) => {
  const { url, server, acceptHandles } = await serve(limits);
  const counts = countAccepts(await added(acceptHandles));
  // In bursts no larger than the backlog (the connection cap), which the kernel's queue would overflow.
  const connections: RawConnection[] = [];
  for (let wave = 0; wave < 8; wave++) connections.push(...(await burst(url, 5, '', '127.0.0.3')));
  const closed: RawConnection[] = [];
  for (const connection of connections) void connection.closed.then(() => closed.push(connection));
  while (closed.length < 35) await pause(20);
  await pause(100);
  expect(closed).toHaveLength(35);
  expect(connectionStates(server).open).toBe(5);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(5);
  for (const connection of connections) connection.socket.destroy();
});

test("a connection accepted on any handle gets the server's timeouts and its JSON 408", async () => {
  const { url, acceptHandles } = await serve({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
  const counts = countAccepts(await added(acceptHandles));
  const answers = await Promise.all((await burst(url, 20, 'GET /wait/0 HTTP/1.1\r\nHo')).map((connection) => connection.closed));
  expect(answers.every((answer) => /^HTTP\/1\.1 408 Request Timeout\r\n[^]*"detail"/.test(answer))).toBe(true);
  expect(counts.some((count) => count > 0)).toBe(true);
});

test('close closes every handle and the connections they accepted: nothing listens after', async () => {
  const { url, close, acceptHandles } = await serve({});
  const counts = countAccepts(await added(acceptHandles));
  const open = await burst(url, 20, keepAliveGet('/wait/60000'));
  while (counts.every((count) => count === 0)) await pause(20);
  await close();
  await Promise.all(open.map((connection) => connection.closed));
  expect(await refused(url)).toBe(true);
  served = undefined;
});

test('closed before the handles come, the server takes none of them: nothing listens after', async () => {
  const { url, close, acceptHandles } = await serve({});
  await close();
  served = undefined;
  expect(await added(acceptHandles)).toEqual([]);
  expect(await refused(url)).toBe(true);
});

describe('a helper that fails leaves the server on its own handle, answering, and says why', () => {
  const folder = mkdtempSync(join(tmpdir(), 'accept-handles-'));

  test('a helper script that does not exist', async () => {
    const { server, url } = await serve({}, 1);
    const outcome = await addAcceptHandles(server, 4, 1000, { script: join(folder, 'missing.js') });
    expect(outcome).toEqual({ failed: expect.stringMatching(/^the helper process exited before sending the handles: Error: Cannot find module/) });
    expect(await (await fetch(`${url}/wait/0`)).text()).toBe('answered after 0 ms');
  });

  test('a helper that never answers is killed at the bound', async () => {
    const script = join(folder, 'silent.js');
    writeFileSync(script, `require('node:fs').writeFileSync(${JSON.stringify(`${script}.pid`)}, String(process.pid)); setInterval(() => {}, 1000);`);
    const { server, url } = await serve({}, 1);
    const started = performance.now();
    const outcome = await addAcceptHandles(server, 4, 1000, { script, timeoutMs: 1000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(outcome).toEqual({ failed: 'the helper process sent no handles within 1000 ms' });
    const pid = Number(readFileSync(`${script}.pid`, 'utf8'));
    const running = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; running() && waited < 2000; waited += 50) await pause(50);
    expect(running()).toBe(false);
    expect(await (await fetch(`${url}/wait/0`)).text()).toBe('answered after 0 ms');
  });
});
