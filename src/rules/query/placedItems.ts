// The items a query's answers showed, by position in its result, with each id's position kept as
// they are placed: judging a page against them (QueryJudge) then costs the page, not every
// position seen so far, which a long page walk made O(positions) per page.
import type { Item } from '../items/item';

export interface PlacedItems {
  /** The item seen at each position of the result. */
  positions: Map<number, Item>;
  /**
   * Each id's position among `positions` (the last in the Map's order where an id shows twice),
   * kept as positions are added; undefined once a position took another id, rebuilt on next use.
   */
  positionOfId?: Map<number, number>;
}

export const idOf = (item: Item) => (typeof item.id === 'number' ? item.id : undefined);

/** `item` at position `at` of the result, its id's position kept while that stays cheap (positionOfId). */
export function place(result: PlacedItems, at: number, item: Item): void {
  const earlier = result.positions.get(at);
  result.positions.set(at, item);
  if (!result.positionOfId) return;
  const id = idOf(item);
  // A new position goes last in the Map's order: its id's position is now this one, as a rebuild would find.
  if (earlier === undefined) {
    if (id !== undefined) result.positionOfId.set(id, at);
  } else if (idOf(earlier) !== id) result.positionOfId = undefined;
}

/** Each id's position among the result's positions (the last one where an id shows twice). */
export function positionsOfIds(result: PlacedItems): Map<number, number> {
  if (result.positionOfId) return result.positionOfId;
  const seenAt = new Map<number, number>();
  for (const [at, item] of result.positions) if (idOf(item) !== undefined) seenAt.set(idOf(item)!, at);
  return (result.positionOfId = seenAt);
}

/** The greatest of `positions` below `low` and the least above `high`, undefined where there is none. */
export function nearestAround(positions: Iterable<number>, low: number, high: number): [number | undefined, number | undefined] {
  let before: number | undefined;
  let after: number | undefined;
  for (const at of positions) {
    if (at < low && (before === undefined || at > before)) before = at;
    if (at > high && (after === undefined || at < after)) after = at;
  }
  return [before, after];
}
