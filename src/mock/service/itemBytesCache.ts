/** Bytes the cache may hold: at 1M releases, about 180,000 items with the default fields, 25,000 with `fields=*`. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Listing items as UTF-8 JSON, kept between requests. An item's bytes depend only on its release
 * and on its group: the field selection, the origin of `detail_url` and the status epoch, all of
 * which the group key must name. Writing a page is then copying bytes, where `JSON.stringify` and
 * UTF-8 encoding took most of a 200-item page's time.
 *
 * A page looks its group up once, and each item by release id in a plain Map: a per-item LRU
 * (lru-cache) cost about 0.4 µs an item, more than the copy. Over the budget, the least recently
 * used groups go first, then the oldest items of the group in use.
 */
export class ItemBytesCache {
  /** Least recently used first (a Map keeps insertion order; a group in use is moved to the end). */
  private readonly groups = new Map<string, Map<number, Buffer>>();
  private size = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  /** The items of one group, which becomes the most recently used. */
  group(key: string): (id: number, item: () => unknown) => Buffer {
    let items = this.groups.get(key);
    if (items) this.groups.delete(key);
    else items = new Map();
    this.groups.set(key, items);
    const group = items;
    return (id, item) => {
      let bytes = group.get(id);
      if (!bytes) {
        bytes = Buffer.from(JSON.stringify(item()));
        group.set(id, bytes);
        this.size += bytes.length;
        if (this.size > this.maxBytes) this.evict(group);
      }
      return bytes;
    };
  }

  /** Bytes held, for tests of the budget. */
  get heldBytes(): number {
    return this.size;
  }

  private evict(inUse: Map<number, Buffer>): void {
    for (const [key, items] of this.groups) {
      if (this.size <= this.maxBytes || items === inUse) break;
      for (const bytes of items.values()) this.size -= bytes.length;
      this.groups.delete(key);
    }
    for (const [id, bytes] of inUse) {
      if (this.size <= this.maxBytes) break;
      inUse.delete(id);
      this.size -= bytes.length;
    }
  }
}
