// The mock's clock: the one source of "now" and "today", fixed or moving, in a time zone.
import { DateTime, IANAZone } from 'luxon';
import { isClockRate, MAX_CLOCK_RATE } from './clockRate';
import { CodedError, type ErrorCode } from '../../core/errors';
import { INSTANT_RANGE, LATEST_INSTANT_MS, isInstantInRange, isOffsetInRange } from './instantRange';

/**
 * The one source of "now" and "today". "Today" is the calendar date in the clock's time zone,
 * because the spec's `expected_date` conditions compare with a date, not an instant.
 */
export interface Clock {
  readonly timezone: string;
  /** Whether "now" stands still (`--now` without a rate, or a rate of 0): the start-up summary says "fixed at". */
  readonly fixed: boolean;
  /** Clock milliseconds per real millisecond: 1 is real speed, 60 a minute a second, 0 stands still. */
  readonly rate: number;
  now(): Date;
  /** From this real instant on, "now" is `nowMs` (by default the current now) and moves at `rate` (by default the current rate). */
  set(change: { nowMs?: number; rate?: number }): void;
}

/** The two values every status condition needs, taken from the clock once per request. */
export interface Moment {
  nowMs: number;
  today: string;
}

export class ClockConfigError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/** The default zone, and the one whose days need no time-zone data. */
const UTC = 'UTC';

export { MAX_CLOCK_RATE, isClockRate } from './clockRate';

/** An instant read from text: its epoch milliseconds, or why it is not one the mock accepts. */
export type InstantReading = { ms: number } | { problem: 'malformed' | 'out-of-range' };

const DATE_TIME_WITH_OFFSET = /T\d\d:\d\d(?::\d\d(?:\.\d+)?)?([zZ]|[+-]\d\d(?::?\d\d)?)$/;

/**
 * An ISO 8601 date-time with an offset (`Z`, `+01:00`, ...): its epoch milliseconds when it lies in
 * the accepted range (see `instantRange`), else whether it is malformed or out of that range.
 */
export function readInstant(text: string): InstantReading {
  const offset = DATE_TIME_WITH_OFFSET.exec(text)?.[1];
  const instant = DateTime.fromISO(text, { setZone: true });
  if (offset === undefined || !instant.isValid) return { problem: 'malformed' };
  const ms = instant.toMillis();
  return isOffsetInRange(offset) && isInstantInRange(ms) ? { ms } : { problem: 'out-of-range' };
}

/**
 * `now` then moves at `rate` from the instant `realNow` reads as the clock's start, and stops at
 * the last instant of year 9999 (`LATEST_INSTANT_MS`): a run at a year a second reaches it in about
 * two hours from now, and a `Date` header cannot show a later year. (The rate is never negative, so
 * the clock never moves back past year 1.)
 */
class MovingClock implements Clock {
  private startRealMs: number;

  constructor(
    readonly timezone: string,
    private startMs: number,
    private runRate: number,
    private readonly realNow: () => number,
  ) {
    this.startRealMs = realNow();
  }

  get rate(): number {
    return this.runRate;
  }

  get fixed(): boolean {
    return this.runRate === 0;
  }

  now(): Date {
    return new Date(Math.min(this.startMs + (this.realNow() - this.startRealMs) * this.runRate, LATEST_INSTANT_MS));
  }

  set(change: { nowMs?: number; rate?: number }): void {
    this.startMs = change.nowMs ?? this.now().getTime();
    this.startRealMs = this.realNow();
    this.runRate = change.rate ?? this.runRate;
  }
}

export interface ClockOptions {
  /** The start, an ISO 8601 date-time with an offset; by default the real now. */
  now?: string;
  timezone?: string;
  /** How fast the clock runs from its start; by default 0 with `now` (fixed), else 1 (real time). */
  rate?: number;
  /** The real time source, in epoch ms (tests inject one). */
  realNow?: () => number;
}

