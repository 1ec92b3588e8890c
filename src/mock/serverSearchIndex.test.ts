import request from 'supertest';
import { serverCommand, parseServerOptions } from './options';
import { INDEX_THREAD_CORES, INDEX_THREAD_FROM } from './searchIndexWorker';
import { startServer, type RunningServer } from './server';
import { recordingLogger } from './testing/recordingLogger';

// Fewer cores than the indexing thread needs: the texts are indexed on the main thread, whatever this machine has.
jest.mock('node:os', () => ({ ...jest.requireActual<typeof import('node:os')>('node:os'), availableParallelism: () => INDEX_THREAD_CORES - 1 }));

const options = (count: number) => parseServerOptions(['--port', '0', '--now', '2026-03-01T12:00:00Z', '--count', String(count)], serverCommand().exitOverride());
const SEARCH = '/api/v2/pages/?type=releases.ReleasePage&limit=3&search=q1%20results';
const AUTH = { Authorization: 'Token dev-token' };

let running: RunningServer | undefined;
afterEach(async () => {
  await new Promise((resolve) => running?.server.close(resolve) ?? resolve(undefined));
  running = undefined;
});

test('from INDEX_THREAD_FROM releases, without the indexing thread, the search index answers before the port opens', async () => {
  const logger = recordingLogger();
  running = await startServer(options(INDEX_THREAD_FROM), logger);
  // Logged before startServer resolved: the texts were indexed on the way to listening.
  expect(logger.lines).toContainEqual(expect.stringMatching(/^info: search index: answers from the start \(texts indexed in \d+ ms before the port opened\)$/));
  const res = await request(running.url).get(SEARCH).set(AUTH);
  expect(res.status).toBe(200);
  expect(res.body.meta.total_count).toBeGreaterThan(0);
}, 60_000);

test('below INDEX_THREAD_FROM releases the index is left for after the port opens', async () => {
  const logger = recordingLogger();
  running = await startServer(options(INDEX_THREAD_FROM - 1), logger);
  expect(logger.lines.filter((line) => line.includes('search index'))).toEqual([]);
  const res = await request(running.url).get(SEARCH).set(AUTH);
  expect(res.status).toBe(200);
  expect(res.body.meta.total_count).toBeGreaterThan(0);
}, 60_000);
