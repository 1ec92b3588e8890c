// The admin routes of `--admin` (releases, clock, request journal) behind one prefix, answered through the core.
import type { ValidateFunction } from 'ajv';
import type { Clock } from '../domain/clock';
import { ReleaseRecordError, storedReleasesOf } from '../data/releaseRecords';
import type { LiveReleases } from '../service/liveReleases';
import { errorAnswer, emptyAnswer, jsonAnswer, type CoreAnswer, type CoreRequest, type HeaderList } from '../pipeline/answer';
import { readJsonBody } from '../pipeline/jsonBody';
import { pageIdOf } from '../pipeline/pageId';
import { answerError } from '../../core/errors';
import type { AdminOriginPolicy } from './adminOrigins';
import { CLOCK_PATH, clockAnswer } from './clockRoutes';
import type { RequestJournal } from '../journal/requestJournal';
import { REQUESTS_PATH, requestsAnswer } from './requestsRoutes';
import { DEFAULT_ADMIN_LIMITS, type AdminLimits } from './adminLimits';

export { DEFAULT_ADMIN_LIMITS, type AdminLimits };

/** Where the admin routes live: outside `/api/`, so that no path of the API is ever one of them. */
export const ADMIN_PREFIX = '/__mock';

/** What the admin routes change, the check of a posted release (admin.openapi.yaml's `ReleasePage`), and their bounds. */
export interface AdminContext {
  live: LiveReleases;
  clock: Clock;
  validateRelease: ValidateFunction;
  /** The pages that may use them (`--admin-origin`); any other `Origin` is refused. By default loopback ones only. */
  origins?: AdminOriginPolicy;
  /** Each one left out is its default. */
  limits?: Partial<AdminLimits>;
  /** The request journal, served at /__mock/requests; none with `--max-journal-entries 0`. */
  journal?: RequestJournal;
}

/** `POST /releases`: one release page or an array, every field: added, or replacing the one with the same id. */
async function postReleases(body: unknown, context: AdminContext, limits: AdminLimits, headers: HeaderList): Promise<CoreAnswer> {
  if (typeof body !== 'object' || body === null) return errorAnswer(answerError('RPA_ADMIN_NOT_RELEASES'), headers);
  const records: unknown[] = Array.isArray(body) ? body : [body];
  if (records.length > limits.maxItems) return errorAnswer(answerError('RPA_ADMIN_TOO_MANY_ITEMS', records.length, limits.maxItems), headers);
  let releases;
  try {
    releases = storedReleasesOf(records, context.validateRelease, limits);
  } catch (error) {
    if (!(error instanceof ReleaseRecordError)) throw error;
    return errorAnswer(answerError('RPA_ADMIN_RELEASE_INVALID', error.message), headers);
  }
  const upserted = await context.live.upsert(releases);
  return jsonAnswer(upserted.created.length > 0 ? 201 : 200, headers, upserted);
}

/**
 * The admin routes (`--admin`) as admin.openapi.yaml describes them, for a path under `/__mock`
 * whose origin and token were accepted: the clock, the request journal, `POST /releases`,
 * `DELETE /releases/<id>`, `POST /reset`; undefined for any other (the final 404).
 */
export async function adminAnswer(request: CoreRequest, path: string, context: AdminContext, headers: HeaderList): Promise<CoreAnswer | undefined> {
  const limits = { ...DEFAULT_ADMIN_LIMITS, ...context.limits };
  const route = path.toLowerCase().replace(/\/$/, '');
  if (route === CLOCK_PATH) return clockAnswer(request, context.clock, headers);
  if (route === REQUESTS_PATH && context.journal) return requestsAnswer(request, context.journal, headers);
  // Every other admin path reads its body first, as a body parser mounted on all of them would.
  const body = await readJsonBody(request, limits.maxBodyBytes, headers);
  if ('answer' in body) return body.answer;
  if (request.method === 'POST' && route === `${ADMIN_PREFIX}/releases`) return postReleases(body.value, context, limits, headers);
  if (request.method === 'POST' && route === `${ADMIN_PREFIX}/reset`) {
    await context.live.reset();
    return emptyAnswer(204, headers);
  }
  const id = /^\/releases\/([^/]+)\/?$/i.exec(path.slice(ADMIN_PREFIX.length))?.[1];
  if (request.method === 'DELETE' && id !== undefined) {
    const page = pageIdOf(decodeURIComponent(id));
    if (page !== undefined && (await context.live.remove(page))) return emptyAnswer(204, headers);
    return errorAnswer(answerError('RPA_ADMIN_NO_SUCH_RELEASE', decodeURIComponent(id)), headers);
  }
  return undefined;
}
