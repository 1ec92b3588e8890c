import type { RequestHandler, Response } from 'express';
import { parseInstant } from '../domain/clock';
import { QueryError } from '../domain/queryError';
import { MOCK } from '../../core/messages';

/** The header that sets "now" for one request (time travel). */
export const MOCK_NOW_HEADER = 'X-Mock-Now';

interface RequestNow {
  now: Date;
  /** The header's value when it is not a date-time with an offset (the request is then refused after authentication). */
  malformed?: string;
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
    const askedMs = asked === undefined ? undefined : parseInstant(asked);
    const now = askedMs === undefined ? clockNow() : new Date(askedMs);
    (res as WithNow)[NOW] = { now, malformed: asked !== undefined && askedMs === undefined ? asked : undefined };
    res.setHeader('Date', now.toUTCString());
    next();
  };
}

/** The "now" `requestNow` took for this request. */
export function nowOf(res: Response): Date {
  return (res as WithNow)[NOW]!.now;
}

/** Mounted after authentication, as every parameter check is: a malformed `X-Mock-Now` is a 400 naming it. */
export const refuseMalformedNow: RequestHandler = (_req, res, next) => {
  const malformed = (res as WithNow)[NOW]?.malformed;
  next(malformed === undefined ? undefined : new QueryError(MOCK.mockNowMalformed(malformed)));
};
