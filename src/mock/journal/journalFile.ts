// Writing the request journal to `--journal`'s file as JSON lines when the mock stops.
import { accessSync, closeSync, constants, fstatSync, ftruncateSync, lstatSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RequestJournal } from './requestJournal';
import { CodedError, codedLineOf } from '../../core/errors';
import type { JournalEntry } from './journalEntry';

/** Characters of lines gathered before each write: the journal at its bound is never one string. */
const WRITE_CHUNK_LENGTH = 1024 * 1024;
/** Not on every platform (Windows has no symbolic-link flag): there the start-up's lstat is the check. */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/** Why `--journal` may not name what is at `path` (seen without following a link), or undefined. */
function kindRefusal(path: string): string | undefined {
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (existing === undefined || existing.isFile()) return undefined;
  if (existing.isSymbolicLink()) return 'it is a symbolic link (not followed: give the file itself)';
  if (existing.isDirectory()) return 'it is a directory';
  return 'it is not a regular file (a FIFO, a device or a socket is not written)';
}

/**
 * Throws, with a one-line message, unless `path` is a regular file or a new path that can be
 * written when the mock stops (checked at start-up, not found out at the end). A FIFO would hold the
 * stop until something read it; a symbolic link would have its target overwritten.
 */
export function checkJournalFile(path: string): void {
  try {
    const refusal = kindRefusal(path);
    if (refusal) throw new CodedError('RPM_JOURNAL_FILE_UNWRITABLE', path, refusal);
    accessSync(lstatSync(path, { throwIfNoEntry: false }) ? path : dirname(path), constants.W_OK);
  } catch (error) {
    if (error instanceof CodedError) throw error;
    throw new CodedError('RPM_JOURNAL_FILE_UNWRITABLE', path, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
  }
}

/** One entry as the line `--journal` writes for it. */
export const journalLine = (entry: JournalEntry): string => `${JSON.stringify(entry)}\n`;

/**
 * Writes the journal's entries to `path` as JSON lines (replacing the file); gives the number
 * written. Opened without following a link and without blocking (a FIFO put there since start-up
 * fails at once, ENXIO, rather than waiting for a reader), and written only if a regular file: the
 * stop never waits on it.
 */
export function writeJournalFile(journal: RequestJournal, path: string): number {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_NONBLOCK | NO_FOLLOW, 0o644);
  try {
    if (!fstatSync(fd).isFile()) throw new Error('it is not a regular file');
    ftruncateSync(fd, 0);
    let chunk = '';
    const entries = journal.entries();
    for (const entry of entries) {
      chunk += journalLine(entry);
      if (chunk.length >= WRITE_CHUNK_LENGTH) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    if (chunk !== '') writeSync(fd, chunk);
    return entries.length;
  } finally {
    closeSync(fd);
  }
}

/**
 * What the mock says when it stops: the reliance summary, and where the journal went (`path`, when
 * `--journal` names one); a file that cannot be written is a `failure` line, not a crash.
 */
export function journalAtStop(journal: RequestJournal, path: string | undefined): { lines: string[]; failure?: string } {
  const lines = [`release-pages-mock: ${journal.relianceSummary()}`];
  if (path === undefined) return { lines };
  try {
    const written = writeJournalFile(journal, path);
    return { lines: [...lines, `release-pages-mock: journal of ${written} requests written to ${path}`] };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return { lines, failure: `release-pages-mock: ${codedLineOf('RPM_JOURNAL_NOT_WRITTEN', path, reason)}` };
  }
}
