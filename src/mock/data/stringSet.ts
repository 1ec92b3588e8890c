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
 * typed arrays, each slot holding a string's hash and its place in a list. A `Set` of a million
 * strings cost ~10% of generating them (each lookup follows its bucket to an entry and the entry to
 * the string, three reads scattered over memory, and the table is a million pointers for the
 * garbage collector to trace); here a lookup reads one slot and compares strings only when the
 * hashes agree, and growing rehashes from the stored hashes without reading a string.
 */
export class StringSet {
  /** The strings while they are few; null once the table holds them. */
  private small: Set<string> | null = new Set();
  private hashes = new Int32Array(0);
  /** Each slot's string's place in `strings` plus one; 0 for an empty slot. */
  private places = new Int32Array(0);
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
    this.hashes = new Int32Array(INITIAL_SLOTS);
    this.places = new Int32Array(INITIAL_SLOTS);
    for (const text of small) this.addToTable(text);
  }

  private addToTable(text: string): boolean {
    const hash = hashOf(text);
    const mask = this.places.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const place = this.places[slot];
      if (place === 0) {
        this.places[slot] = this.strings.push(text);
        this.hashes[slot] = hash;
        // At most half full, so that a probe ends soon.
        if (this.strings.length * 2 > this.places.length) this.grow();
        return true;
      }
      if (this.hashes[slot] === hash && this.strings[place - 1] === text) return false;
    }
  }

  private grow(): void {
    const { hashes, places } = this;
    this.hashes = new Int32Array(hashes.length * 2);
    this.places = new Int32Array(places.length * 2);
    const mask = this.places.length - 1;
    for (let old = 0; old < places.length; old++) {
      if (places[old] === 0) continue;
      let slot = hashes[old] & mask;
      while (this.places[slot] !== 0) slot = (slot + 1) & mask;
      this.places[slot] = places[old];
      this.hashes[slot] = hashes[old];
    }
  }
}
