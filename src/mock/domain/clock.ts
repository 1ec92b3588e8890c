import { DateTime, IANAZone } from 'luxon';

/**
 * The one source of "now" and "today". "Today" is the calendar date in the clock's time zone,
 * because the spec's `expected_date` conditions compare with a date, not an instant.
 */
export interface Clock {
  readonly timezone: string;
  readonly fixed: boolean;
  now(): Date;
}

/** The two values every status condition needs, taken from the clock once per request. */
export interface Moment {
  nowMs: number;
  today: string;
}

export class ClockConfigError extends Error {}

export function createClock(options: { now?: string; timezone?: string } = {}): Clock {
  const timezone = options.timezone ?? 'UTC';
  if (!IANAZone.isValidZone(timezone)) {
    throw new ClockConfigError(`unknown time zone '${timezone}' (use an IANA name such as UTC or Europe/London)`);
  }
  if (options.now === undefined) {
    return { timezone, fixed: false, now: () => new Date() };
  }
  const fixed = DateTime.fromISO(options.now, { setZone: true });
  if (!fixed.isValid || !/T\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:[zZ]|[+-]\d\d(?::?\d\d)?)$/.test(options.now)) {
    throw new ClockConfigError(`--now must be an ISO 8601 date-time with an offset, such as 2026-03-01T12:00:00Z (got '${options.now}')`);
  }
  const ms = fixed.toMillis();
  return { timezone, fixed: true, now: () => new Date(ms) };
}

export function momentOf(clock: Clock): Moment {
  const now = clock.now();
  return { nowMs: now.getTime(), today: isoDateIn(now.getTime(), clock.timezone) };
}

export function isoDateIn(ms: number, timezone: string): string {
  return DateTime.fromMillis(ms, { zone: timezone }).toISODate() as string;
}

const DAY_MS = 86_400_000;

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
