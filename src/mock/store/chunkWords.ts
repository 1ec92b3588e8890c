/**
 * Whether a UTF-16 code unit is one the index splits texts at: JavaScript's `\s` and the hyphen,
 * the characters the encoder splits words at too, which no folding turns into a letter or digit.
 */
export function isChunkSeparator(code: number): boolean {
  if (code > 45 && code < 0xa0) return false;
  return (
    code === 32 ||
    code === 45 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Whether `text` holds `chunk` at `start`: a loop, as `startsWith` took twice as long here. */
function sameUnits(chunk: string, text: string, start: number): boolean {
  for (let k = 0; k < chunk.length; k++) if (chunk.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/** FNV-1a over code units: a chunk's hash, taken while its end is looked for. */
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/** Chunks whose words are kept: the words of titles and slugs (a few tens of thousands at 1M releases). */
const MAX_KEPT_CHUNKS = 200_000;
const FIRST_SLOTS = 1 << 10;

/**
 * The words of texts, a chunk (a run between separators) at a time, as ids: each distinct chunk
 * encoded once, and found again by its hash and its code units in the text, so that a text's
 * chunks are neither cut out as strings nor hashed by a `Map`. Texts share most of their chunks
 * (company names, release kinds, quarters): at a million releases, splitting each text and looking
 * its chunks up in a `Map` of strings took ~60% of indexing the texts.
 */
export class ChunkWords {
  /** Open addressing, linear probing: an entry's index + 1, 0 for an empty slot; at most half full (so `hashes` has room). */
  private slots = new Int32Array(FIRST_SLOTS);
  /** Each entry's hash, to compare before the code units and to place it again when the slots grow. */
  private hashes = new Int32Array(FIRST_SLOTS);
  private readonly chunks: string[] = [];
  private readonly ids: (readonly number[])[] = [];

  /**
   * @param encode a chunk's words, as the index folds them
   * @param idOf a word's id (made on first use)
   * @param maxKept chunks kept at most; others are encoded each time they come
   */
  constructor(
    private readonly encode: (chunk: string) => string[],
    private readonly idOf: (word: string) => number,
    private readonly maxKept = MAX_KEPT_CHUNKS,
  ) {}

  /** Visits the ids of the words of `text` from `start` to `end`, in order, repeats included. */
  each(text: string, visit: (wordId: number) => void, start = 0, end = text.length): void {
    let at = start;
    while (at < end) {
      if (isChunkSeparator(text.charCodeAt(at))) {
        at++;
        continue;
      }
      const chunkStart = at;
      let hash = FNV_OFFSET;
      for (; at < end; at++) {
        const code = text.charCodeAt(at);
        if (isChunkSeparator(code)) break;
        hash = Math.imul(hash ^ code, FNV_PRIME);
      }
      const ids = this.idsOf(text, chunkStart, at, hash);
      for (let k = 0; k < ids.length; k++) visit(ids[k]);
    }
  }

  private idsOf(text: string, start: number, end: number, hash: number): readonly number[] {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] - 1;
      if (entry < 0) return this.encoded(text.slice(start, end), hash, slot);
      const chunk = this.chunks[entry];
      if (this.hashes[entry] === hash && chunk.length === end - start && sameUnits(chunk, text, start)) return this.ids[entry];
    }
  }

  /** A chunk met for the first time: encoded, and kept (in `slot`) while there is room. */
  private encoded(chunk: string, hash: number, slot: number): readonly number[] {
    const ids = this.encode(chunk).map(this.idOf);
    if (this.chunks.length >= this.maxKept) return ids;
    this.hashes[this.chunks.length] = hash;
    this.slots[slot] = this.chunks.push(chunk);
    this.ids.push(ids);
    if (this.chunks.length * 2 > this.slots.length) this.grow();
    return ids;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.chunks.length; entry++) {
      let slot = this.hashes[entry] & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    const hashes = new Int32Array(slots.length);
    hashes.set(this.hashes);
    this.slots = slots;
    this.hashes = hashes;
  }
}
