import express, { Router, type RequestHandler } from 'express';
import { MAX_CLOCK_RATE, isClockRate, momentOf, readInstant, type Clock } from '../domain/clock';
import { INSTANT_RANGE } from '../domain/instantRange';
import { DRF, MOCK } from '../../core/messages';

/** Where `--admin` serves the clock; not part of the API, so not in openapi.yaml. */
export const CLOCK_PATH = '/__mock/clock';
const CLOCK_METHODS = 'GET, HEAD, PUT';

interface ClockChange {
  nowMs?: number;
  rate?: number;
}

/** What GET and PUT answer: the clock as it stands. */
function clockState(clock: Clock) {
  const moment = momentOf(clock);
  return { now: new Date(moment.nowMs).toISOString(), rate: clock.rate, timezone: clock.timezone, today: moment.today };
}

/** A PUT body (`{"now"?, "rate"?}`) as a change to the clock, or every problem it has. */
function changeOf(body: unknown): ClockChange | string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [MOCK.clockBodyNotObject];
  const { now, rate, ...others } = body as Record<string, unknown>;
  const reading = typeof now === 'string' ? readInstant(now) : { problem: 'malformed' as const };
  const nowMs = 'ms' in reading ? reading.ms : undefined;
  const problems = [
    ...(Object.keys(others).length > 0 ? [MOCK.clockFieldsUnknown(Object.keys(others))] : []),
    ...(now !== undefined && nowMs === undefined
      ? [typeof now === 'string' && 'problem' in reading && reading.problem === 'out-of-range' ? MOCK.clockNowOutOfRange(now, INSTANT_RANGE) : MOCK.clockNowMalformed(now)]
      : []),
    ...(rate !== undefined && !isClockRate(rate) ? [MOCK.clockRateInvalid(rate, MAX_CLOCK_RATE)] : []),
  ];
  return problems.length > 0 ? problems : { nowMs, rate: rate as number | undefined };
}

function setClock(clock: Clock): RequestHandler {
  return (req, res) => {
    const change = changeOf(req.body);
    if (Array.isArray(change)) {
      res.status(400).json({ message: change.join('; ') });
      return;
    }
    clock.set(change);
    // The Date header was taken before the change: it shows the clock the answer shows.
    res.setHeader('Date', clock.now().toUTCString());
    res.json(clockState(clock));
  };
}

/**
 * `--admin`'s clock routes: `GET` reads the clock, `PUT` sets its now and rate (time travel at run
 * time, for every following request). Mounted by `adminRoutes`, behind its token check and its
 * handler of unreadable bodies.
 */
export function clockRoutes(clock: Clock): Router {
  const router = Router();
  router.get(CLOCK_PATH, (_req, res) => {
    res.json(clockState(clock));
  });
  router.put(CLOCK_PATH, express.json(), setClock(clock));
  router.all(CLOCK_PATH, (req, res) => {
    res.status(405).set('Allow', CLOCK_METHODS).json({ detail: DRF.methodNotAllowed(req.method) });
  });
  return router;
}
