import type { RequestHandler, Response } from 'express';
import type { OpenApiDocument } from '../../../core/openapi/document';
import { PREFER } from '../../../core/messages';
import type { ReleaseService } from '../../service/releaseService';
import { originOf } from '../requestOrigin';
import { isWarmUp } from '../warmUp';
import { operationExamples } from './operationExamples';
import { parsePrefer, PreferError, type Preferences } from './preferHeader';
import { sendProvokedAnswer } from './provokedAnswer';
import { runFaults, type RunFault, type RunFaultOptions } from './runFaults';

/** What a request gets instead of its real answer; undefined for the real answer. */
type Provoked = ((res: Response) => void) | undefined;

/**
 * Decided before any latency, so that an unknown example is a 400 at once. A `Prefer` wins over the
 * run's faults. The operation's examples are looked up only for `example=`, not on every request.
 */
function provokedOf(preferences: Preferences, examplesOf: () => Map<string, unknown>, fault: RunFault): Provoked {
  const { drop, code, example } = preferences;
  // No answer at all: the client sees the connection reset, a browser a network error.
  if (drop) return (res) => res.socket?.destroy();
  if (code) return (res) => sendProvokedAnswer(res, code);
  if (example !== undefined) {
    const examples = examplesOf();
    if (!examples.has(example)) throw new PreferError(PREFER.unknownExample(example, [...examples.keys()]));
    return (res) => res.json(examples.get(example));
  }
  const { errorStatus } = fault;
  return errorStatus ? (res) => sendProvokedAnswer(res, errorStatus) : undefined;
}

/**
 * Mounted right after token authentication, so an unauthenticated request gets its real 401
 * whatever it prefers: the answers a request provokes with `Prefer`, and the run's `--latency`
 * and `--error-rate`. A request asking nothing, in a run without faults, passes untouched. The
 * service gives the ids the served examples hold.
 */
export function provokedAnswers(document: OpenApiDocument, options: RunFaultOptions, service: ReleaseService): RequestHandler {
  const examplesFor = operationExamples(document, (count) => service.list({ limit: count, offset: 0, fields: '_,id' }, '').body.items.map((item) => item.id!));
  const drawFault = runFaults(options);
  return (req, res, next) => {
    // Only what the API serves; any other method goes on to its 405. The start-up's own request draws no fault.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isWarmUp(req)) return next();
    const fault = drawFault();
    let preferences: Preferences;
    let provoked: Provoked;
    try {
      preferences = parsePrefer(req.get('Prefer'));
      provoked = provokedOf(preferences, () => examplesFor(req.baseUrl + req.path, originOf(res)), fault);
    } catch (error) {
      if (!(error instanceof PreferError)) throw error;
      res.status(400).json({ message: error.message });
      return;
    }
    const answer = () => (provoked ? provoked(res) : next());
    const latencyMs = preferences.latencyMs ?? fault.latencyMs;
    // Without latency, no timer: a plain request goes on synchronously, as before.
    if (latencyMs > 0) setTimeout(answer, latencyMs);
    else answer();
  };
}
