// The redirect stage: Django's URL resolution past the admin routes, APPEND_SLASH's redirect or the 404 of a path outside the pages.
import encodeUrl from 'encodeurl';
import { emptyAnswer } from '../answer';
import { noRoute } from '../noRoute';
import { targetParts } from '../../../core/targetParts';
import type { RequestContext, StageOutcome } from './requestContext';

const API_PREFIX = /^\/api\/v2(?=\/|$)/i;
const PAGES_PREFIX = /^\/api\/v2\/pages(?=\/|$)/i;

/**
 * A path of the API without its trailing slash (`/api/v2/pages`) is Django's APPEND_SLASH 301 to the
 * path with one, query kept, no body; a path outside `/api/v2/pages` is DRF's 404. The pages pass on.
 */
export function redirectStage(context: RequestContext): StageOutcome {
  const { path, headers } = context;
  if (API_PREFIX.test(path) && !path.endsWith('/') && path.length > '/api/v2'.length) {
    return emptyAnswer(301, [...headers, ['Location', encodeUrl(`${path}/${targetParts(context.request.target).query}`)]]);
  }
  return PAGES_PREFIX.test(path) ? context : noRoute(headers);
}
