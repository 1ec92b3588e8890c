// The pass stage: paths the transport serves itself (the server's /docs), once the checks every answer has are done.
import type { RequestContext, StageOutcome } from './requestContext';

/**
 * A path `passes` names goes back to the transport (`pass`), with the headers and origin so far;
 * without `passes` (the fetch handler) there is no such stage.
 */
export function passStage(passes: ((path: string) => boolean) | undefined): ((context: RequestContext) => StageOutcome) | undefined {
  if (passes === undefined) return undefined;
  return (context) => (passes(context.path) ? { kind: 'pass', headers: context.headers, origin: context.origin } : context);
}
