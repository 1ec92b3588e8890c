// The length of a JSON page's `items` read from its text, without parsing it: parsed, a page of
// small items costs tens of times its bytes, so a page past the items bound is refused before that.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** A key's name as JSON.parse reads it (`"\u0069tems"` is `items`), or '' when it does not parse. */
function keyName(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return '';
  }
}

/**
 * How many elements the `items` array of the top-level object in `text` holds (the longest, when
 * the key is repeated), counting no further than `max + 1`; 0 when there is none. Text that is not
 * JSON gives a count of no meaning (the parse that follows says what it is).
 */
export function itemCount(text: string, max: number): number {
  let depth = 0;
  let key = '';
  let expectingKey = false;
  let inItems = false;
  let count = 0;
  let longest = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (isSpace(code)) continue;
    // An element starts with its first character after `[` or a comma.
    if (inItems && depth === 2 && count === 0 && code !== CLOSE_BRACKET) count = 1;
    if (code === QUOTE) {
      const start = at;
      // To the closing quote, past escaped characters.
      for (at++; at < text.length && text.charCodeAt(at) !== QUOTE; at++) if (text.charCodeAt(at) === BACKSLASH) at++;
      if (depth === 1 && expectingKey) {
        key = keyName(text.slice(start, at + 1));
        expectingKey = false;
      }
      continue;
    }
    switch (code) {
      case OPEN_BRACE:
      case OPEN_BRACKET:
        depth++;
        if (depth === 1) expectingKey = code === OPEN_BRACE;
        if (depth === 2 && code === OPEN_BRACKET && key === 'items') [inItems, count] = [true, 0];
        break;
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        if (inItems && depth === 2) [inItems, longest] = [false, Math.max(longest, count)];
        depth--;
        break;
      case COMMA:
        if (depth === 1) [expectingKey, key] = [true, ''];
        else if (inItems && depth === 2 && ++count > max) return count;
        break;
    }
  }
  return Math.max(longest, inItems ? count : 0);
}
