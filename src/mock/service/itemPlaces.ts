/** Fields of an entry, side by side in one Float64Array. */
const ID = 0;
/** The next entry of the same bucket (an older one), or -1. */
const NEXT = 1;
const CHUNK = 2;
const OFFSET = 3;
const LENGTH = 4;
const FIELDS = 5;
const FIRST_ENTRIES = 16;
const TWO_32 = 2 ** 32;

/** Where an item's bytes are: the number of the chunk that holds them, their offset in it and their length. */
export interface Place {
  chunk: number;
  offset: number;
  length: number;
}

/**
 * Release ids (safe positive integers) and where each item's bytes are, first in first out: a hash
 * table laid out as V8 lays out a Map (buckets holding the newest entry of each chain, entries in
 * the order they came), with each place inline in its entry. Items a page added together sit side
 * by side, so the page served again reads a few cache lines of entries; an open-addressing table,
 * whose slots are spread at random, costs a cache miss per item and is no faster than a Map of
 * id → Uint8Array (which costs the Uint8Array and its backing store besides).
 *
 * Only the oldest entry is ever deleted (the cache drops a group's oldest items first), so the live
 * entries are always `[first, count)`: the dead head is cut off when it is most of the array.
 */
export class ItemPlaces {
  private entries = new Float64Array(FIRST_ENTRIES * FIELDS);
  /** Bucket `b` holds the newest entry whose id hashes to `b`, or -1: half as many buckets as entries fit, as in V8's Map. */
  private buckets = new Int32Array(FIRST_ENTRIES / 2).fill(-1);
  private first = 0;
  private count = 0;

  /** Items held. */
  get size(): number {
    return this.count - this.first;
  }

  /** The entry holding `id`, or -1. Its place is then `chunkAt`, `offsetAt` and `lengthAt` it. */
  find(id: number): number {
    const entries = this.entries;
    let entry = this.buckets[this.bucketOf(id)];
    while (entry >= 0 && entries[entry * FIELDS + ID] !== id) entry = entries[entry * FIELDS + NEXT];
    return entry;
  }

  /**
   * Finds the entry of each of `ids[0, count)` into `found` (-1 for an id not held), and says whether
   * all are held: every bucket first, then every chain, so that the cache misses of different items
   * overlap where one item at a time waits for each of its own in turn.
   */
  findAll(ids: Float64Array, count: number, found: Int32Array): boolean {
    const entries = this.entries;
    for (let i = 0; i < count; i++) found[i] = this.buckets[this.bucketOf(ids[i])];
    let all = true;
    for (let i = 0; i < count; i++) {
      let entry = found[i];
      while (entry >= 0 && entries[entry * FIELDS + ID] !== ids[i]) entry = entries[entry * FIELDS + NEXT];
      found[i] = entry;
      all &&= entry >= 0;
    }
    return all;
  }

  /** The oldest entry; the table must hold one. */
  get oldest(): number {
    return this.first;
  }

  chunkAt(entry: number): number {
    return this.entries[entry * FIELDS + CHUNK];
  }

  offsetAt(entry: number): number {
    return this.entries[entry * FIELDS + OFFSET];
  }

  lengthAt(entry: number): number {
    return this.entries[entry * FIELDS + LENGTH];
  }

  /** Holds the place of `id`, which the table does not hold yet, as the newest entry. */
  add(id: number, { chunk, offset, length }: Place): void {
    if ((this.count + 1) * FIELDS > this.entries.length) this.makeRoom();
    const entry = this.count++;
    const at = entry * FIELDS;
    const bucket = this.bucketOf(id);
    this.entries[at + ID] = id;
    this.entries[at + NEXT] = this.buckets[bucket];
    this.entries[at + CHUNK] = chunk;
    this.entries[at + OFFSET] = offset;
    this.entries[at + LENGTH] = length;
    this.buckets[bucket] = entry;
  }

  /** Forgets the oldest entry: the last of its bucket's chain, newer entries being put first. */
  deleteOldest(): void {
    const oldest = this.first++;
    const bucket = this.bucketOf(this.entries[oldest * FIELDS + ID]);
    let entry = this.buckets[bucket];
    if (entry === oldest) {
      this.buckets[bucket] = -1;
      return;
    }
    while (this.entries[entry * FIELDS + NEXT] !== oldest) entry = this.entries[entry * FIELDS + NEXT];
    this.entries[entry * FIELDS + NEXT] = -1;
  }

  /** Both halves of a safe integer mixed (murmur3's finaliser), masked to a bucket. */
  private bucketOf(id: number): number {
    let hash = (id | 0) ^ ((id / TWO_32) | 0);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    return (hash ^ (hash >>> 16)) & (this.buckets.length - 1);
  }

  /** Cuts off the dead head when it is at least half the entries, else doubles them; the buckets are then made again. */
  private makeRoom(): void {
    const live = this.entries.subarray(this.first * FIELDS, this.count * FIELDS);
    const capacity = this.entries.length / FIELDS;
    if (this.first * 2 < capacity) {
      this.entries = new Float64Array(2 * capacity * FIELDS);
      this.buckets = new Int32Array(capacity);
    }
    this.entries.set(live);
    this.count -= this.first;
    this.first = 0;
    this.buckets.fill(-1);
    for (let entry = 0; entry < this.count; entry++) {
      const bucket = this.bucketOf(this.entries[entry * FIELDS + ID]);
      this.entries[entry * FIELDS + NEXT] = this.buckets[bucket];
      this.buckets[bucket] = entry;
    }
  }
}
