import { isoDateTimeAtOffset, offsetMinutes } from '../domain/clock';
import type { TimePeriod } from '../../core/types';
import { relativeDate, relativeMoment, type OffsetMoment } from './relativeTime';

const DAY_MS = 86_400_000;
/** The instants whose ISO form has a four-digit year (0000-01-01 to 9999-12-31): the day cache writes only these. */
const FOUR_DIGIT_YEARS = { from: Date.parse('0000-01-01T00:00:00Z'), to: Date.parse('9999-12-31T23:59:59.999Z') };

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The dates of one placement (one "today" and "now"), each written once: a million releases share
 * ~720 expected dates and ~18,000 targets, and their first-published instants fall on a few
 * hundred days. The same strings as `relativeDate`, `relativeMoment` and `isoDateTimeAtOffset`
 * (a property test holds them equal), without a Date and its ISO string per release (~9% of
 * generating a million releases). Also each target's AM or PM, by arithmetic.
 */
export class PlacedDates {
  private readonly dates = new Map<string, string>();
  private readonly moments = new Map<string, OffsetMoment>();
  private readonly midnights = new Map<string, number>();
  /** `YYYY-MM-DD` of UTC days, by day number since the epoch. */
  private readonly days = new Map<number, string>();

  constructor(
    private readonly today: string,
    private readonly nowMs: number,
  ) {}

  /** `relativeDate(expression, today)`. */
  date(expression: string): string {
    let date = this.dates.get(expression);
    if (date === undefined) {
      date = relativeDate(expression, this.today);
      this.dates.set(expression, date);
    }
    return date;
  }

  /** `Date.parse(`${date}T00:00:00Z`)`: a `YYYY-MM-DD` date's start in UTC, in epoch ms. */
  midnight(date: string): number {
    let ms = this.midnights.get(date);
    if (ms === undefined) {
      ms = Date.parse(`${date}T00:00:00Z`);
      this.midnights.set(date, ms);
    }
    return ms;
  }

  /** `relativeMoment(expression, today, nowMs)`; the same object for the same expression (read only). */
  moment(expression: string): OffsetMoment {
    let moment = this.moments.get(expression);
    if (moment === undefined) {
      moment = relativeMoment(expression, this.today, this.nowMs);
      this.moments.set(expression, moment);
    }
    return moment;
  }

  /** Whether the moment's local hour is before noon (AM) or not (PM). */
  period({ ms, offset }: OffsetMoment): TimePeriod {
    const local = ms + offsetMinutes(offset) * 60_000;
    return local - Math.floor(local / DAY_MS) * DAY_MS < DAY_MS / 2 ? 'AM' : 'PM';
  }

  /** `isoDateTimeAtOffset(ms, offset)`: the local day from the cache, its time by arithmetic. */
  dateTime(ms: number, offset: string): string {
    const local = Math.floor(ms / 1000) * 1000 + offsetMinutes(offset) * 60_000;
    if (!(local >= FOUR_DIGIT_YEARS.from && local <= FOUR_DIGIT_YEARS.to)) return isoDateTimeAtOffset(ms, offset);
    const dayNumber = Math.floor(local / DAY_MS);
    let day = this.days.get(dayNumber);
    if (day === undefined) {
      day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
      this.days.set(dayNumber, day);
    }
    const seconds = (local - dayNumber * DAY_MS) / 1000;
    return `${day}T${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}${offset}`;
  }
}
