import { addDays, isoDateIn, type Moment } from '../../mock/domain/clock';
import { shows, type Item } from './itemRelease';

/** "Today" as the reference decides it by default: the date in UTC. */
export const momentAt = (nowMs: number): Moment => ({ nowMs, today: isoDateIn(nowMs, 'UTC') });

/** An instant as documents write it: `2026-03-01T12:00:00Z`. */
export const formatInstant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

export const describeMoment = (moment: Moment) => `now = ${formatInstant(moment.nowMs)}`;

/**
 * The instants at which a status condition can change for what the item shows: the start of the
 * day after expected_date (in UTC: when "expected_date earlier than today" starts to hold) and
 * target_date.
 */
export function boundariesOf(item: Item): number[] {
  const boundaries: number[] = [];
  if (shows(item, 'expected_date')) boundaries.push(Date.parse(`${addDays(item.expected_date!, 1)}T00:00:00Z`));
  if (shows(item, 'target_date') && item.target_date !== null) boundaries.push(Date.parse(item.target_date!));
  return boundaries;
}
