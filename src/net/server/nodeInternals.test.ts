// Each of Node's internals nodeInternals.ts relies on, asked of this Node: a failure here names the one that changed.
import { createServer as createHttpServer, get, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { answering, holdReading, listeningHandleOf, releaseReading } from './nodeInternals';

const listening = <T extends Server>(server: T) => new Promise<T>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
const closed = (server: Server) => new Promise((resolve) => server.close(resolve));
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** One GET to `server`, whose handler runs `inside` on the request's socket before answering. */
async function oneRequest(server: HttpServer, inside: (socket: import('node:net').Socket, end: () => void) => Promise<void>): Promise<void> {
  server.on('request', (req, res) => void inside(req.socket, () => res.end('ok')));
  await listening(server);
  await new Promise<void>((resolve, reject) =>
    get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => res.resume().once('end', resolve)).once('error', reject),
  );
  await closed(server);
}

test("a listening server's own TCP handle, with the owner symbol Node's accept path reads naming the server", async () => {
  const server = await listening(createServer());
  try {
    const found = listeningHandleOf(server);
    expect(found).toBeDefined();
    expect(found!.handle[found!.owner]).toBe(server);
    expect([typeof found!.handle.onconnection, typeof found!.handle.listen, typeof found!.handle.close]).toEqual(['function', 'function', 'function']);
  } finally {
    await closed(server);
  }
  expect(listeningHandleOf(createServer())).toBeUndefined();
});

test("a connection's response in flight: not answering before the headers go, answering after", async () => {
  const seen: boolean[] = [];
  const server = createHttpServer();
  server.on('request', (_req, res) => {
    seen.push(answering(res.socket!));
    res.flushHeaders();
    seen.push(answering(res.socket!));
  });
  await oneRequest(server, async (_socket, end) => end());
  expect(seen).toEqual([false, true]);
});

test('a held connection stays paused when something resumes it (node:http re-pauses it), and reads again once released', async () => {
  const seen: boolean[] = [];
  await oneRequest(createHttpServer(), async (socket, end) => {
    holdReading(socket);
    socket.resume();
    await tick();
    seen.push(socket.isPaused());
    releaseReading(socket);
    await tick();
    seen.push(socket.isPaused());
    end();
  });
  expect(seen).toEqual([true, false]);
});
