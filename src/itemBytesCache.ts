import { LRUCache } from 'lru-cache';

/** Bytes the cache may hold: at 1M releases, about 180,000 items with the default fields, 25,000 with `fields=*`. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Listing items as UTF-8 JSON, kept between requests. An item's bytes depend only on its release,
 * the field selection, the origin of `detail_url` and the status epoch, all of which the key must
 * name; then writing a page is copying bytes, where `JSON.stringify` and UTF-8 encoding took most of
 * a 200-item page's time. Least recently used items go first.
 */
export class ItemBytesCache {
  private readonly items = new LRUCache<string, Buffer>({ maxSize: MAX_BYTES, sizeCalculation: (bytes, key) => bytes.length + key.length });

  bytesOf(key: string, item: () => unknown): Buffer {
    let bytes = this.items.get(key);
    if (!bytes) {
      bytes = Buffer.from(JSON.stringify(item()));
      this.items.set(key, bytes);
    }
    return bytes;
  }
}
