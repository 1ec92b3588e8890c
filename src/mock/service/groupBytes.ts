// One group's serialized items held in growing chunks, each item followed by its comma.
import { ItemPlaces, type Place } from './itemPlaces';

/** Plain Uint8Array bytes, not Node's Buffer: the core runs in browsers too. */
const UTF8 = new TextEncoder();
const COMMA = ','.charCodeAt(0);
/**
 * A group's first chunk; each next one is twice the last up to LARGEST_CHUNK (or as large as the item
 * that starts it), so that a group of few items keeps little room unused, and none more than 1 MB.
 */
const FIRST_CHUNK = 4 * 1024;
const LARGEST_CHUNK = 1024 * 1024;
/** UTF-8 writes at most 3 bytes per UTF-16 code unit; and the comma after. */
const mostBytesOf = (json: string) => 3 * json.length + 1;

/** Where an item's bytes are, as `GroupBytes.find` and `add` leave it: `chunk[offset]`, `length` bytes, then a comma. */
export interface Found {
  chunk: Uint8Array;
  offset: number;
  length: number;
}

/** `findAll`'s ids and entries, kept between pages (one page at a time, each sized for the largest yet). */
let ids = new Float64Array(0);
let entries = new Int32Array(0);
const place: Found = { chunk: new Uint8Array(0), offset: 0, length: 0 };

/**
 * One group's items as UTF-8 JSON, appended to chunks (arenas) in the order they come, each followed
 * by a comma, and found by release id in an `ItemPlaces` table. Items added one after another (a
 * page's, when first served) stay side by side, commas included: the page served again copies them
 * as one run. Bytes once written are never written over, so a place found stays valid after its
 * item, or its whole chunk, is dropped.
 *
 * Tens of thousands of items each in its own Uint8Array cost a page dependent cache misses per
 * item, and the garbage collector a backing store each to walk; a group here is a few chunks.
 */
export class GroupBytes {
  private readonly places = new ItemPlaces();
  /** Chunk number `n` is `chunks[n - dropped]`: the oldest items' chunks go as those items do. */
  private readonly chunks: Uint8Array[] = [];
  private dropped = 0;
  /** Bytes written in the last chunk. */
  private written = 0;
  /** The items' bytes held (their commas not counted). */
  heldBytes = 0;

  /** Items held. */
  get size(): number {
    return this.places.size;
  }

  /** Whether the item with this id is held; if so, its place is left in `found`. */
  find(id: number, found: Found): boolean {
    const entry = this.places.find(id);
    if (entry >= 0) this.placeOf(entry, found);
    return entry >= 0;
  }

  /**
   * Whether all these releases' items are held; if so, `found(place)` is called with each one's in
   * turn. Their ids are read first, then their entries (`ItemPlaces.findAll`): loads of different
   * items that the processor can overlap.
   */
  findAll(releases: readonly { id: number }[], found: (place: Found) => void): boolean {
    const count = releases.length;
    if (ids.length < count) {
      ids = new Float64Array(count);
      entries = new Int32Array(count);
    }
    for (let i = 0; i < count; i++) ids[i] = releases[i].id;
    if (!this.places.findAll(ids, count, entries)) return false;
    for (let i = 0; i < count; i++) {
      this.placeOf(entries[i], place);
      found(place);
    }
    return true;
  }

  /** Holds `json`'s UTF-8 as the item with this id, not held yet, right after the last item if it fits; its place is left in `found`. */
  add(id: number, json: string, found: Found): void {
    let chunk = this.chunks[this.chunks.length - 1];
    let written = chunk ? this.encode(json, chunk, this.written) : -1;
    if (written < 0) {
      const size = chunk ? Math.min(2 * chunk.length, LARGEST_CHUNK) : FIRST_CHUNK;
      chunk = new Uint8Array(Math.max(size, mostBytesOf(json)));
      this.chunks.push(chunk);
      this.written = 0;
      written = this.encode(json, chunk, 0);
    }
    const place: Place = { chunk: this.dropped + this.chunks.length - 1, offset: this.written, length: written };
    this.places.add(id, place);
    found.chunk = chunk;
    found.offset = place.offset;
    found.length = written;
    this.written += written + 1;
    this.heldBytes += written;
  }

  /** Drops the oldest item, and the chunks before its own (all their items dropped already); returns its length. */
  dropOldest(): number {
    const oldest = this.places.oldest;
    const chunk = this.places.chunkAt(oldest);
    const length = this.places.lengthAt(oldest);
    this.places.deleteOldest();
    this.heldBytes -= length;
    this.chunks.splice(0, chunk - this.dropped);
    this.dropped = chunk;
    return length;
  }

  private placeOf(entry: number, found: Found): void {
    found.chunk = this.chunks[this.places.chunkAt(entry) - this.dropped];
    found.offset = this.places.offsetAt(entry);
    found.length = this.places.lengthAt(entry);
  }

  /** Writes `json` and a comma at `at` in `chunk`: the bytes written before the comma, or -1 if they do not fit (what was written is then never referred to). */
  private encode(json: string, chunk: Uint8Array, at: number): number {
    const { read, written } = UTF8.encodeInto(json, chunk.subarray(at, chunk.length - 1));
    if (read < json.length) return -1;
    chunk[at + written] = COMMA;
    return written;
  }
}
