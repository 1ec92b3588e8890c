// A set of strings that moves from a native `Set` to its own hash table as it grows.
import { FNV_OFFSET, fnvStep, HashSlots, mixed } from '../store/hashSlots';

/**
 * Up to this many strings a native `Set` holds them: a small set is cheaper there (the default
 * dataset's slugs through the table's hash, run cold, cost many times more), and moving them into
 * the table makes its hash hot.
 */
const TABLE_FROM = 10_000;
/** The table's slots when it starts: a power of two (the table's mask) over twice `TABLE_FROM` (at most half full). */
const INITIAL_SLOTS = 32_768;

/** FNV-1a over the UTF-16 code units, mixed. */
function hashOf(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) hash = fnvStep(hash, text.charCodeAt(i));
  return mixed(hash);
}

/**
 * A set of strings that only grows, for the million slugs of a large dataset, in a `HashSlots`
 * table. A `Set` of a million strings is a large share of generating them (each lookup follows its
 * bucket to an entry and the entry to the string, three reads scattered over memory, and the table
 * is a million pointers for the garbage collector to trace); here a lookup reads one slot and
 * compares strings only when the hashes agree.
 */
export class StringSet {
  /** The strings while they are few; null once the table holds them. */
  private small: Set<string> | null = new Set();
  /** Made when the strings move to it: a default dataset's few hundred slugs never need its 256 KB. */
  private slots = new HashSlots(1);
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
    this.slots = new HashSlots(INITIAL_SLOTS);
    for (const text of small) this.addToTable(text);
  }

  private addToTable(text: string): boolean {
    const hash = hashOf(text);
    const { slots } = this;
    for (let slot = slots.first(hash); ; slot = slots.next(slot)) {
      const place = slots.placeAt(slot);
      if (place < 0) {
        slots.fill(slot, hash, this.strings.push(text) - 1);
        return true;
      }
      if (slots.hashAt(slot) === hash && this.strings[place] === text) return false;
    }
  }
}
