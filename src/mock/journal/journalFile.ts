import { accessSync, constants, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RequestJournal } from './requestJournal';

/** Throws, with a one-line message, unless `path` can be written when the mock stops (checked at start-up, not found out at the end). */
export function checkJournalFile(path: string): void {
  try {
    const existing = statSync(path, { throwIfNoEntry: false });
    if (existing?.isDirectory()) throw new Error('it is a directory');
    accessSync(existing ? path : dirname(path), constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`--journal ${path} cannot be written: ${reason}`);
  }
}

/** Writes the journal's entries to `path` as JSON lines (replacing the file); gives the number written. */
export function writeJournalFile(journal: RequestJournal, path: string): number {
  const lines = journal.jsonLines();
  writeFileSync(path, lines);
  return journal.count();
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
    return { lines, failure: `release-pages-mock: the journal could not be written to ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
}
