// The journal's bounds, apart from the journal: the flags read them without loading the rulebook.

/** The last requests kept by default, as WireMock's `--max-request-journal-entries` bounds its journal. */
export const DEFAULT_MAX_JOURNAL_ENTRIES = 1000;
/** The largest bound: at a few kilobytes an entry at most, some hundreds of megabytes. */
export const MAX_MAX_JOURNAL_ENTRIES = 100_000;
