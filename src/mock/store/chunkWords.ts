// The words of texts encoded a chunk at a time, repeated chunks looked up instead of encoded again.
import { FNV_OFFSET, fnvStep, HashSlots, mixed } from './hashSlots';

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

/** Whether `text` holds `chunk` at `start`: a loop, as `startsWith` is slower here. */
function sameUnits(chunk: string, text: string, start: number): boolean {
  for (let k = 0; k < chunk.length; k++) if (chunk.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/** Chunks whose words are kept: the words of titles and slugs (a few tens of thousands at 1M releases). */
const MAX_KEPT_CHUNKS = 200_000;
const FIRST_SLOTS = 1 << 10;

/**
 * The words of texts, a chunk (a run between separators) at a time, as ids: each distinct chunk
 * encoded once, and found again by its hash and its code units in the text, so that a text's
 * chunks are neither cut out as strings nor hashed by a `Map`. Texts share most of their chunks
 * (company names, release kinds, quarters): at a million releases, splitting each text and looking
 * its chunks up in a `Map` of strings would be most of indexing the texts.
 */
export class ChunkWords {
  /** Each kept chunk's place in `chunks` and `ids`, by its hash. */
  private readonly slots = new HashSlots(FIRST_SLOTS);
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
        hash = fnvStep(hash, code);
      }
      const ids = this.idsOf(text, chunkStart, at, mixed(hash));
      for (let k = 0; k < ids.length; k++) visit(ids[k]);
    }
  }

  private idsOf(text: string, start: number, end: number, hash: number): readonly number[] {
    const { slots } = this;
    for (let slot = slots.first(hash); ; slot = slots.next(slot)) {
      const place = slots.placeAt(slot);
      if (place < 0) return this.encoded(text.slice(start, end), hash, slot);
      const chunk = this.chunks[place];
      if (slots.hashAt(slot) === hash && chunk.length === end - start && sameUnits(chunk, text, start)) return this.ids[place];
    }
  }

  /** A chunk met for the first time: encoded, and kept (in `slot`) while there is room. */
  private encoded(chunk: string, hash: number, slot: number): readonly number[] {
    const ids = this.encode(chunk).map(this.idOf);
    if (this.chunks.length >= this.maxKept) return ids;
    this.slots.fill(slot, hash, this.chunks.push(chunk) - 1);
    this.ids.push(ids);
    return ids;
  }
}
