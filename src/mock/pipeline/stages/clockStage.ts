// The core's first stage: the request's "now", and the context every later stage gets.
import { answerError, type AnswerError } from '../../../core/errors';
import { readInstant } from '../../domain/clock';
import { httpDate } from '../../domain/instantText';
import { INSTANT_RANGE } from '../../domain/instantRange';
import type { CoreRequest } from '../answer';
import { MOCK_NOW_HEADER } from '../corsHeaders';
import type { WaitSignal } from '../latency';
import { targetParts } from '../../../core/targetParts';
import type { RequestContext } from './requestContext';

/** X-Mock-Now as `request.header` looks it up: lower case, made once. */
const MOCK_NOW_NAME = MOCK_NOW_HEADER.toLowerCase();

/** The 400 for an `X-Mock-Now` that does not read. */
const nowProblemOf = (asked: string, problem: 'malformed' | 'out-of-range'): AnswerError =>
  problem === 'malformed' ? answerError('RPA_MOCK_NOW_MALFORMED', asked) : answerError('RPA_MOCK_NOW_OUT_OF_RANGE', asked, INSTANT_RANGE);

/**
 * The request's "now", taken once: `X-Mock-Now`'s when it reads, else the clock's. The `Date` header
 * shows it and statuses are computed with it. One that does not read is refused later (nowCheckStage),
 * after the token and before anything the request provokes.
 */
export function clockStage(clockNow: () => Date): (request: CoreRequest, signal?: WaitSignal) => RequestContext {
  return (request, signal) => {
    const asked = request.header(MOCK_NOW_NAME);
    const reading = asked === undefined ? undefined : readInstant(asked);
    const now = reading !== undefined && 'ms' in reading ? new Date(reading.ms) : clockNow();
    return {
      request,
      signal,
      path: targetParts(request.target).path,
      now,
      nowProblem: asked !== undefined && reading !== undefined && 'problem' in reading ? nowProblemOf(asked, reading.problem) : undefined,
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Date', httpDate(now)],
      ],
      origin: '',
      route: undefined,
      query: undefined,
    };
  };
}
