// From INDEX_BEFORE_LISTEN_FROM releases with no indexing thread (below 4 cores), start-up builds
// the whole search index before the port opens, so that no search in the first minute waits for it
// (issue 23). The thread is left out here by replacing `indexingThread`, whatever the machine's cores.
import { parseServerOptions, serverCommand } from './options';
import * as indexing from './searchIndexWorker';
import { INDEX_BEFORE_LISTEN_FROM, startServer } from './server';
import { recordingLogger } from './testing/recordingLogger';

const options = (count: number) => parseServerOptions(['--port', '0', '--now', '2026-03-01T12:00:00Z', '--count', String(count)], serverCommand().exitOverride());

afterEach(() => jest.restoreAllMocks());

test.each([
  [INDEX_BEFORE_LISTEN_FROM, true],
  [20, false],
])('of %i releases, the index is complete before the port opens: %s', async (count, before) => {
  jest.spyOn(indexing, 'indexingThread').mockReturnValue(undefined);
  const logger = recordingLogger();
  const { server, url } = await startServer(options(count), logger);
  try {
    // The slices' own line, 1 s after listen, may come for the small dataset: only start-up's counts.
    const built = logger.lines.filter((line) => line.endsWith('before the port opened'));
    expect(built).toEqual(before ? [expect.stringMatching(new RegExp(`^info: search index complete \\(common terms marked\\): ${count} releases, built in \\d+ ms before the port opened$`))] : []);
    const res = await fetch(`${url}/api/v2/pages/?type=releases.ReleasePage&limit=5&search=report`, { headers: { Authorization: 'Token dev-token' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { meta: { total_count: number } }).meta.total_count).toBeGreaterThan(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(logger.lines.filter((line) => !line.startsWith('info: '))).toEqual([]);
}, 60_000);