export function createClock(options: ClockOptions = {}): Clock {
  const timezone = options.timezone ?? 'UTC';
  // UTC needs no check: luxon's isValidZone builds an Intl.DateTimeFormat, the process's first Intl object, which loads ICU's data (a share of the default start-up).
  if (timezone !== UTC && !IANAZone.isValidZone(timezone)) {
    throw new ClockConfigError('RPM_TIMEZONE_UNKNOWN', timezone);
  }
  if (options.rate !== undefined && !isClockRate(options.rate)) {
    throw new ClockConfigError('RPM_CLOCK_RATE_INVALID', options.rate, MAX_CLOCK_RATE);
  }
  const realNow = options.realNow ?? (() => Date.now());
  if (options.now === undefined) return new MovingClock(timezone, realNow(), options.rate ?? 1, realNow);
  const start = readInstant(options.now);
  if ('problem' in start) {
    throw start.problem === 'malformed'
      ? new ClockConfigError('RPM_NOW_MALFORMED', options.now)
      : new ClockConfigError('RPM_NOW_OUT_OF_RANGE', options.now, INSTANT_RANGE);
  }
  return new MovingClock(timezone, start.ms, options.rate ?? 0, realNow);
}

export function momentOf(clock: Clock): Moment {
  return momentAt(clock.now(), clock.timezone);
}

/** The moment of an instant: "today" is its date in `timezone`. */
export function momentAt(now: Date, timezone: string): Moment {
  return { nowMs: now.getTime(), today: isoDateIn(now.getTime(), timezone) };
}

/** The day last asked for, with the instants it spans in its zone: nearly every request falls on the day of the one before (luxon per request would be a share of a listing). */
let lastDay: { timezone: string; from: number; to: number; date: string } | undefined;

export function isoDateIn(ms: number, timezone: string): string {
  if (lastDay && lastDay.timezone === timezone && ms >= lastDay.from && ms < lastDay.to) return lastDay.date;
  if (timezone === UTC) return utcDay(ms);
  const at = DateTime.fromMillis(ms, { zone: timezone });
  const start = at.startOf('day');
  // A day's start and end in the zone, daylight saving included (a day of 23 or 25 hours).
  lastDay = { timezone, from: start.toMillis(), to: start.plus({ days: 1 }).toMillis(), date: at.toISODate() as string };
  return lastDay.date;
}

/** The first instant of the day `ms` falls on in `timezone` (daylight saving included). */
export function dayStartIn(ms: number, timezone: string): number {
  isoDateIn(ms, timezone);
  // isoDateIn leaves the day it answered in `lastDay`, whether from its cache or newly worked out.
  return lastDay!.from;
}

/**
 * The clock generated data is placed at: `clock` itself when its start was given (`--now`, a clock
 * of the user's), else one standing at the start of its day in its zone, so that instances started
 * at any time of one day hold the same data.
 */
export function placingClock(clock: Clock, startGiven: boolean): Clock {
  if (startGiven) return clock;
  const start = new Date(dayStartIn(clock.now().getTime(), clock.timezone)).toISOString();
  return createClock({ now: start, timezone: clock.timezone });
}

const DAY_MS = 86_400_000;

/**
 * A UTC day by plain arithmetic (every UTC day has 24 hours): a luxon DateTime would ask Intl for the
 * system's locale, loading ICU's data on the default start-up, which needs no other Intl object.
 */
function utcDay(ms: number): string {
  const from = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
  const iso = new Date(from).toISOString();
  // Cut at the T, not at 10 characters: years past 9999 are written with six digits and a sign.
  lastDay = { timezone: UTC, from, to: from + DAY_MS, date: iso.slice(0, iso.indexOf('T')) };
  return lastDay.date;
}

/** `YYYY-MM-DD` plus a number of days, in calendar arithmetic. (Plain Date arithmetic: the generator calls it per record.) */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Minutes east of UTC of an offset written `+HH:MM` or `-HH:MM`. */
export function offsetMinutes(offset: string): number {
  const minutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6));
  return offset[0] === '-' ? -minutes : minutes;
}

/** An instant written as ISO 8601 to the second with an explicit offset (`+00:00`, never `Z`), as Django's serializer writes it. */
export function isoDateTimeAtOffset(ms: number, offset: string): string {
  const local = new Date(Math.floor(ms / 1000) * 1000 + offsetMinutes(offset) * 60_000).toISOString().slice(0, 19);
  return `${local}${offset}`;
}
