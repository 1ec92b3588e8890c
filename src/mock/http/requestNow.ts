import type { RequestHandler, Response } from 'express';
import { readInstant, type InstantReading } from '../domain/clock';
import { INSTANT_RANGE } from '../domain/instantRange';
import { QueryError } from '../domain/queryError';
import { MOCK } from '../../core/messages';

/** The header that sets "now" for one request (time travel). */
export const MOCK_NOW_HEADER = 'X-Mock-Now';

interface RequestNow {
  now: Date;
  /** The header's value when it is not an accepted instant, and why (the request is then refused after authentication). */
  refused?: { value: string; problem: Exclude<InstantReading, { ms: number }>['problem'] };
}

const NOW = Symbol("the request's now");
type WithNow = Response & { [NOW]?: RequestNow };

/**
 * Takes the request's "now" once: the `X-Mock-Now` header's, else the clock's. The `Date` header
 * shows it and the answer's statuses are computed with it (`nowOf`), so both agree to the
 * millisecond even on a clock that moves.
 */
export function requestNow(clockNow: () => Date): RequestHandler {
  return (req, res, next) => {
    const asked = req.get(MOCK_NOW_HEADER);
    const reading = asked === undefined ? undefined : readInstant(asked);
    const now = reading && 'ms' in reading ? new Date(reading.ms) : clockNow();
    (res as WithNow)[NOW] = { now, refused: asked !== undefined && reading && 'problem' in reading ? { value: asked, problem: reading.problem } : undefined };
    res.setHeader('Date', now.toUTCString());
    next();
  };
}

/** The "now" `requestNow` took for this request. */
export function nowOf(res: Response): Date {
  return (res as WithNow)[NOW]!.now;
}

/** Mounted after authentication, as every parameter check is: a malformed or out-of-range `X-Mock-Now` is a 400 naming it. */
export const refuseMalformedNow: RequestHandler = (_req, res, next) => {
  const refused = (res as WithNow)[NOW]?.refused;
  if (refused === undefined) return next();
  next(new QueryError(refused.problem === 'malformed' ? MOCK.mockNowMalformed(refused.value) : MOCK.mockNowOutOfRange(refused.value, INSTANT_RANGE)));
};
