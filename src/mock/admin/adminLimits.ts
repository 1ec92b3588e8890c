// The admin routes' bounds, apart from the routes: the flags read the defaults without loading the routes' validators.
import { DEFAULT_MAX_PROBLEM_LINES } from '../bounds/problemLines';
import { DEFAULT_MAX_RECORD_VALUES } from '../bounds/recordValues';
import type { RecordBounds } from '../data/releaseRecords';

/** `--admin-max-body`, `--admin-max-items`, and each record's bounds (`--max-record-values`, `--max-problem-lines`). */
export interface AdminLimits extends RecordBounds {
  /** Bytes of a body, read no further: a 413 past it. */
  maxBodyBytes: number;
  /** Release pages in one body, counted before any is validated: a 413 past it. */
  maxItems: number;
}

/** Thousands of release pages of the generated data: a body parsed in well under a second. */
export const DEFAULT_ADMIN_LIMITS: AdminLimits = {
  maxBodyBytes: 16 * 1024 * 1024,
  maxItems: 10_000,
  maxValues: DEFAULT_MAX_RECORD_VALUES,
  maxProblemLines: DEFAULT_MAX_PROBLEM_LINES,
};
