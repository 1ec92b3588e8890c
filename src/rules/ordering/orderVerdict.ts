// Judges a run of items, in the order they were returned, against an order.
import { nameOf, type Item } from '../items/item';
import type { Verdict } from '../verdict';
import type { Order } from './order';

export interface Placed {
  item: Item;
  /** Index in its answer's `items`. */
  position: number;
  /** Where it was seen, when not in the answer judged: `offset 200 of the same query`. */
  where?: string;
}

const describe = (order: Order, placed: Placed) =>
  `${nameOf(placed.item, placed.position)} (${order.key} ${JSON.stringify(order.key === 'first_published_at' ? (placed.item.meta as Record<string, unknown> | undefined)?.first_published_at : placed.item[order.key])})`;

/** Violated at the first item that comes before one it must follow; not judged when neighbours do not show what decides their order. Undefined for fewer than two items. */
export function orderVerdict(order: Order, run: readonly Placed[]): Verdict | undefined {
  if (run.length < 2) return undefined;
  let undecided = 0;
  for (let i = 1; i < run.length; i++) {
    const [previous, current] = [run[i - 1], run[i]];
    const compared = order.compare(previous.item, current.item);
    if (compared === undefined) undecided += 1;
    else if (compared > 0) {
      return {
        ...order.ref,
        outcome: 'violated',
        expected: `${order.label}: after ${describe(order, previous)}${previous.where ? `, ${previous.where}` : ''}, nothing that sorts before it`,
        actual: `${describe(order, current)} next`,
        pointer: `/items/${current.position}`,
        item: current.item,
      };
    }
  }
  return undecided > 0
    ? {
        ...order.ref,
        outcome: 'not-judged',
        why: `${undecided} of ${run.length - 1} neighbours do not show ${order.key}${order.key !== 'id' ? ' (or the id ties are ordered by)' : ''}`,
      }
    : { ...order.ref, outcome: 'holds' };
}
