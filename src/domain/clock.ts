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

/** `YYYY-MM-DD` plus a number of days, in calendar arithmetic. */
export function addDays(isoDate: string, days: number): string {
  return DateTime.fromISO(isoDate, { zone: 'UTC' }).plus({ days }).toISODate() as string;
}

/** An instant written as ISO 8601 with seconds and an explicit offset (`+00:00`, never `Z`), as Django's serializer writes it. */
export function isoDateTimeAtOffset(ms: number, offset: string): string {
  return DateTime.fromMillis(ms, { zone: `UTC${offset === '+00:00' ? '' : offset}` })
    .toISO({ suppressMilliseconds: true, includeOffset: true })!
    .replace(/Z$/, '+00:00');
}
