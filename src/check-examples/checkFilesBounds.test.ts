// The checker's bounds on what it reads: a document's bytes, its request/answer pairs and the files it includes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENAPI_PATH } from '../core/packageFiles';
import { checkFiles } from './checkFiles';
import { DEFAULT_CHECKER_BOUNDS } from './checkerBounds';

const folder = mkdtempSync(join(tmpdir(), 'checker-bounds-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const OPENAPI = { path: OPENAPI_PATH, name: 'openapi.yaml' };

const PAIR =
  '```http\nGET /api/v2/pages/?type=releases.ReleasePage&limit=0 HTTP/1.1\nAuthorization: Token abc\n```\n\n```http\nHTTP/1.1 200 OK\n```\n\n```json\n{"meta":{"total_count":20},"items":[]}\n```\n\n';

function document(pairs: number): { path: string; name: string } {
  const path = join(folder, `pairs${pairs}.md`);
  writeFileSync(path, `# Examples\n\n${PAIR.repeat(pairs)}`);
  return { path, name: `pairs${pairs}.md` };
}

test('more pairs than --max-pairs is refused at the first pair beyond it; as many are checked', async () => {
  await expect(checkFiles([document(4)], OPENAPI, 'spec', { ...DEFAULT_CHECKER_BOUNDS, maxPairs: 3 })).rejects.toThrow(
    /^pairs4\.md:43: more than 3 request\/answer examples, the checker's bound \(--max-pairs\)$/,
  );
  const [result] = await checkFiles([document(3)], OPENAPI, 'spec', { ...DEFAULT_CHECKER_BOUNDS, maxPairs: 3 });
  expect(result.examples.map((e) => e.verdict)).toEqual(['ok', 'ok', 'ok']);
});

test('a document larger than --max-file-bytes is not read', async () => {
  await expect(checkFiles([document(1000)], OPENAPI, 'spec', { ...DEFAULT_CHECKER_BOUNDS, maxFileBytes: 100_000 })).rejects.toThrow(
    /^cannot read pairs1000\.md: is \d+ bytes, more than the 100000 the checker reads \(--max-file-bytes\)$/,
  );
});

test('a FIFO given as a document is refused on its kind, never waited on', async () => {
  const fifo = join(folder, 'fifo.md');
  execFileSync('mkfifo', [fifo]);
  await expect(checkFiles([{ path: fifo, name: 'fifo.md' }], OPENAPI, 'spec')).rejects.toThrow(/^cannot read fifo\.md: is not a regular file/);
});

test('an included file larger than --max-include-bytes is listed as not examined, not read; within the bound it is read', async () => {
  const guide = { path: join(__dirname, 'testdata', 'forms', 'guide.rst'), name: 'guide.rst' };
  const notExamined = async (maxIncludeBytes: number) =>
    (await checkFiles([guide], OPENAPI, 'spec', { ...DEFAULT_CHECKER_BOUNDS, maxIncludeBytes }))[0].notExamined.map((n) => n.why);
  expect(await notExamined(10)).toContainEqual(
    expect.stringMatching(/^examples\/announced\.json holds \d+ bytes, more than the bound of 10 \(--max-include-bytes\)$/),
  );
  expect((await notExamined(DEFAULT_CHECKER_BOUNDS.maxIncludeBytes)).filter((why) => why.includes('--max-include-bytes'))).toEqual([]);
});
