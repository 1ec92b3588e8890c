// Runs a request's context through the core's stages in order, until one answers.
import type { CoreResult } from '../answer';
import { answered, type FinalStage, type RequestContext, type Stage } from './requestContext';

/**
 * The stages as one function: each gets the context the one before passed on; the first answer
 * ends the request, and `last` answers what every stage passed. A stage left out (undefined: not
 * configured) costs nothing per request. A stage's promise is awaited only when it gives one, so a
 * request that never waits is answered without a promise per stage.
 */
export function pipeline(stages: readonly (Stage | undefined)[], last: FinalStage): (context: RequestContext) => CoreResult | Promise<CoreResult> {
  const steps = stages.filter((stage): stage is Stage => stage !== undefined);
  const runFrom = (context: RequestContext, first: number): CoreResult | Promise<CoreResult> => {
    let passed = context;
    for (let at = first; at < steps.length; at++) {
      const outcome = steps[at](passed);
      if (outcome instanceof Promise) return outcome.then((settled) => (answered(settled) ? settled : runFrom(settled, at + 1)));
      if (answered(outcome)) return outcome;
      passed = outcome;
    }
    return last(passed);
  };
  return (context) => runFrom(context, 0);
}
