import type { ValidateFunction } from 'ajv';
import type { ReleasePage, StoredRelease } from '../../core/types';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';

/** A record that is not a release page, named by its position, its id when it has one, and the field at fault. */
export class ReleaseRecordError extends Error {}

/** How a problem names a record of a list: its index, and its id when it has one. */
export const recordLabel = (record: unknown, index: number): string =>
  `record ${index}${typeof (record as { id?: unknown })?.id === 'number' ? ` (id ${(record as { id: number }).id})` : ''}`;

export const idUsedEarlier = (id: number): string => `/id ${id} is used by an earlier record`;

/**
 * Release pages with every field (schema `ReleasePage`), as fixtures files and the admin routes
 * take them, into stored releases. Every record is validated; the first bad one throws. Only
 * whether a page is a draft is read from `status`: the status shown is recomputed from the clock,
 * and `detail_url` from the origin a request comes to.
 */
export function storedReleasesOf(records: readonly unknown[], validate: ValidateFunction = schemaValidator('ReleasePage')): StoredRelease[] {
  const seen = new Set<number>();
  return records.map((record: unknown, index) => {
    const label = recordLabel(record, index);
    if (!validate(record)) throw new ReleaseRecordError(`${label}: ${schemaErrorLines(validate.errors).join('; ')}`);
    const page = record as ReleasePage;
    if (seen.has(page.id)) throw new ReleaseRecordError(`${label}: ${idUsedEarlier(page.id)}`);
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
