import { readFileSync } from 'node:fs';
import type { ReleasePage, StoredRelease } from '../../core/types';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';

export class FixturesError extends Error {}

/**
 * Reads a user's fixtures file: a JSON array of release pages with every field (schema
 * `ReleasePage` of openapi.yaml), or a listing response saved with `fields=*` (`{"items": [...]}`).
 * Every record is validated; the first bad one is reported with its position, id and field.
 * Only whether a page is a draft is read from `status`: the status shown is recomputed from the
 * clock, and `detail_url` from the origin a request comes to.
 */
export function loadFixturesFile(path: string): StoredRelease[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new FixturesError(`fixtures file ${path}: cannot be read as JSON: ${(error as Error).message}`);
  }
  const records = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown })?.items;
  if (!Array.isArray(records)) {
    throw new FixturesError(`fixtures file ${path}: expected a JSON array of release pages, or an object with an "items" array`);
  }
  const validate = schemaValidator('ReleasePage');
  const seen = new Set<number>();
  return records.map((record: unknown, index) => {
    const label = `record ${index}${typeof (record as { id?: unknown })?.id === 'number' ? ` (id ${(record as { id: number }).id})` : ''}`;
    if (!validate(record)) {
      throw new FixturesError(`fixtures file ${path}: ${label}: ${schemaErrorLines(validate.errors).join('; ')}`);
    }
    const page = record as ReleasePage;
    if (seen.has(page.id)) throw new FixturesError(`fixtures file ${path}: ${label}: /id ${page.id} is used by an earlier record`);
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
