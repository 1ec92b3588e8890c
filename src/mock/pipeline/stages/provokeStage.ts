// The provoke stage: what `Prefer` and the run's --error-rate and --latency make of a read of the pages.
import { HELD_RETRY_AFTER_SECONDS, type HeldAnswers } from '../../bounds/heldAnswers';
import type { CoreResult, Dropped } from '../answer';
import { waitFor } from '../latency';
import { provokedAnswer, type provocations } from '../provoked';
import type { RequestContext, StageOutcome } from './requestContext';

/** What `provocations` (provoked.ts) decides for one request. */
export type Provoke = ReturnType<typeof provocations>;

/** No answer at all: the connection closed. */
const DROPPED: Dropped = Object.freeze({ kind: 'drop' });

/**
 * A GET or HEAD gets what it provokes: a `Prefer` it cannot read is its 400 at once; a provoked
 * answer or drop replaces the real one; the real one goes on to the next stage. Other methods go on
 * untouched (to their 405). A wait comes first when latency is asked or drawn: without one no timer
 * is set, and the answers that wait are capped in number, past the cap the 503 openapi.yaml
 * documents (nginx's page) with `Retry-After`, at once.
 */
export function provokeStage(provoke: Provoke, held: HeldAnswers): (context: RequestContext) => StageOutcome | Promise<StageOutcome> {
  return (context) => {
    const { request, headers } = context;
    if (request.method !== 'GET' && request.method !== 'HEAD') return context;
    const provoked = provoke(request.header('prefer'), context.path, context.origin, headers, request.warmUp === true);
    if ('kind' in provoked) return provoked;
    const outcome: CoreResult | RequestContext = provoked.answer === 'drop' ? DROPPED : (provoked.answer ?? context);
    if (!(provoked.latencyMs > 0)) return outcome;
    if (!held.tryHold()) return provokedAnswer(503, [...headers, ['Retry-After', String(HELD_RETRY_AFTER_SECONDS)]]);
    return waitFor(provoked.latencyMs, context.signal)
      .finally(() => held.release())
      .then((waited) => (waited ? outcome : DROPPED));
  };
}
