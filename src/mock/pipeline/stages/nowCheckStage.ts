// The now check: an X-Mock-Now that does not read is the request's own fault, its 400.
import { errorAnswer } from '../answer';
import type { RequestContext, StageOutcome } from './requestContext';

/** The 400 for a malformed or out-of-range `X-Mock-Now` (read by the clock stage), before anything the request provokes. */
export const nowCheckStage = (context: RequestContext): StageOutcome =>
  context.nowProblem === undefined ? context : errorAnswer(context.nowProblem, context.headers);
