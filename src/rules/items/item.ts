// An item of a listing answer as the rules read it: whatever the body held, judged field by field.
import { isObject } from '../../core/isObject';

export { isObject };

export type Item = Record<string, unknown>;

/** The items of a listing body that are objects, with their positions (an item of another type is the schema rule's concern). */
export function itemsOf(body: unknown): { item: Item; position: number }[] {
  const items: unknown[] = isObject(body) && Array.isArray(body.items) ? body.items : [];
  // A loop: flatMap's array per item is a measurable share of the proxy's checks of a 200-item page.
  const objects: { item: Item; position: number }[] = [];
  for (let position = 0; position < items.length; position++) {
    const item = items[position];
    if (isObject(item)) objects.push({ item, position });
  }
  return objects;
}

/** `release 1042`, or `item 3` when the item shows no id. */
export const nameOf = (item: Item, position: number): string => (typeof item.id === 'number' ? `release ${item.id}` : `item ${position}`);

/** `lacks a, b` when the object lacks some of the keys. */
export function missingKeys(object: object, keys: readonly string[]): string | undefined {
  // Most objects lack nothing: the list is built only for one that does.
  if (keys.every((key) => key in object)) return undefined;
  return `lacks ${keys.filter((key) => !(key in object)).join(', ')}`;
}
