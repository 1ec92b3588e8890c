/**
 * The values (array items and object members, at any depth) one release record may hold before it
 * is validated. A release of the generated data holds about 150; the bound keeps the cost of
 * validating a record, and of listing its problems, small (a record of tens of thousands of bad
 * announcement reports takes the schema validator seconds, superlinearly; at this bound, a fraction of one). `--max-record-values` sets another.
 */
export const DEFAULT_MAX_RECORD_VALUES = 2_000;

/**
 * Whether `value` holds at most `max` values. The walk stops as soon as it has counted more, so
 * its cost is bounded by `max`, not by the size of the value.
 */
export function holdsAtMost(value: unknown, max: number): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const children = Array.isArray(next) ? next : Object.values(next);
    count += children.length;
    if (count > max) return false;
    for (const child of children) pending.push(child);
  }
  return true;
}
