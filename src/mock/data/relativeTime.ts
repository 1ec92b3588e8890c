// Relative dates and moments of the fixtures (`today+3`, `now-2h`) resolved against a clock.
import { addDays } from '../domain/clock';

/** A moment written with its offset: the instant, and the offset `target_date` is written in. */
export interface OffsetMoment {
  ms: number;
  offset: string;
}

const RELATIVE_DAY = /^today(?:([+-])(\d+))?$/;
const FROM_NOW = /^now([+-])(\d+)([mhd])$/;
const DAY_AT_TIME = /^(today(?:[+-]\d+)?) (\d\d:\d\d) ([+-]\d\d:\d\d)$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `today`, `today+3`, `today-10` → a `YYYY-MM-DD` date relative to `today`. */
export function relativeDate(expression: string, today: string): string {
  const match = RELATIVE_DAY.exec(expression);
  if (!match) throw new Error(`'${expression}' is not a relative date (today, today+N or today-N)`);
  const days = match[1] ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : 0;
  return addDays(today, days);
}

/** `now+90m`, `now-2h`, `now+1d` (in UTC), or `today+14 09:30 +01:00` (a local time at an offset). */
export function relativeMoment(expression: string, today: string, nowMs: number): OffsetMoment {
  const fromNow = FROM_NOW.exec(expression);
  if (fromNow) {
    const sign = fromNow[1] === '-' ? -1 : 1;
    return { ms: nowMs + sign * Number(fromNow[2]) * UNIT_MS[fromNow[3] as keyof typeof UNIT_MS], offset: '+00:00' };
  }
  const dayAtTime = DAY_AT_TIME.exec(expression);
  if (dayAtTime) {
    const [, day, time, offset] = dayAtTime;
    return { ms: localMoment(relativeDate(day, today), time, offset), offset };
  }
  throw new Error(`'${expression}' is not a relative moment (now±N[m|h|d], or 'today±N HH:MM ±HH:MM')`);
}

/** Epoch milliseconds of a local date and time at a fixed offset. */
export function localMoment(date: string, time: string, offset: string): number {
  const ms = Date.parse(`${date}T${time}:00${offset}`);
  if (Number.isNaN(ms)) throw new Error(`${date} ${time} ${offset} is not a real moment`);
  return ms;
}
