// Tests of the command's `--journal FILE`: written at SIGTERM, refused when unwritable or with workers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockCommandFailure, startMockCommand } from '../testing/mockCommand';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'journal-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LISTING = '/api/v2/pages/?type=releases.ReleasePage';

test('--journal FILE: at SIGTERM the journal is written as JSON lines and the reliance summary printed', async () => {
  const file = join(dir, 'journal.jsonl');
  const mock = await startMockCommand(['--count', '20', '--now', '2026-03-01T12:00:00Z', '--journal', file]);
  expect(mock.summary).toContain(`journal:   the last 1000 requests, written to ${file} at stop`);
  expect(mock.summary).toContain(`live:      ${mock.url}/__mock/journal, the journal as requests arrive (this machine only; --no-journal-page)`);
  let stdout = '';
  mock.child.stdout.on('data', (chunk) => (stdout += chunk));
  const headers = { Authorization: 'Token dev-token' };
  for (let i = 0; i < 3; i++) await fetch(`${mock.url}${LISTING}&ordering=title`, { headers });
  await fetch(`${mock.url}${LISTING}&limit=500&ordering=expected_date`, { headers });
  mock.child.kill('SIGTERM');
  expect(await mock.exited).toBe(0);
  const lines = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { seq: number; status: number; time: string; verdicts: { rule: string }[] });
  expect(lines.map((line) => [line.seq, line.status, line.time, line.verdicts.map((v) => v.rule)])).toEqual([
    [1, 200, '2026-03-01T12:00:00.000Z', ['request.ordering-is-documented']],
    [2, 200, '2026-03-01T12:00:00.000Z', ['request.ordering-is-documented']],
    [3, 200, '2026-03-01T12:00:00.000Z', ['request.ordering-is-documented']],
    [4, 400, '2026-03-01T12:00:00.000Z', ['request.limit-within-maximum']],
  ]);
  expect(stdout).toContain(
    'release-pages-mock: 1 request broke what the spec states: limit=500 (§8) ×1; 3 requests relied on what the spec leaves open (not errors): ordering=title (§4.1) ×3\n',
  );
  expect(stdout).toContain(`release-pages-mock: journal of 4 requests written to ${file}\n`);
}, 60_000);

test('a --journal that cannot be written stops start-up with one line and exit 1', async () => {
  const failure = await mockCommandFailure(['--port', '0', '--journal', join(dir, 'no-such-folder', 'journal.jsonl')]);
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toBe(
    `release-pages-mock: RPM_JOURNAL_FILE_UNWRITABLE: --journal ${join(dir, 'no-such-folder', 'journal.jsonl')} cannot be written: ENOENT\n`,
  );
}, 60_000);

test('--journal with several workers is refused at start-up', async () => {
  const failure = await mockCommandFailure(['--port', '0', '--workers', '2', '--journal', join(dir, 'j.jsonl')]);
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toContain('--journal needs a single process (--workers 1)');
}, 60_000);
