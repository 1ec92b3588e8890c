// The dates of a placement written as text, cached by day and second, as Date's ISO forms would write them.
import { isoDateTimeAtOffset, offsetMinutes } from '../domain/clock';
import type { TimePeriod } from '../../core/types';
import { relativeDate, relativeMoment, type OffsetMoment } from './relativeTime';

const DAY_MS = 86_400_000;
/** The instants whose ISO form has a four-digit year (0000-01-01 to 9999-12-31): the day cache writes only these. */
const FOUR_DIGIT_YEARS = { from: Date.parse('0000-01-01T00:00:00Z'), to: Date.parse('9999-12-31T23:59:59.999Z') };

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Dates are written to the second, so a stored instant is cut to the second too. */
export const wholeSeconds = (ms: number) => ms - (ms % 1000);

/** A target of one placement, shared by every release that draws its expression (read only). */
export interface PlacedTarget {
  /** The instant, to the second. */
  ms: number;
  /** `target_date`: the instant at its offset. */
  dateTime: string;
  /** The target's local hour before noon (AM) or not (PM). */
  period: TimePeriod;
}

/**
 * The dates of one placement (one "today" and "now"), each written once: a million releases share
 * ~720 expected dates and ~18,000 targets, and their first-published instants fall on a few
 * hundred days. The same strings as `relativeDate`, `relativeMoment` and `isoDateTimeAtOffset`
 * (a property test holds them equal), without a Date and its ISO string per release (a large
 * share of generating a million releases). A date-time is a cached day joined to a cached time of day
 * (`THH:MM:SS±HH:MM`): one string of two pieces held by a million releases, where a template of
 * seven pieces left a chain of six joins and their small strings per release (most of the
 * generated heap, and the garbage collector's work of copying it).
 */
export class PlacedDates {
  private readonly dates = new Map<string, string>();
  private readonly targets = new Map<string, PlacedTarget>();
  private readonly midnights = new Map<string, number>();
  private readonly quarters = new Map<string, string>();
  /** `YYYY-MM-DD` of UTC days, by day number since the epoch. */
  private readonly days = new Map<number, string>();
  /** `THH:MM:SS±HH:MM` by offset, then by second of the day (`OffsetTimes`). */
  private readonly times = new Map<string, OffsetTimes>();
  /** The offset of the last call, nearly always the same one (first-published dates are at `+00:00`). */
  private last: OffsetTimes | null = null;

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

  /** The quarter of a `YYYY-MM-DD` date: `Q1 2026`. */
  quarter(date: string): string {
    let quarter = this.quarters.get(date);
    if (quarter === undefined) {
      quarter = `Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1} ${date.slice(0, 4)}`;
      this.quarters.set(date, quarter);
    }
    return quarter;
  }

  /** `relativeMoment(expression, today, nowMs)` placed: the same object for the same expression (read only). */
  target(expression: string): PlacedTarget {
    let target = this.targets.get(expression);
    if (target === undefined) {
      const moment = relativeMoment(expression, this.today, this.nowMs);
      const ms = wholeSeconds(moment.ms);
      target = Object.freeze({ ms, dateTime: this.dateTime(ms, moment.offset), period: this.period(moment) });
      this.targets.set(expression, target);
    }
    return target;
  }

  /** Whether the moment's local hour is before noon (AM) or not (PM). */
  period({ ms, offset }: OffsetMoment): TimePeriod {
    const local = ms + offsetMinutes(offset) * 60_000;
    return local - Math.floor(local / DAY_MS) * DAY_MS < DAY_MS / 2 ? 'AM' : 'PM';
  }

  /** `isoDateTimeAtOffset(ms, offset)`: the local day and the time of day at that offset, each from its cache. */
  dateTime(ms: number, offset: string): string {
    const times = this.timesAt(offset);
    const local = Math.floor(ms / 1000) * 1000 + times.minutes * 60_000;
    if (!(local >= FOUR_DIGIT_YEARS.from && local <= FOUR_DIGIT_YEARS.to)) return isoDateTimeAtOffset(ms, offset);
    const dayNumber = Math.floor(local / DAY_MS);
    return this.day(dayNumber) + times.at((local - dayNumber * DAY_MS) / 1000);
  }

  private timesAt(offset: string): OffsetTimes {
    if (this.last?.offset === offset) return this.last;
    let times = this.times.get(offset);
    if (times === undefined) {
      times = new OffsetTimes(offset);
      this.times.set(offset, times);
    }
    this.last = times;
    return times;
  }

  private day(dayNumber: number): string {
    let day = this.days.get(dayNumber);
    if (day === undefined) {
      day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
      this.days.set(dayNumber, day);
    }
    return day;
  }
}

/** From this many times of one offset, they are held in an array by second, not a map. */
const ARRAY_FROM = 4096;
const DAY_SECONDS = 86_400;

/**
 * The times of day at one offset, `THH:MM:SS±HH:MM`, each written once: in a map while few (the
 * default 500 releases use a few hundred), then in an array of every second of the day: a lookup
 * in a map of tens of thousands of numbers misses the cache several times, a share of generating
 * a million releases.
 */
class OffsetTimes {
  readonly minutes: number;
  private bySecond: Map<number, string> | string[] = new Map();

  constructor(readonly offset: string) {
    this.minutes = offsetMinutes(offset);
  }

  /** At a second of the day. */
  at(seconds: number): string {
    const { bySecond } = this;
    let time = Array.isArray(bySecond) ? bySecond[seconds] : bySecond.get(seconds);
    if (time === undefined) {
      time = `T${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}${this.offset}`;
      if (Array.isArray(bySecond)) bySecond[seconds] = time;
      else if (bySecond.set(seconds, time).size >= ARRAY_FROM) this.bySecond = spread(bySecond);
    }
    return time;
  }
}

function spread(bySecond: Map<number, string>): string[] {
  const array = new Array<string>(DAY_SECONDS);
  for (const [seconds, time] of bySecond) array[seconds] = time;
  return array;
}
