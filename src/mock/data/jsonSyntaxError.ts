// Where a text stops being JSON, said without quoting it: JSON.parse's own message quotes the text
// around the fault ("Unexpected token 'r', "root:$6$ab"... is not valid JSON"), which for a file
// given by mistake (`--fixtures /etc/shadow`) is a line of that file, and often gives no position.

const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERAL = /true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * The offset of the first character that cannot continue the text as JSON (its length when the
 * text ends too early). A scan of JSON's grammar with a stack of open brackets, not recursion, so
 * that no depth of nesting overflows; only for a text JSON.parse refused.
 */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const skip = (pattern: RegExp): boolean => {
    pattern.lastIndex = at;
    if (!pattern.test(text)) return false;
    at = pattern.lastIndex;
    return true;
  };
  const char = (expected: string): boolean => {
    if (text[at] !== expected) return false;
    at++;
    return true;
  };
  /** A string from its opening quote; false with `at` on the fault. */
  const string = (): boolean => {
    if (!char('"')) return false;
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\\') {
        if (!skip(ESCAPE)) return false;
      } else if (text.charCodeAt(at) < 0x20) return false;
      else at++;
    }
    return char('"');
  };
  /** An object member's name and colon. */
  const name = (): boolean => {
    skip(WHITESPACE);
    if (!string()) return false;
    skip(WHITESPACE);
    return char(':');
  };

  const closers: string[] = [];
  for (;;) {
    // A value starts here.
    skip(WHITESPACE);
    if (text[at] === '{' || text[at] === '[') {
      const closer = text[at] === '{' ? '}' : ']';
      at++;
      skip(WHITESPACE);
      if (!char(closer)) {
        closers.push(closer);
        if (closer === '}' && !name()) return at;
        continue;
      }
    } else if (text[at] === '"') {
      if (!string()) return at;
    } else if (!skip(NUMBER) && !skip(LITERAL)) return at;
    // A value has ended: a comma, a closing bracket or, at the top, the end of the text must follow.
    for (;;) {
      skip(WHITESPACE);
      const closer = closers.at(-1);
      if (closer === undefined) return at;
      if (char(',')) {
        if (closer === '}' && !name()) return at;
        break;
      }
      if (!char(closer)) return at;
      closers.pop();
    }
  }
}

/** Why a text JSON.parse refused is not JSON, by line and column (from 1), none of it quoted. */
export function jsonSyntaxError(text: string): string {
  if (text.trim() === '') return 'it is empty';
  const offset = jsonErrorOffset(text);
  const lineStart = offset === 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
  const place = `line ${text.slice(0, lineStart).split('\n').length}, column ${offset - lineStart + 1}`;
  return offset >= text.length ? `it ends before its JSON does (${place})` : `it is not valid JSON at ${place}`;
}
