import type { Item } from './itemRelease';
import type { Finding } from '../types';

/** An item of the response and how findings name it. */
export interface ShownItem {
  item: Item;
  /** Index in `items`; absent for the detail endpoint's single page. */
  index?: number;
  /** JSON pointer of the item in the body. */
  pointer: string;
  /** `item 3`, or `the page`. */
  name: string;
}

/** The items of a listing body, or the one page of a detail body. */
export function shownItems(body: unknown, listing: boolean): ShownItem[] {
  if (!listing) return [{ item: body as Item, pointer: '', name: 'the page' }];
  return (body as { items: Item[] }).items.map((item, index) => ({ item, index, pointer: `/items/${index}`, name: `item ${index}` }));
}

/** A finding about one item; `message` follows the item's name (`item 3 holds ...`), `at` is a pointer inside the item. */
export function itemFinding(shown: ShownItem, at: string, message: string): Finding {
  return { check: 'reference', item: shown.index, pointer: `${shown.pointer}${at}`, message: `${shown.name} ${message}` };
}

/** `item 3`, `items 0 and 2`, `items 0, 2 and 5`. */
export function nameItems(items: readonly ShownItem[]): string {
  if (items.length === 1) return items[0].name;
  const indexes = items.map((s) => String(s.index));
  return `items ${indexes.slice(0, -1).join(', ')} and ${indexes[indexes.length - 1]}`;
}
