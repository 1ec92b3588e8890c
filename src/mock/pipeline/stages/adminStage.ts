// The admin stage: the routes under /__mock (--admin), each request's origin, Host and token checked before anything acts.
import { answerError } from '../../../core/errors';
import type { TokenRegistry } from '../../auth/tokenRegistry';
import { adminAnswer, type AdminContext } from '../../admin';
import { isAdminHost, type AdminOriginPolicy } from '../../admin/adminOrigins';
import { errorAnswer, type CoreResult } from '../answer';
import { noRoute } from '../noRoute';
import { ADMIN_ROUTE } from '../routes';
import { refuseToken } from '../tokenCheck';
import type { RequestContext, StageOutcome } from './requestContext';

/** What the admin routes are checked against besides their own context. */
export interface AdminChecks {
  /** The pages that may use them when the admin context names none. */
  adminOrigins: AdminOriginPolicy;
  /** Refuse a Host neither loopback nor allowed (a transport on the network: see `CoreOptions.adminHostsChecked`). */
  hostsChecked: boolean | undefined;
  allowedHosts: readonly string[] | undefined;
  tokens: TokenRegistry;
}

/**
 * A path under `/__mock` is answered here, whatever the admin routes make of it (their answer, or
 * the final 404); any other passes. Without `--admin` there is no such stage, and `/__mock` goes on
 * to the 404 of a path that is no route.
 */
export function adminStage(
  admin: AdminContext | undefined,
  checks: AdminChecks,
): ((context: RequestContext) => StageOutcome | Promise<CoreResult>) | undefined {
  if (admin === undefined) return undefined;
  const allows = admin.origins ?? checks.adminOrigins;
  return (context) => {
    const { request, path, headers } = context;
    if (!ADMIN_ROUTE.test(path)) return context;
    // A page of another site could otherwise POST with the public development token (a form needs no preflight): refused before anything acts.
    const origin = request.header('origin');
    if (!allows(origin)) return errorAnswer(answerError('RPA_ADMIN_ORIGIN_REFUSED', origin ?? ''), headers);
    // A page whose own name was made to resolve here (DNS rebinding) sends no Origin on a GET, but its Host.
    const host = request.header('host');
    if (checks.hostsChecked && !isAdminHost(host, checks.allowedHosts)) return errorAnswer(answerError('RPA_ADMIN_HOST_REFUSED', host ?? ''), headers);
    const refused = refuseToken(request.header('authorization'), checks.tokens, headers);
    if (refused) return refused;
    return adminAnswer(request, path, admin, headers).then((answer) => answer ?? noRoute(headers));
  };
}
