/**
 * Up to this many strings a native `Set` holds them: a small set is cheaper there (the default 500
 * releases' slugs took ~2 ms through the table's hash, run cold, against ~0.2 ms), and moving
 * them into the table makes its hash hot.
 */
const TABLE_FROM = 10_000;
/** The table's slots when it starts: a power of two (the table's mask) over twice `TABLE_FROM` (at most half full). */
const INITIAL_SLOTS = 32_768;

/** FNV-1a over the UTF-16 code units, then murmur3's finaliser so that the low bits (the slot) mix well. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/**
 * A set of strings that only grows, for the million slugs of a large dataset: open addressing over
 * a typed array, each slot a string's hash and its place in a list, side by side (one cache line
 * read per probe, where two arrays cost two: the table is 16 MB at a million strings, so nearly
 * every lookup misses the cache). A `Set` of a million strings cost ~10% of generating them (each
 * lookup follows its bucket to an entry and the entry to the string, three reads scattered over
 * memory, and the table is a million pointers for the garbage collector to trace); here a lookup
 * reads one slot and compares strings only when the hashes agree, and growing rehashes from the
 * stored hashes without reading a string.
 */
export class StringSet {
  /** The strings while they are few; null once the table holds them. */
  private small: Set<string> | null = new Set();
  /** Slot `s` is `[2s]`, its string's hash, and `[2s + 1]`, the string's place in `strings` plus one (0: empty). */
  private slots = new Int32Array(0);
  private readonly strings: string[] = [];

  get size(): number {
    return this.small ? this.small.size : this.strings.length;
  }

  /** Adds the string: true when it was not in the set. */
  add(text: string): boolean {
    if (this.small) {
      const before = this.small.size;
      if (this.small.add(text).size === before) return false;
      if (this.small.size >= TABLE_FROM) this.moveToTable(this.small);
      return true;
    }
    return this.addToTable(text);
  }

  private moveToTable(small: Set<string>): void {
    this.small = null;
    this.slots = new Int32Array(2 * INITIAL_SLOTS);
    for (const text of small) this.addToTable(text);
  }

  private addToTable(text: string): boolean {
    const hash = hashOf(text);
    const { slots } = this;
    const mask = slots.length / 2 - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const place = slots[2 * slot + 1];
      if (place === 0) {
        slots[2 * slot] = hash;
        slots[2 * slot + 1] = this.strings.push(text);
        // At most half full, so that a probe ends soon.
        if (this.strings.length * 4 > slots.length) this.grow();
        return true;
      }
      if (slots[2 * slot] === hash && this.strings[place - 1] === text) return false;
    }
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = slots.length / 2 - 1;
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] === 0) continue;
      let slot = old[at] & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = old[at];
      slots[2 * slot + 1] = old[at + 1];
    }
    this.slots = slots;
  }
}
