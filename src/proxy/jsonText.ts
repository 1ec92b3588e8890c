// The text the checks parse, from an answer's bytes: a UTF-8 body decoded the way that costs least
// to decode and to parse. V8 turns bytes with any non-ASCII character into a two-byte string, at
// about a third of JSON.parse's speed, and JSON.parse of it is slower too: on a 200-item page with a
// few dozen accented titles, decoding cost as much as parsing. Here the ASCII runs are copied as
// they are and each non-ASCII character is written as its JSON escape (`é` as `\u00e9`), so the
// text stays one byte a character and parses to the same value.
import { isAscii, isUtf8 } from 'node:buffer';

/** Bytes checked for ASCII at once: most blocks of a listing hold no accented character. */
const BLOCK = 1024;
const BACKSLASH = 0x5c;

const escape = (unit: number) => `\\u${unit.toString(16).padStart(4, '0')}`;

/** The code point of the valid UTF-8 sequence at `at`, and its length in bytes. */
function codePointAt(bytes: Buffer, at: number): [number, number] {
  const lead = bytes[at];
  if (lead >= 0xf0) return [((lead & 0x07) << 18) | ((bytes[at + 1] & 0x3f) << 12) | ((bytes[at + 2] & 0x3f) << 6) | (bytes[at + 3] & 0x3f), 4];
  if (lead >= 0xe0) return [((lead & 0x0f) << 12) | ((bytes[at + 1] & 0x3f) << 6) | (bytes[at + 2] & 0x3f), 3];
  return [((lead & 0x1f) << 6) | (bytes[at + 1] & 0x3f), 2];
}

/** `bytes[start, end)` with each non-ASCII character escaped; undefined where one follows a backslash. */
function escapedRange(bytes: Buffer, start: number, end: number): string | undefined {
  let text = '';
  let run = start;
  for (let at = start; at < end;) {
    if (bytes[at] < 0x80) {
      at++;
      continue;
    }
    // After a backslash the escape would make a different (valid) text of an invalid one: `"\é"`.
    if (at > 0 && bytes[at - 1] === BACKSLASH) return undefined;
    const [point, length] = codePointAt(bytes, at);
    const units = point > 0xffff ? escape(0xd800 + ((point - 0x10000) >> 10)) + escape(0xdc00 + ((point - 0x10000) & 0x3ff)) : escape(point);
    text += bytes.toString('latin1', run, at) + units;
    at += length;
    run = at;
  }
  return text + bytes.toString('latin1', run, end);
}

/** Escaped block by block; undefined where an escape would not be faithful. */
function escapedText(bytes: Buffer): string | undefined {
  let text = '';
  for (let start = 0; start < bytes.length;) {
    let end = Math.min(start + BLOCK, bytes.length);
    // A block ends before a character's first byte, never inside it.
    while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end--;
    const part = isAscii(bytes.subarray(start, end)) ? bytes.toString('latin1', start, end) : escapedRange(bytes, start, end);
    if (part === undefined) return undefined;
    text += part;
    start = end;
  }
  return text;
}

/**
 * A text that JSON.parse reads as it reads `bytes.toString('utf8')`: the same value, or an error
 * where that text is not JSON; empty exactly when the bytes are. Bytes that are not valid UTF-8
 * are decoded as they are (invalid sequences become U+FFFD, as a client reads them).
 */
export function jsonText(bytes: Buffer): string {
  if (isAscii(bytes)) return bytes.toString('latin1', 0, bytes.length);
  return (isUtf8(bytes) && escapedText(bytes)) || bytes.toString('utf8');
}
