// What a filter selects, in the spec's words, and how to judge one release against it.
import { and, type Tri } from '../time/timeJudge';
import type { Item } from '../items/item';

/** `I`: the item type of the tool's own records (the rulebook reads any object). */
export interface Condition<I extends object = Item> {
  /** Completes "releases where …": `expected_date is on or after 2026-03-01`. */
  text: string;
  /** true / false, or undefined when what the item shows cannot decide it. */
  meets(item: I): Tri;
  /** The fields the condition reads, for a message: `expected_date 2026-02-28`. */
  show(item: I): string;
}

export function allOf<I extends object>(...conditions: Condition<I>[]): Condition<I> {
  return {
    text: conditions.map((c) => c.text).join(', and '),
    meets: (item) => and(...conditions.map((c) => c.meets(item))),
    show: (item) => [...new Set(conditions.map((c) => c.show(item)))].join(', '),
  };
}
