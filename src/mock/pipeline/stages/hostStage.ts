// The host stage: the Host checked before anything uses it, and the origin the answers name.
import { answerError } from '../../../core/errors';
import { errorAnswer } from '../answer';
import { requestOrigin, type OriginOptions } from '../requestHost';
import type { RequestContext, StageOutcome } from './requestContext';

/** Django's 400 for a Host it does not serve. */
const BAD_HOST = answerError('RPA_BAD_HOST');
/**
 * Django's `get_host()`: a Host not served is its 400 (after CORS, so that a browser can read it);
 * else the context goes on with the origin `detail_url` names.
 */
export function hostStage(options: OriginOptions): (context: RequestContext) => StageOutcome {
  return (context) => {
    const origin = requestOrigin(context.request, options);
    if (origin === undefined) return errorAnswer(BAD_HOST, context.headers);
    context.origin = origin;
    return context;
  };
}
