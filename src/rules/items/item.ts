// An item of a listing answer as the rules read it: whatever the body held, judged field by field.

export type Item = Record<string, unknown>;

/** Whether a value is an object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of a listing body that are objects, with their positions (an item of another type is the schema rule's concern). */
export function itemsOf(body: unknown): { item: Item; position: number }[] {
  const items = isObject(body) && Array.isArray(body.items) ? body.items : [];
  return items.flatMap((item, position) => (isObject(item) ? [{ item, position }] : []));
}

/** `release 1042`, or `item 3` when the item shows no id. */
export const nameOf = (item: Item, position: number): string => (typeof item.id === 'number' ? `release ${item.id}` : `item ${position}`);

/** `lacks a, b` when the object lacks some of the keys. */
export function missingKeys(object: object, keys: readonly string[]): string | undefined {
  const missing = keys.filter((key) => !(key in object));
  return missing.length > 0 ? `lacks ${missing.join(', ')}` : undefined;
}
