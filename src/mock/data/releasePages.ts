// Releases as a fixtures file holds them: every field, status as the clock shows it.
import { momentOf, type Clock } from '../domain/clock';
import { DETAIL_DEFAULT_FIELDS, selectFields } from '../domain/fieldSelection';
import { serializeRelease } from '../domain/serializeRelease';
import type { ReleasePage, StoredRelease } from '../../core/types';

/** The origin written in `detail_url` of records outside a request; loading recomputes it anyway. */
const RECORD_ORIGIN = 'http://127.0.0.1:4010';

/** Releases as a fixtures file holds them: every field, status as the clock shows it. */
export function releasePagesOf(releases: readonly StoredRelease[], clock: Clock): ReleasePage[] {
  const selection = selectFields('*', DETAIL_DEFAULT_FIELDS);
  const context = { origin: RECORD_ORIGIN, moment: momentOf(clock) };
  return releases.map((release) => serializeRelease(release, selection, context) as ReleasePage);
}
