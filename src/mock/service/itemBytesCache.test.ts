// Tests of the item bytes cache: serialized once per group, within its byte budget.
import { ItemBytesCache } from './itemBytesCache';

/** The bytes as text (the service writes UTF-8 in plain Uint8Arrays). */
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const item = (id: number, size: number) => ({ id, text: 'x'.repeat(size) });
const bytesOfItem = (id: number, size: number) => Buffer.byteLength(JSON.stringify(item(id, size)));

/** Puts items of `size` characters in a group; `made` records each one serialized, as `<group><id>`. */
const filler =
  (cache: ItemBytesCache, size = 100, made: string[] = []) =>
  (group: string, ids: number[]) => {
    const bytesOf = cache.group(group);
    for (const id of ids) bytesOf(id, () => (made.push(`${group}${id}`), item(id, size)));
  };

test('an item is serialized once per group, and groups are apart', () => {
  const cache = new ItemBytesCache();
  let made = 0;
  const make = () => {
    made++;
    return item(1, 10);
  };
  const a = cache.group('a');
  expect(text(a(1, make))).toBe(JSON.stringify(item(1, 10)));
  a(1, make);
  cache.group('a')(1, make);
  expect(made).toBe(1);
  cache.group('b')(1, make);
  expect(made).toBe(2);
});

test('over the budget, the least recently used groups go first, then the oldest items of the group in use', () => {
  const size = bytesOfItem(1, 100);
  // Four items and two one-byte group keys.
  const budget = 4 * size + 2;
  const cache = new ItemBytesCache(budget);
  const made: string[] = [];
  const fill = filler(cache, 100, made);
  fill('o', [1, 2]);
  fill('r', [1]);
  fill('o', [3]); // 'o' is now the most recently used: at the budget
  expect(cache.heldBytes).toBe(budget);
  fill('n', [1]); // over: 'r' goes, being least recently used
  expect(cache.heldBytes).toBe(budget);
  fill('r', [1]); // over: 'o' goes
  expect(made.filter((m) => m === 'r1')).toHaveLength(2);
  fill('r', [2, 3, 4]); // over: 'n' goes
  fill('r', [5]); // no other group is left: r1 goes, the oldest item of the group in use
  expect(cache.heldBytes).toBe(4 * size + 1);
  made.length = 0;
  fill('r', [2, 3, 4, 5]);
  expect(made).toEqual([]);
  fill('r', [1]);
  expect(made).toEqual(['r1']);
});

test('a page that adds nothing (limit=0, an empty result) makes no group', () => {
  const cache = new ItemBytesCache();
  for (let i = 0; i < 1000; i++) cache.group(`origin-${i}`);
  expect(cache.groupCount).toBe(0);
  expect(cache.heldBytes).toBe(0);
  filler(cache)('a', [1]);
  cache.group('a'); // an existing group looked up by an empty page stays as it was
  expect(cache.groupCount).toBe(1);
  expect(cache.heldBytes).toBe(bytesOfItem(1, 100) + 1);
});

test('a group key counts in the budget with its UTF-8 bytes', () => {
  const cache = new ItemBytesCache();
  const key = `http://${'é'.repeat(500)}|id,title`;
  filler(cache)(key, [1, 2]);
  expect(cache.heldBytes).toBe(bytesOfItem(1, 100) + bytesOfItem(2, 100) + Buffer.byteLength(key));
});

test('beyond the cap on groups, the least recently used group goes', () => {
  const cache = new ItemBytesCache(undefined, 3);
  const made: string[] = [];
  const fill = filler(cache, 10, made);
  fill('a', [1]);
  fill('b', [1]);
  fill('c', [1]);
  fill('a', [2]); // 'b' is now the least recently used
  fill('d', [1]);
  expect(cache.groupCount).toBe(3);
  expect(cache.heldBytes).toBe(4 * bytesOfItem(1, 10) + 3);
  made.length = 0;
  fill('a', [1, 2]);
  fill('c', [1]);
  fill('d', [1]);
  expect(made).toEqual([]);
  fill('b', [1]);
  expect(made).toEqual(['b1']);
});

test('5,000 groups with 8 KB keys stay within the budget and the cap', () => {
  const budget = 1024 * 1024;
  const cache = new ItemBytesCache(budget, 100);
  const fill = filler(cache, 10);
  const padding = 'h'.repeat(8 * 1024);
  let mostHeld = 0;
  for (let i = 0; i < 5_000; i++) {
    fill(`${i}|http://${padding}|id,title`, [1, 2]);
    mostHeld = Math.max(mostHeld, cache.heldBytes);
  }
  expect(mostHeld).toBeLessThanOrEqual(budget);
  expect(cache.groupCount).toBe(100);
});
