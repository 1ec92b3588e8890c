// startServer ends the indexing thread when start-up fails after starting it, and when the server
// closes before the thread's parts came: an embedder's process lives on, and the thread would
// index for seconds more. The thread starts only for large datasets on 4 or more cores; here it is
// started at a small size by replacing `indexingThread`, with one that never sends its parts (as on
// a busy machine), so that only something ending it ends it.
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { MockLogger } from './mockLogger';
import { parseServerOptions, serverCommand } from './options';
import * as indexing from './searchIndexWorker';
import { startServer } from './server';
import { whileHoldingAPort } from './testing/mockCommand';

const options = (port: number) =>
  parseServerOptions(['--port', String(port), '--now', '2026-03-01T12:00:00Z', '--count', '20'], serverCommand().exitOverride());

/** Whether the thread ended within a bound generous for a loaded machine. */
const endsWithin = (exited: Promise<unknown>, ms = 10_000) => Promise.race([exited.then(() => 'ended'), delay(ms, 'still running', { ref: false })]);

const started: Worker[] = [];

/** The indexing thread start-up will start: an idle one, and its exit. */
function idleIndexingThread(): { exited: Promise<unknown> } {
  const thread: { exited: Promise<unknown> } = { exited: new Promise(() => undefined) };
  jest.spyOn(indexing, 'indexingThread').mockImplementation(
    () =>
      new indexing.SearchIndexWorker(indexing.INDEX_THREAD_LIMITS, () => {
        const worker = new Worker('require("node:worker_threads").parentPort.on("message", () => {})', { eval: true });
        thread.exited = once(worker, 'exit');
        started.push(worker);
        return worker;
      }),
  );
  return thread;
}

afterEach(async () => {
  jest.restoreAllMocks();
  // Where a test failed, its thread still runs.
  await Promise.all(started.splice(0).map((worker) => worker.terminate()));
});

test('a start-up that fails after the indexing thread started (a port in use) ends the thread', async () => {
  const thread = idleIndexingThread();
  await whileHoldingAPort(async (port) => {
    await expect(startServer(options(port))).rejects.toThrow(`port ${port} is in use`);
  });
  expect(indexing.indexingThread).toHaveBeenCalledTimes(1);
  await expect(endsWithin(thread.exited)).resolves.toBe('ended');
}, 30_000);

test('a server closed before the thread sent its parts ends the thread, and says nothing of it', async () => {
  const thread = idleIndexingThread();
  const logger: MockLogger = { level: 'info', info: jest.fn(), warn: jest.fn(), error: jest.fn(), child: () => undefined } as unknown as MockLogger;
  const { server } = await startServer(options(0), logger);
  // Start-up waited THREAD_WAIT_MS for the parts and went on without them: the thread still runs.
  await expect(endsWithin(thread.exited, 200)).resolves.toBe('still running');
  await new Promise((resolve) => server.close(resolve));
  await expect(endsWithin(thread.exited)).resolves.toBe('ended');
  // The stopped thread's parts are not waited for, nor is its end a failure to report.
  await delay(50);
  expect(logger.warn).not.toHaveBeenCalled();
  expect(logger.error).not.toHaveBeenCalled();
}, 30_000);
