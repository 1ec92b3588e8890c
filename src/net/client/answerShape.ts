// What a JSON answer would cost once parsed, read from its text without parsing it: the length of
// a page's `items`, the JSON values it holds and how deep they nest. Parsed, JSON small as text
// can be large (`{}` is two bytes of text and tens in a heap), so an answer past a bound is
// refused before that.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
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

/**
 * The shape of the JSON in `text`, read in one pass; the pass stops as soon as one count passes its
 * bound. Text that is not JSON gives counts of no meaning (the parse that follows says what it is).
 */
export function answerShape(text: string, bounds: ShapeBounds): AnswerShape {
  let depth = 0;
  let deepest = 0;
  let values = 0;
  // Whether the container at each depth is an object, in which a string after `{` or a comma is a member's name.
  const inObject: boolean[] = [];
  let expectingKey = false;
  // The last character that was not space: a number or literal starts after `[`, `,` or `:`, or first.
  let previous = -1;
  let key = '';
  let inItems = false;
  let count = 0;
  let longest = 0;
  const shape = () => ({ items: Math.max(longest, inItems ? count : 0), values, depth: deepest });
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (isSpace(code)) continue;
    // An element starts with its first character after `[` or a comma.
    if (inItems && depth === 2 && count === 0 && code !== CLOSE_BRACKET) count = 1;
    const starts = previous === -1 || previous === OPEN_BRACKET || previous === COMMA || previous === COLON;
    previous = code;
    if (code === QUOTE) {
      const start = at;
      // To the closing quote, past escaped characters.
      for (at++; at < text.length && text.charCodeAt(at) !== QUOTE; at++) if (text.charCodeAt(at) === BACKSLASH) at++;
      if (expectingKey) {
        if (depth === 1) key = keyName(text.slice(start, at + 1));
        expectingKey = false;
      } else if (++values > bounds.maxValues) return shape();
      continue;
    }
    switch (code) {
      case OPEN_BRACE:
      case OPEN_BRACKET:
        depth++;
        deepest = Math.max(deepest, depth);
        if (++values > bounds.maxValues || depth > bounds.maxDepth) return shape();
        inObject[depth] = code === OPEN_BRACE;
        expectingKey = code === OPEN_BRACE;
        if (depth === 2 && code === OPEN_BRACKET && key === 'items') [inItems, count] = [true, 0];
        break;
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        if (inItems && depth === 2) [inItems, longest] = [false, Math.max(longest, count)];
        depth--;
        expectingKey = false;
        break;
      case COMMA:
        expectingKey = inObject[depth] === true;
        if (depth === 1) key = '';
        else if (inItems && depth === 2 && ++count > bounds.maxItems) return shape();
        break;
      case COLON:
        break;
      default:
        // A number, `true`, `false` or `null`, counted at its first character.
        if (starts && ++values > bounds.maxValues) return shape();
    }
  }
  return shape();
}
