/** FNV-1a's start and one step over a UTF-16 code unit: a key's hash, taken by its caller as it reads the key. */
export const FNV_OFFSET = 0x811c9dc5 | 0;
export const fnvStep = (hash: number, code: number): number => Math.imul(hash ^ code, 0x01000193);

/** murmur3's finaliser, so that the low bits (the first slot) mix well whatever the key's last units. */
export function mixed(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/**
 * The slots of an open-addressing hash table over a typed array, for tables of up to millions of
 * keys (the slugs' set, the index's chunks): linear probing, at most half full, each slot a key's
 * hash and its place (the caller's list index) side by side, so that a probe reads one cache line
 * where two arrays cost two. Growing rehashes from the stored hashes without reading a key.
 *
 * The caller keeps the keys and compares them in its own probe loop (`first`, `next`, `placeAt`,
 * `hashAt`, then `fill` on an empty slot): a comparison passed as a callback cost the hot loops.
 */
export class HashSlots {
  /** Slot `s` is `[2s]`, its key's hash, and `[2s + 1]`, the key's place plus one (0: empty). */
  private slots: Int32Array;
  private mask: number;
  private filled = 0;

  /** @param firstSlots the slots to start with: a power of two */
  constructor(firstSlots: number) {
    this.slots = new Int32Array(2 * firstSlots);
    this.mask = firstSlots - 1;
  }

  /** The first slot to probe for `hash`. */
  first(hash: number): number {
    return hash & this.mask;
  }

  /** The slot probed after `slot`. */
  next(slot: number): number {
    return (slot + 1) & this.mask;
  }

  /** The place of the key in `slot`, or -1 when the slot is empty (the key sought is not in the table). */
  placeAt(slot: number): number {
    return this.slots[2 * slot + 1] - 1;
  }

  hashAt(slot: number): number {
    return this.slots[2 * slot];
  }

  /** Puts a key's hash and place in `slot`, an empty one that its probe reached; grows the table past half full. */
  fill(slot: number, hash: number, place: number): void {
    this.slots[2 * slot] = hash;
    this.slots[2 * slot + 1] = place + 1;
    if (++this.filled * 2 > this.mask + 1) this.grow();
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] === 0) continue;
      let slot = old[at] & this.mask;
      while (this.slots[2 * slot + 1] !== 0) slot = (slot + 1) & this.mask;
      this.slots[2 * slot] = old[at];
      this.slots[2 * slot + 1] = old[at + 1];
    }
  }
}
