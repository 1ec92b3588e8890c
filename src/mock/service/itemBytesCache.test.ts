import { ItemBytesCache } from './itemBytesCache';

const item = (id: number, size: number) => ({ id, text: 'x'.repeat(size) });
const bytesOfItem = (id: number, size: number) => Buffer.byteLength(JSON.stringify(item(id, size)));

test('an item is serialized once per group, and groups are apart', () => {
  const cache = new ItemBytesCache();
  let made = 0;
  const make = () => {
    made++;
    return item(1, 10);
  };
  const a = cache.group('a');
  expect(a(1, make).toString()).toBe(JSON.stringify(item(1, 10)));
  a(1, make);
  cache.group('a')(1, make);
  expect(made).toBe(1);
  cache.group('b')(1, make);
  expect(made).toBe(2);
});

test('over the budget, the least recently used groups go first, then the oldest items of the group in use', () => {
  const size = bytesOfItem(1, 100);
  const cache = new ItemBytesCache(4 * size);
  const made: string[] = [];
  const fill = (group: string, ids: number[]) => {
    const bytesOf = cache.group(group);
    for (const id of ids) bytesOf(id, () => (made.push(`${group}${id}`), item(id, 100)));
  };
  fill('old', [1, 2]);
  fill('recent', [1]);
  fill('old', [3]); // 'old' is now the most recently used: 4 items, at the budget
  expect(cache.heldBytes).toBe(4 * size);
  fill('new', [1]); // over: 'recent' goes, being least recently used
  expect(cache.heldBytes).toBe(4 * size);
  fill('recent', [1]);
  expect(made.filter((m) => m === 'recent1')).toHaveLength(2);
  fill('recent', [2, 3, 4]); // 'old', then 'new' go
  fill('recent', [5]); // no other group is left: recent1 goes, the oldest item of the group in use
  expect(cache.heldBytes).toBe(4 * size);
  made.length = 0;
  fill('recent', [2, 3, 4, 5]);
  expect(made).toEqual([]);
  fill('recent', [1]);
  expect(made).toEqual(['recent1']);
});
