// From INDEX_BEFORE_LISTEN_FROM releases with no indexing thread (below 4 cores), start-up builds
// the whole search index before the port opens, so that no search in the first minute waits for it
// its texts before start-up's full collection, the rest after it. The thread is left
// out here by replacing `indexingThread`, whatever the machine's cores.
import * as collection from './fullCollection';
import { parseServerOptions, serverCommand } from './options';
import * as indexing from './searchIndexWorker';
import { INDEX_BEFORE_LISTEN_FROM, startServer } from './server';
import { ReleaseStore } from './store/releaseStore';
import { recordingLogger } from './testing/recordingLogger';

const options = (count: number) =>
  parseServerOptions(['--port', '0', '--now', '2026-03-01T12:00:00Z', '--count', String(count)], serverCommand().exitOverride());

afterEach(() => jest.restoreAllMocks());

test.each([
  [INDEX_BEFORE_LISTEN_FROM, true],
  [20, false],
])(
  'of %i releases, the index is complete before the port opens: %s',
  async (count, before) => {
    jest.spyOn(indexing, 'indexingThread').mockReturnValue(undefined);
    const logger = recordingLogger();
    const { server, url } = await startServer(options(count), logger);
    try {
      // The slices' own line, 1 s after listen, may come for the small dataset: only start-up's counts.
      const built = logger.lines.filter((line) => line.includes('before the port opened'));
      expect(built).toEqual(
        before
          ? [
              expect.stringMatching(
                new RegExp(
                  `^info: search index complete \\(common terms marked\\): ${count} releases, built in \\d+ ms before the port opened \\(texts \\d+ ms, then \\d+ ms after the full collection\\)$`,
                ),
              ),
            ]
          : [],
      );
      const res = await fetch(`${url}/api/v2/pages/?type=releases.ReleasePage&limit=5&search=report`, { headers: { Authorization: 'Token dev-token' } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { meta: { total_count: number } }).meta.total_count).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(logger.lines.filter((line) => !line.startsWith('info: '))).toEqual([]);
  },
  60_000,
);

test('the texts are indexed before the full collection, common terms marked and warm-up after it, all before the port opens', async () => {
  jest.spyOn(indexing, 'indexingThread').mockReturnValue(undefined);
  const steps: string[] = [];
  const { indexSearchTextsNow, indexSearchNow } = ReleaseStore.prototype;
  jest.spyOn(ReleaseStore.prototype, 'indexSearchTextsNow').mockImplementation(function (this: ReleaseStore) {
    indexSearchTextsNow.call(this);
    steps.push(`texts (answering: ${this.searchReady})`);
  });
  jest.spyOn(collection, 'fullCollection').mockImplementation(() => (steps.push('full collection'), true));
  jest.spyOn(ReleaseStore.prototype, 'indexSearchNow').mockImplementation(function (this: ReleaseStore) {
    indexSearchNow.call(this);
    steps.push('the rest');
  });
  const { server } = await startServer(options(INDEX_BEFORE_LISTEN_FROM), recordingLogger());
  steps.push('listening');
  try {
    expect(steps).toEqual(['texts (answering: true)', 'full collection', 'the rest', 'listening']);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}, 60_000);
