// Checking records as release pages within their bounds, and turning them into the store's releases.
import type { ValidateFunction } from 'ajv';
import type { ReleasePage, StoredRelease } from '../../core/types';
import { releasePage } from '../../core/generated/recordValidators';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';
import { DEFAULT_MAX_PROBLEM_LINES, firstProblems } from '../bounds/problemLines';
import { DEFAULT_MAX_RECORD_VALUES, holdsAtMost } from '../bounds/recordValues';
import { isReleaseId, releaseIdProblem } from './releaseIds';
import { CodedError, type ErrorCode } from '../../core/errors';

/** A record that is not a release page, named by its position, its id when it has one, and the field at fault. */
export class ReleaseRecordError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/** How a problem names a record of a list: its index, and its id when it has one. */
export const recordLabel = (record: unknown, index: number): string =>
  `record ${index}${typeof (record as { id?: unknown })?.id === 'number' ? ` (id ${(record as { id: number }).id})` : ''}`;

/** `--max-record-values` and `--max-problem-lines`: what one record may hold, and how much of a bad one's problems is told. */
export interface RecordBounds {
  maxValues: number;
  maxProblemLines: number;
}

export const DEFAULT_RECORD_BOUNDS: RecordBounds = { maxValues: DEFAULT_MAX_RECORD_VALUES, maxProblemLines: DEFAULT_MAX_PROBLEM_LINES };

export const idUsedEarlier = (id: number): string => `/id ${id} is used by an earlier record`;

/**
 * Release pages with every field (schema `ReleasePage`), as fixtures files and the admin routes
 * take them, into stored releases. Every record is validated, its id a positive safe integer and
 * unique, and at most `bounds.maxValues` values in all; the first bad one throws, with its first
 * `bounds.maxProblemLines` problems (`firstProblems`). Only whether a page is a draft is read from `status`: the status
 * shown is recomputed from the clock, and `detail_url` from the origin a request comes to.
 */
export function storedReleasesOf(
  records: readonly unknown[],
  validate: ValidateFunction = releasePage,
  bounds: RecordBounds = DEFAULT_RECORD_BOUNDS,
): StoredRelease[] {
  const seen = new Set<number>();
  return records.map((record: unknown, index) => {
    const label = recordLabel(record, index);
    if (!holdsAtMost(record, bounds.maxValues)) throw new ReleaseRecordError('RPM_RECORD_TOO_LARGE', label, bounds.maxValues);
    if (!validate(record)) throw new ReleaseRecordError('RPM_RECORD_INVALID', label, firstProblems(schemaErrorLines(validate.errors), bounds.maxProblemLines));
    const page = record as ReleasePage;
    if (!isReleaseId(page.id)) throw new ReleaseRecordError('RPM_RECORD_ID_INVALID', label, releaseIdProblem(page.id));
    if (seen.has(page.id)) throw new ReleaseRecordError('RPM_RECORD_ID_REPEATED', label, idUsedEarlier(page.id));
    seen.add(page.id);
    return toStoredRelease(page);
  });
}

function toStoredRelease(page: ReleasePage): StoredRelease {
  return {
    id: page.id,
    title: page.title,
    slug: page.meta.slug,
    html_url: page.meta.html_url,
    first_published_at: page.meta.first_published_at,
    expected_date: page.expected_date,
    expected_time_period: page.expected_time_period,
    target_date: page.target_date,
    content_scheduled: page.content_scheduled,
    announcement_reports: page.announcement_reports,
    live: page.status.code !== 'draft',
    targetMs: page.target_date === null ? null : Date.parse(page.target_date),
    firstPublishedMs: page.meta.first_published_at === null ? null : Date.parse(page.meta.first_published_at),
  };
}
