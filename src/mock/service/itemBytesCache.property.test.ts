// Property test: the chunked item bytes cache matches a plain `Map` cache.
import fc from 'fast-check';
import { ItemBytesCache } from './itemBytesCache';

const UTF8 = new TextEncoder();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A plain cache, a Map per group of id → its own Uint8Array: what the chunked one must match. */
class PlainItemBytesCache {
  private readonly groups = new Map<string, Map<number, Uint8Array>>();
  size = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxGroups: number,
  ) {}

  group(key: string): (id: number, item: (index: number) => unknown, index?: number) => Uint8Array {
    let group = this.groups.get(key);
    if (group) {
      this.groups.delete(key);
      this.groups.set(key, group);
    }
    return (id, item, index = 0) => {
      let bytes = group?.get(id);
      if (!bytes) {
        bytes = UTF8.encode(JSON.stringify(item(index)));
        group ??= this.addGroup(key);
        group.set(id, bytes);
        this.size += bytes.length;
        if (this.size > this.maxBytes) this.evict(group);
      }
      return bytes;
    };
  }

  get groupCount(): number {
    return this.groups.size;
  }

  private addGroup(key: string): Map<number, Uint8Array> {
    const group = new Map<number, Uint8Array>();
    this.groups.set(key, group);
    this.size += UTF8.encode(key).length;
    if (this.groups.size > this.maxGroups) this.drop(this.groups.keys().next().value!);
    return group;
  }

  private drop(key: string): void {
    for (const bytes of this.groups.get(key)!.values()) this.size -= bytes.length;
    this.size -= UTF8.encode(key).length;
    this.groups.delete(key);
  }

  private evict(inUse: Map<number, Uint8Array>): void {
    for (const [key, items] of this.groups) {
      if (this.size <= this.maxBytes || items === inUse) break;
      this.drop(key);
    }
    for (const [id, bytes] of inUse) {
      if (this.size <= this.maxBytes) break;
      inUse.delete(id);
      this.size -= bytes.length;
    }
  }
}

const KEYS = ['a', 'b', 'é|http://mock.test|id,title', 'd'];
const IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2 ** 32 + 3, 2 ** 53 - 1];
/** An item's content depends only on its group and id (as a release's does), some of it non-ASCII, a few larger than a first chunk. */
const itemOf = (key: string, id: number) => ({ id, key, text: (id % 3 === 0 ? '€' : 'x').repeat(id === 7 ? 5_000 : (id * 37) % 300) });

type Op = { key: number; ids: number[]; asPage: boolean };
const anOp: fc.Arbitrary<Op> = fc.record({
  key: fc.integer({ min: 0, max: KEYS.length - 1 }),
  ids: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 8 }),
  asPage: fc.boolean(),
});

test('pages and items, their serializations, the bytes held and the groups are those of the plain Map cache', () => {
  fc.assert(
    fc.property(fc.integer({ min: 200, max: 40_000 }), fc.integer({ min: 1, max: 4 }), fc.array(anOp, { maxLength: 60 }), (budget, cap, ops) => {
      const cache = new ItemBytesCache(budget, cap);
      const plain = new PlainItemBytesCache(budget, cap);
      for (const { key: k, ids, asPage } of ops) {
        const key = KEYS[k];
        const made: string[] = [];
        const plainMade: string[] = [];
        const plainBytesOf = plain.group(key);
        const expected = ids.map((id, i) => text(plainBytesOf(id, (index) => (plainMade.push(`${key}${id}`), itemOf(key, ids[index])), i)));
        if (asPage) {
          const runs = cache.runs(
            key,
            ids.map((id) => ({ id })),
            (index) => (made.push(`${key}${ids[index]}`), itemOf(key, ids[index])),
          );
          const json = new Uint8Array(runs.length + 2);
          json[0] = '['.charCodeAt(0);
          expect(runs.copyInto(json, 1)).toBe(runs.length + 1);
          json[runs.length + 1] = ']'.charCodeAt(0);
          expect(text(json)).toBe(`[${expected.join(',')}]`);
        } else {
          const bytesOf = cache.group(key);
          expect(ids.map((id, i) => text(bytesOf(id, (index) => (made.push(`${key}${id}`), itemOf(key, ids[index])), i)))).toEqual(expected);
        }
        expect(made).toEqual(plainMade);
        expect(cache.heldBytes).toBe(plain.size);
        expect(cache.groupCount).toBe(plain.groupCount);
      }
    }),
    { seed: 28, numRuns: 300 },
  );
});
