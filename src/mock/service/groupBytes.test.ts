// Tests of a group's item bytes in chunks: kept as handed out while the oldest go.
import { GroupBytes, type Found } from './groupBytes';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesAt = ({ chunk, offset, length }: Found) => chunk.subarray(offset, offset + length);
/** Items of many sizes: ASCII, 2- and 3-byte characters, and now and then one larger than any chunk. */
const jsonOf = (id: number) => JSON.stringify({ id, text: ['a', 'é', '€'][id % 3].repeat(id % 500 === 0 ? 400_000 : (id * 97) % 3000) });

test('bytes handed out stay as they were, each followed by its comma, while later items come and the oldest go', () => {
  const group = new GroupBytes();
  const handedOut: { id: number; found: Found }[] = [];
  let held = 0;
  for (let id = 1; id <= 3000; id++) {
    const found = { chunk: new Uint8Array(0), offset: 0, length: 0 };
    group.add(id, jsonOf(id), found);
    handedOut.push({ id, found });
    held += found.length;
    if (id % 3 === 0) held -= group.dropOldest();
  }
  expect(group.size).toBe(2000);
  expect(group.heldBytes).toBe(held);
  for (const { id, found } of handedOut) {
    expect(text(bytesAt(found))).toBe(jsonOf(id));
    expect(found.chunk[found.offset + found.length]).toBe(','.charCodeAt(0));
    const now = { chunk: new Uint8Array(0), offset: 0, length: 0 };
    expect(group.find(id, now)).toBe(id > 1000);
    if (id > 1000) expect([now.chunk === found.chunk, now.offset, now.length]).toEqual([true, found.offset, found.length]);
  }
});

test('the chunks of dropped items go: a group that keeps dropping its oldest holds about what its items need', () => {
  const group = new GroupBytes();
  const found = { chunk: new Uint8Array(0), offset: 0, length: 0 };
  for (let id = 1; id <= 20_000; id++) {
    group.add(id, JSON.stringify({ id, text: 'x'.repeat(1000) }), found);
    if (id > 1000) group.dropOldest();
  }
  // 1,000 items of about 1 KB: the chunk in use, at most one whose items are partly dropped, and the chunk between.
  const chunks = (group as unknown as { chunks: Uint8Array[] }).chunks;
  expect(chunks.reduce((bytes, chunk) => bytes + chunk.length, 0)).toBeLessThanOrEqual(3 * 1024 * 1024);
});

test("items added one after another sit side by side, each after the last one's comma", () => {
  const group = new GroupBytes();
  const places = [1, 2, 3].map((id) => {
    const found = { chunk: new Uint8Array(0), offset: 0, length: 0 };
    group.add(id, jsonOf(id), found);
    return found;
  });
  expect(places[1].chunk).toBe(places[0].chunk);
  expect(places[1].offset).toBe(places[0].offset + places[0].length + 1);
  expect(text(places[0].chunk.subarray(places[0].offset, places[2].offset + places[2].length))).toBe([1, 2, 3].map(jsonOf).join(','));
});
