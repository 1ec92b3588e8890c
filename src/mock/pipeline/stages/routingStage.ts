// The routing stage: a path that names nothing Django routes is the final 404, before anything else.
import { noRoute } from '../noRoute';
import { unroutable } from '../unroutable';
import type { RequestContext, StageOutcome } from './requestContext';

/** An empty segment (`//`) or a broken escape (`%zz`): DRF's 404 at once; anything else passes. */
export const routingStage = (context: RequestContext): StageOutcome => (unroutable(context.path) ? noRoute(context.headers) : context);
