import { readFileSync } from 'node:fs';
import type { StoredRelease } from '../../core/types';
import { jsonSyntaxError } from './jsonSyntaxError';
import { ReleaseRecordError, storedReleasesOf } from './releaseRecords';

export class FixturesError extends Error {}

/**
 * Reads a user's fixtures file: a JSON array of release pages with every field (schema
 * `ReleasePage` of openapi.yaml), or a listing response saved with `fields=*` (`{"items": [...]}`).
 * Every record is validated; the first bad one is reported with its position, id and field.
 */
export function loadFixturesFile(path: string): StoredRelease[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new FixturesError(`fixtures file ${path}: cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the file, which may be one given by mistake: say only where it is wrong.
    throw new FixturesError(`fixtures file ${path}: cannot be read as JSON: ${jsonSyntaxError(text)}`);
  }
  const records = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown })?.items;
  if (!Array.isArray(records)) {
    throw new FixturesError(`fixtures file ${path}: expected a JSON array of release pages, or an object with an "items" array`);
  }
  try {
    return storedReleasesOf(records);
  } catch (error) {
    if (error instanceof ReleaseRecordError) throw new FixturesError(`fixtures file ${path}: ${error.message}`);
    throw error;
  }
}
