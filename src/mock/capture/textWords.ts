// How `capture --anonymize` and its leak scan cut text into words: the same cut for both, so that
// every word the scan looks for is one the anonymizer replaced or kept on purpose.

/** A word: letters (with their combining marks) and digits. Everything else (spaces, `-`, `.`, `/`) separates words. */
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** A word as it is compared: lower case, accents folded (`Zürich`, `ZURICH` and `zurich` are one word). */
export const wordKey = (word: string): string =>
  // Most words are ASCII, which has nothing to fold: normalizing them would be most of the cost.
  /[^\0-\x7f]/u.test(word) ? word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : word.toLowerCase();

/** Words of digits only (ids, dates, years, amounts) are kept: they name no one. */
export const hasLetter = (word: string): boolean => /\p{L}/u.test(word);

/**
 * Values whose format leaves no room for a name, kept as they are and not cut into words: dates
 * and date-times (`01T13` of `2026-03-01T13:30:00Z` is no word), UUIDs (`product_directory_id`)
 * and colours.
 */
const FORMAT_ONLY = [
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/iu,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu,
  /^#[0-9a-f]{6}$/iu,
];

/** The longest format-only value: a UUID, or a date-time with fractions of a second and an offset. */
const MAX_FORMAT_ONLY_LENGTH = 40;

export const isFormatOnly = (value: string): boolean => value.length <= MAX_FORMAT_ONLY_LENGTH && FORMAT_ONLY.some((format) => format.test(value));

const escaped = (name: string) => name.replace(/~/gu, '~0').replace(/\//gu, '~1');

/** The children of a JSON value, last first: what a depth-first walk pushes on its stack. */
function childrenOf(node: object): [name: string, child: unknown][] {
  const children: [string, unknown][] = Array.isArray(node) ? node.map((child, i) => [`${i}`, child]) : Object.entries(node);
  return children.reverse();
}

/**
 * Calls `visit` with every string value of a JSON value, in document order. A loop over a stack,
 * not recursion: a deployment's answer may nest deeper than the call stack goes.
 */
export function forEachString(value: unknown, visit: (text: string) => void): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') visit(node);
    else if (Array.isArray(node)) for (let i = node.length - 1; i >= 0; i -= 1) stack.push(node[i]);
    else if (node !== null && typeof node === 'object') {
      const children = Object.values(node);
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
    }
  }
}

/** The JSON pointer (RFC 6901) of the first string value, in document order, that passes `test`. */
export function pointerOfFirst(value: unknown, test: (text: string) => boolean): string | undefined {
  const stack: [string, unknown][] = [['', value]];
  while (stack.length > 0) {
    const [pointer, node] = stack.pop()!;
    if (typeof node === 'string' && test(node)) return pointer;
    if (node !== null && typeof node === 'object') for (const [name, child] of childrenOf(node)) stack.push([`${pointer}/${escaped(name)}`, child]);
  }
  return undefined;
}

/** The keys of the words of every string value of `value` (format-only values aside), each once. */
export function wordKeysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  // A deployment repeats its texts (a report in every release that carries it): each is cut once.
  const seen = new Set<string>();
  forEachString(value, (text) => {
    if (seen.has(text) || isFormatOnly(text)) return;
    seen.add(text);
    for (const word of text.match(WORD) ?? []) keys.add(wordKey(word));
  });
  return keys;
}
