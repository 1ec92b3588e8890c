// Reading a user's fixtures file into releases, every record validated.
import type { StoredRelease } from '../../core/types';
import { readJsonFile } from './readJsonFile';
import { CodedError, type ErrorCode } from '../../core/errors';
import { DEFAULT_FIXTURES_MAX_BYTES } from '../../core/readBoundedFile';
import { DEFAULT_RECORD_BOUNDS, ReleaseRecordError, storedReleasesOf, type RecordBounds } from './releaseRecords';

export class FixturesError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/**
 * Reads a user's fixtures file: a JSON array of release pages with every field (schema
 * `ReleasePage` of openapi.yaml), or a listing response saved with `fields=*` (`{"items": [...]}`).
 * Every record is validated; the first bad one is reported with its position, id and field. A file
 * over `maxBytes` (`--fixtures-max-bytes`), or not a regular file, is refused before it is read;
 * each record is held to `recordBounds` as an admin body's are.
 */
export function loadFixturesFile(path: string, maxBytes = DEFAULT_FIXTURES_MAX_BYTES, recordBounds: RecordBounds = DEFAULT_RECORD_BOUNDS): StoredRelease[] {
  const parsed = readJsonFile(path, `fixtures file ${path}`, FixturesError, maxBytes);
  const records = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown })?.items;
  if (!Array.isArray(records)) {
    throw new FixturesError('RPM_FIXTURES_NOT_A_LIST', path);
  }
  try {
    return storedReleasesOf(records, undefined, recordBounds);
  } catch (error) {
    if (error instanceof ReleaseRecordError) throw new FixturesError('RPM_FIXTURES_RECORD_INVALID', path, error.message);
    throw error;
  }
}
