// The journal's entries as the JSON lines `--journal` writes, for tests and benches that replay a journal.
import { journalLine } from '../journal/journalFile';
import type { RequestJournal } from '../journal/requestJournal';

/** Every entry the journal holds, oldest first, as `--journal FILE` would hold them. */
export const journalLines = (journal: RequestJournal): string => journal.entries().map(journalLine).join('');
