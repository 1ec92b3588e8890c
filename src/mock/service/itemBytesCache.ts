// A bounded cache of serialized items per field selection and origin, least recently used groups dropped first.
import { GroupBytes, type Found } from './groupBytes';
import { ItemRuns } from './itemRuns';

/** Plain Uint8Array bytes, not Node's Buffer: the core runs in browsers too. */
const UTF8 = new TextEncoder();
/** Bytes the cache may hold: at 1M releases, about 180,000 items with the default fields, 25,000 with `fields=*`. */
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Groups the cache may hold. A group is an origin, a field selection and a status epoch: a few of
 * each in real use, while a client varying `fields` (or, without `--allowed-hosts`, `Host`) makes
 * a new one every request, each with a Map the byte budget does not see.
 */
const MAX_GROUPS = 256;

/**
 * Listing items as UTF-8 JSON, kept between requests. An item's bytes depend only on its release
 * and on its group: the field selection, the origin of `detail_url` and the status epoch, all of
 * which the group key must name. Writing a page is then copying bytes, where `JSON.stringify` and
 * UTF-8 encoding would take most of a 200-item page's time.
 *
 * A page looks its group up once, and each item by release id in the group's own chunks and table
 * (`GroupBytes`): a per-item LRU (lru-cache) would cost more per item than the copy. A group
 * is made by its first item (a page of none, `limit=0` say, makes none), and its key's bytes count
 * in the budget (the items' commas and chunks' room not yet used do not). Over the
 * budget or the number of groups, the least recently used groups go first, then the oldest items
 * of the group in use.
 */
export class ItemBytesCache {
  /** Least recently used first (a Map keeps insertion order; a group in use is moved to the end). */
  private readonly groups = new Map<string, GroupBytes>();
  private size = 0;
  /** Where `hold` left the last item: a page reads it before holding the next. */
  private readonly found: Found = { chunk: new Uint8Array(0), offset: 0, length: 0 };

  constructor(
    private readonly maxBytes = MAX_BYTES,
    private readonly maxGroups = MAX_GROUPS,
  ) {}

  /**
   * The items of one group, which becomes the most recently used. An item not held yet is
   * `item(index)`: a page passes one function and each item's index, not a closure per item.
   */
  group(key: string): (id: number, item: (index: number) => unknown, index?: number) => Uint8Array {
    let group = this.touch(key);
    return (id, item, index = 0) => {
      group = this.hold(key, group, id, item, index);
      const { chunk, offset, length } = this.found;
      return chunk.subarray(offset, offset + length);
    };
  }

  /** A page's items of one group, as `group(key)` gives them, in runs of bytes held side by side. */
  runs(key: string, releases: readonly { id: number }[], item: (index: number) => unknown): ItemRuns {
    let group = this.touch(key);
    const runs = new ItemRuns();
    if (group?.findAll(releases, (found) => runs.add(found))) return runs;
    for (let i = 0; i < releases.length; i++) {
      group = this.hold(key, group, releases[i].id, item, i);
      runs.add(this.found);
    }
    return runs;
  }

  /** The group, made the most recently used, or `undefined`: a group is made by its first item. */
  private touch(key: string): GroupBytes | undefined {
    const group = this.groups.get(key);
    if (group) {
      this.groups.delete(key);
      this.groups.set(key, group);
    }
    return group;
  }

  /** Holds the item (serialized, if not held yet) and leaves its place in `found`; returns the group, made if need be. */
  private hold(key: string, group: GroupBytes | undefined, id: number, item: (index: number) => unknown, index: number): GroupBytes {
    if (group?.find(id, this.found)) return group;
    group ??= this.addGroup(key);
    group.add(id, JSON.stringify(item(index)), this.found);
    this.size += this.found.length;
    if (this.size > this.maxBytes) this.evict(group);
    return group;
  }

  /** Bytes held (items and group keys), for tests of the budget. */
  get heldBytes(): number {
    return this.size;
  }

  /** Groups held, for tests of their cap. */
  get groupCount(): number {
    return this.groups.size;
  }

  private addGroup(key: string): GroupBytes {
    const group = new GroupBytes();
    this.groups.set(key, group);
    this.size += UTF8.encode(key).length;
    if (this.groups.size > this.maxGroups) this.drop(this.groups.keys().next().value!);
    return group;
  }

  private drop(key: string): void {
    this.size -= this.groups.get(key)!.heldBytes + UTF8.encode(key).length;
    this.groups.delete(key);
  }

  private evict(inUse: GroupBytes): void {
    for (const [key, items] of this.groups) {
      if (this.size <= this.maxBytes || items === inUse) break;
      this.drop(key);
    }
    while (this.size > this.maxBytes && inUse.size > 0) this.size -= inUse.dropOldest();
  }
}
