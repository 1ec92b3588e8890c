// The `--admin` clock route: `GET` reads the mock's clock, `PUT` sets its now and rate.
import { MAX_CLOCK_RATE, isClockRate, momentOf, readInstant, type Clock } from '../domain/clock';
import { INSTANT_RANGE } from '../domain/instantRange';
import { answerError, answerOfProblems, problem, type Problem } from '../../core/errors';
import { isObject } from '../../core/isObject';
import { errorAnswer, jsonAnswer, type CoreAnswer, type CoreRequest, type HeaderList } from '../pipeline/answer';
import { readJsonBody } from '../pipeline/jsonBody';

/** Where `--admin` serves the clock; not part of the API, so not in openapi.yaml. */
export const CLOCK_PATH = '/__mock/clock';
const CLOCK_METHODS = 'GET, HEAD, PUT';

/** A clock body is small: body-parser's default limit. */
const MAX_CLOCK_BODY_BYTES = 100 * 1024;

/** What GET and PUT answer: the clock as it stands. */
function clockState(clock: Clock) {
  const moment = momentOf(clock);
  return { now: new Date(moment.nowMs).toISOString(), rate: clock.rate, timezone: clock.timezone, today: moment.today };
}

/** A PUT body (`{"now"?, "rate"?}`) as a change to the clock, or every problem it has. */
function changeOf(body: unknown): { nowMs?: number; rate?: number } | Problem[] {
  if (!isObject(body)) return [problem('RPA_CLOCK_BODY_NOT_OBJECT')];
  const { now, rate, ...others } = body;
  const reading = typeof now === 'string' ? readInstant(now) : { problem: 'malformed' as const };
  const nowMs = 'ms' in reading ? reading.ms : undefined;
  const problems = [
    ...(Object.keys(others).length > 0 ? [problem('RPA_CLOCK_FIELDS_UNKNOWN', Object.keys(others))] : []),
    ...(now !== undefined && nowMs === undefined
      ? [
          typeof now === 'string' && 'problem' in reading && reading.problem === 'out-of-range'
            ? problem('RPA_CLOCK_NOW_OUT_OF_RANGE', now, INSTANT_RANGE)
            : problem('RPA_CLOCK_NOW_MALFORMED', now),
        ]
      : []),
    ...(rate !== undefined && !isClockRate(rate) ? [problem('RPA_CLOCK_RATE_INVALID', rate, MAX_CLOCK_RATE)] : []),
  ];
  return problems.length > 0 ? problems : { nowMs, rate: rate as number | undefined };
}

/** `GET` reads the clock, `PUT` sets its now and rate (time travel at run time, for every following request). */
export async function clockAnswer(request: CoreRequest, clock: Clock, headers: HeaderList): Promise<CoreAnswer> {
  if (request.method === 'GET') return jsonAnswer(200, headers, clockState(clock));
  if (request.method !== 'PUT') return errorAnswer(answerError('RPA_METHOD_NOT_ALLOWED', request.method), [...headers, ['Allow', CLOCK_METHODS]]);
  const body = await readJsonBody(request, MAX_CLOCK_BODY_BYTES, headers);
  if ('answer' in body) return body.answer;
  const change = changeOf(body.value);
  if (Array.isArray(change)) return errorAnswer(answerOfProblems(change as [Problem, ...Problem[]]), headers);
  clock.set(change);
  // The Date header was taken before the change: it shows the clock the answer shows.
  const dated = headers.map(([name, value]): [string, string] => [name, name === 'Date' ? clock.now().toUTCString() : value]);
  return jsonAnswer(200, dated, clockState(clock));
}
