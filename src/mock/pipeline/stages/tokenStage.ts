// The token stage: DRF's TokenAuthentication and permission check in front of the pages.
import type { TokenRegistry } from '../../auth/tokenRegistry';
import { refuseToken } from '../tokenCheck';
import type { RequestContext, StageOutcome } from './requestContext';

/** DRF's 401 or 403 for a request whose token may not list; a token that may passes. */
export function tokenStage(tokens: TokenRegistry): (context: RequestContext) => StageOutcome {
  return (context) => refuseToken(context.request.header('authorization'), tokens, context.headers) ?? context;
}
