// The CORS stage: a preflight answered before any credential is asked for, and every other answer readable by the pages it may be.
import { ALLOWED_METHODS } from '../../../core/spec';
import type { AdminOriginPolicy } from '../../admin/adminOrigins';
import { bytesAnswer } from '../answer';
import { corsHeaders, type CorsGrant } from '../corsHeaders';
import type { RequestContext, StageOutcome } from './requestContext';

/** The admin paths' own CORS: as written, case and all (the case-insensitive admin route still serves `/__MOCK`). */
const ADMIN_CORS = /^\/__mock(?:\/|$)/;

const API_GRANT: CorsGrant = { api: true };

/**
 * Browsers send CORS preflights without credentials, so an OPTIONS is answered here, before the
 * Host and the token: a 204 with the grant's headers. The API is any page's to read; an admin path
 * only the pages `adminOrigins` allows, and an admin path's OPTIONS from another page gets no
 * preflight answer: it goes on as any request, to its refusal.
 */
export function corsStage(adminOrigins: AdminOriginPolicy): (context: RequestContext) => StageOutcome {
  // The API's headers are the same for every answer: made once.
  const apiHeaders = corsHeaders(API_GRANT, false);
  return (context) => {
    const { request, path, headers } = context;
    const preflight = request.method === 'OPTIONS';
    if (preflight) headers.push(['Allow', ALLOWED_METHODS]);
    const admin = ADMIN_CORS.test(path);
    const origin = admin ? request.header('origin') : undefined;
    const grant: CorsGrant | undefined = !admin ? API_GRANT : origin !== undefined && adminOrigins(origin) ? { adminOrigin: origin } : undefined;
    if (grant === undefined) return context;
    if (preflight) return bytesAnswer(204, [...headers, ...corsHeaders(grant, true)], undefined, new Uint8Array(0));
    headers.push(...(grant === API_GRANT ? apiHeaders : corsHeaders(grant, false)));
    return context;
  };
}
