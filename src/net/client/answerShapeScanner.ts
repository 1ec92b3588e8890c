// What a JSON answer would cost once parsed, read from its bytes as they stream in, without parsing
// them: the length of a page's `items`, the JSON values it holds and how deep they nest. Parsed,
// JSON small as text can be large (`{}` is two bytes of text and tens in a heap), so an answer
// past a bound is refused before that, and before the rest of it is read.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const SPACE = 0x20;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const TAB = 0x09;
/** The longest a key naming `items` can be between its quotes: every letter escaped as `\u00XX`. */
const MAX_ITEMS_KEY_BYTES = '\\u0069'.length * 'items'.length;

/** What the scan stops past: a count one past its bound says the bound was passed. */
export interface ShapeBounds {
  maxItems: number;
  maxValues: number;
  maxDepth: number;
}

/**
 * `items`: elements of the `items` array of the top-level object (the longest, when the key is
 * repeated; 0 when there is none); `values`: objects, arrays, strings, numbers, booleans and nulls,
 * member names not counted; `depth`: the deepest nesting of objects and arrays.
 */
export interface AnswerShape {
  items: number;
  values: number;
  depth: number;
}

/** A key's name as JSON.parse reads it (`"\u0069tems"` is `items`), or '' when it does not parse. */
function keyName(between: Buffer): string {
  try {
    return JSON.parse(`"${between.toString('utf8')}"`) as string;
  } catch {
    return '';
  }
}

/**
 * The shape of the JSON in the bytes fed to it, chunk by chunk, split anywhere (in a string, an
 * escape, a character of several bytes, a number): the counts are those of the whole, read once.
 * The scan stops as soon as one count passes its bound (`feed` says so); what is fed after is not read.
 * Bytes that are not JSON give counts of no meaning (the parse that follows says what they are).
 * UTF-8 needs no decoding here: every byte of a character of several bytes is 0x80 or more, never
 * a quote, a backslash or a bracket.
 */
export class AnswerShapeScanner {
  private depth = 0;
  private deepest = 0;
  private values = 0;
  /** Whether the container at each depth is an object, in which a string after `{` or a comma is a member's name. */
  private readonly inObject: boolean[] = [];
  private expectingKey = false;
  /** The last byte that was not space, a string's content aside: a number or literal starts after `[`, `,` or `:`, or first. */
  private previous = -1;
  /** Within a string, and whether its next byte is escaped (a backslash ended the last chunk). */
  private inString = false;
  private escaped = false;
  /** The bytes of a top-level member's name so far, and how many, while one is read (null otherwise). */
  private keyBytes: Buffer[] | null = null;
  private keyLength = 0;
  private key = '';
  private inItems = false;
  private count = 0;
  private longest = 0;
  /** A count passed its bound: the scan has stopped. */
  private passed = false;

  constructor(private readonly bounds: ShapeBounds) {}

  get shape(): AnswerShape {
    return { items: Math.max(this.longest, this.inItems ? this.count : 0), values: this.values, depth: this.deepest };
  }

  /** Reads the next bytes of the answer; returns whether a bound was passed (then the rest need not be read). */
  feed(chunk: Uint8Array): boolean {
    if (this.passed || chunk.length === 0) return this.passed;
    const end = chunk.length;
    let at = 0;
    if (this.inString) at = this.stringFrom(chunk, 0);
    // The state the loop touches on every byte, held in locals and written back once.
    let { depth, values, previous, expectingKey, inItems, count } = this;
    const { maxItems, maxValues, maxDepth } = this.bounds;
    for (; at < end; at++) {
      const code = chunk[at];
      if (code === SPACE || code === LINE_FEED || code === CARRIAGE_RETURN || code === TAB) continue;
      // An element starts with its first byte after `[` or a comma.
      if (inItems && depth === 2 && count === 0 && code !== CLOSE_BRACKET) count = 1;
      const starts = previous === -1 || previous === OPEN_BRACKET || previous === COMMA || previous === COLON;
      previous = code;
      if (code === QUOTE) {
        if (expectingKey) {
          expectingKey = false;
          this.keyBytes = depth === 1 ? [] : null;
          this.keyLength = 0;
        } else {
          this.keyBytes = null;
          if (++values > maxValues) break;
        }
        this.inString = true;
        at = this.stringFrom(chunk, at + 1) - 1;
        continue;
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        depth++;
        if (depth > this.deepest) this.deepest = depth;
        if (++values > maxValues || depth > maxDepth) break;
        this.inObject[depth] = code === OPEN_BRACE;
        expectingKey = code === OPEN_BRACE;
        if (depth === 2 && code === OPEN_BRACKET && this.key === 'items') [inItems, count] = [true, 0];
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (inItems && depth === 2) {
          inItems = false;
          if (count > this.longest) this.longest = count;
        }
        depth--;
        expectingKey = false;
      } else if (code === COMMA) {
        expectingKey = this.inObject[depth] === true;
        if (depth === 1) this.key = '';
        else if (inItems && depth === 2 && ++count > maxItems) break;
      } else if (code !== COLON && starts && ++values > maxValues) {
        // A number, `true`, `false` or `null`, counted at its first byte.
        break;
      }
    }
    this.passed = at < end;
    Object.assign(this, { depth, values, previous, expectingKey, inItems, count });
    return this.passed;
  }

  /**
   * Reads a string's content from `from` to its closing quote; returns the index past that quote,
   * or the chunk's length when the string goes on into the next chunk. A quote closes the string
   * when the run of backslashes before it is even (`\\"` closes, `\"` does not).
   */
  private stringFrom(chunk: Uint8Array, from: number): number {
    let start = from;
    if (this.escaped) {
      this.escaped = false;
      start = Math.min(from + 1, chunk.length);
    }
    let searchFrom = start;
    for (;;) {
      const quote = chunk.indexOf(QUOTE, searchFrom);
      const stop = quote === -1 ? chunk.length : quote;
      let run = 0;
      while (stop - run - 1 >= searchFrom && chunk[stop - run - 1] === BACKSLASH) run++;
      if (quote === -1) {
        this.escaped = run % 2 === 1;
        this.takeKey(chunk, from, chunk.length);
        return chunk.length;
      }
      if (run % 2 === 0) {
        this.inString = false;
        this.takeKey(chunk, from, quote);
        this.endKey();
        return quote + 1;
      }
      searchFrom = quote + 1;
    }
  }

  /** Keeps the bytes `from`–`to` of a top-level member's name, as far as they could still spell `items`. */
  private takeKey(chunk: Uint8Array, from: number, to: number): void {
    if (this.keyBytes === null) return;
    this.keyLength += to - from;
    if (this.keyLength <= MAX_ITEMS_KEY_BYTES) this.keyBytes.push(Buffer.from(chunk.subarray(from, to)));
  }

  /** A top-level member's name has been read whole: it is the key whose value comes next. */
  private endKey(): void {
    if (this.keyBytes === null) return;
    this.key = this.keyLength > MAX_ITEMS_KEY_BYTES ? '' : keyName(Buffer.concat(this.keyBytes));
    this.keyBytes = null;
  }
}
