// `--journal FILE` written at the stop: a regular file or a new path only, never a FIFO (which would hold the stop) nor a link's target.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkJournalFile, journalAtStop, writeJournalFile } from './journalFile';
import { RequestJournal } from './requestJournal';

const folder = mkdtempSync(join(tmpdir(), 'journal-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function journalOf(count: number): RequestJournal {
  const journal = new RequestJournal(100, () => new Date('2026-03-01T12:00:00Z'));
  for (let i = 0; i < count; i++) journal.record({ method: 'GET', target: `/api/v2/pages/?type=releases.ReleasePage&offset=${i}`, status: 200 });
  return journal;
}

test('a new path and a regular file are written as JSON lines, oldest first, replacing what was there', () => {
  const path = join(folder, 'journal.jsonl');
  checkJournalFile(path);
  writeFileSync(path, 'x'.repeat(10_000));
  checkJournalFile(path);
  expect(writeJournalFile(journalOf(3), path)).toBe(3);
  expect(
    readFileSync(path, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { seq: number }).seq),
  ).toEqual([1, 2, 3]);
});

test('a FIFO is refused at start-up, and one put there later fails the write at once instead of holding the stop', () => {
  const fifo = join(folder, 'fifo');
  execFileSync('mkfifo', [fifo]);
  expect(() => checkJournalFile(fifo)).toThrow(`--journal ${fifo} cannot be written: it is not a regular file (a FIFO, a device or a socket is not written)`);
  const started = Date.now();
  expect(journalAtStop(journalOf(2), fifo).failure).toBe(`release-pages-mock: RPM_JOURNAL_NOT_WRITTEN: the journal could not be written to ${fifo}: ENXIO`);
  expect(Date.now() - started).toBeLessThan(1000);
});

test('a symbolic link is refused at start-up, and one put there later is not followed: its target is untouched', () => {
  const target = join(folder, 'precious.txt');
  writeFileSync(target, 'keep me');
  const link = join(folder, 'link.jsonl');
  symlinkSync(target, link);
  expect(() => checkJournalFile(link)).toThrow(`--journal ${link} cannot be written: it is a symbolic link (not followed: give the file itself)`);
  expect(journalAtStop(journalOf(2), link).failure).toBe(`release-pages-mock: RPM_JOURNAL_NOT_WRITTEN: the journal could not be written to ${link}: ELOOP`);
  expect(readFileSync(target, 'utf8')).toBe('keep me');
});

test('a directory and a device are refused at start-up', () => {
  expect(() => checkJournalFile(folder)).toThrow(`--journal ${folder} cannot be written: it is a directory`);
  expect(() => checkJournalFile('/dev/null')).toThrow(
    '--journal /dev/null cannot be written: it is not a regular file (a FIFO, a device or a socket is not written)',
  );
});
