// Judging time conditions against the server's clock with a margin, in three-valued logic.
import { DateTime } from 'luxon';

/** A three-valued judgement: true, false, or `undefined` for "too close to call" (not the rulebook's `Verdict`). */
export type Tri = boolean | undefined;

/** How far the server's clock may be from the Date header of an answer (a second of rounding, and the time between answers). */
const NOW_MARGIN_MS = 2 * 60_000;

export const and = (...vs: Tri[]): Tri => (vs.includes(false) ? false : vs.includes(undefined) ? undefined : true);
export const or = (...vs: Tri[]): Tri => (vs.includes(true) ? true : vs.includes(undefined) ? undefined : false);
export const not = (v: Tri): Tri => (v === undefined ? undefined : !v);

/**
 * Compares dates with the server's "now" and "today" as well as they can be known from outside:
 * "now" is the Date header, give or take a margin; "today" is the date in the server's time
 * zone, which the spec does not state, so without `--timezone` any date from UTC−12 to UTC+14 may
 * be today, and dates in that window are too close to call. A moment a tool assumes (the example
 * checker's search for a "now" a document fits) is exact: `marginMs` 0 and a zone.
 */
export class TimeJudge {
  readonly earliestToday: string;
  readonly latestToday: string;

  constructor(
    readonly nowMs: number,
    readonly timezone?: string,
    private readonly marginMs = NOW_MARGIN_MS,
  ) {
    const dateAt = (zone: string) => DateTime.fromMillis(nowMs, { zone }).toISODate() as string;
    this.earliestToday = timezone ? dateAt(timezone) : dateAt('UTC-12');
    this.latestToday = timezone ? dateAt(timezone) : dateAt('UTC+14');
  }

  /** Whether `expected_date` is earlier than the server's today. */
  beforeToday(isoDate: string): Tri {
    if (isoDate < this.earliestToday) return true;
    if (isoDate >= this.latestToday) return false;
    return undefined;
  }

  /** Whether an instant is earlier than now (false: later than now). */
  beforeNow(isoDateTime: string): Tri {
    const ms = Date.parse(isoDateTime);
    if (Number.isNaN(ms)) return undefined;
    if (ms < this.nowMs - this.marginMs) return true;
    if (ms > this.nowMs + this.marginMs) return false;
    return undefined;
  }

  describe(): string {
    const now = new Date(this.nowMs).toISOString();
    return this.timezone
      ? `server clock ${now}, today ${this.earliestToday} in ${this.timezone}`
      : `server clock ${now}; time zone unknown, so expected dates from ${this.earliestToday} up to ${this.latestToday} (excluded) are not judged against today (give --timezone)`;
  }
}
