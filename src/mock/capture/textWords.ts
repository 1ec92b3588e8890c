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

export const isFormatOnly = (value: string): boolean => FORMAT_ONLY.some((format) => format.test(value));

const escaped = (name: string) => name.replace(/~/gu, '~0').replace(/\//gu, '~1');

/** A node of the walk: its parent and its name there, from which its pointer is made when asked for. */
interface Place {
  node: unknown;
  parent?: Place;
  name?: string;
}

function pointerOf(place: Place): string {
  let pointer = '';
  for (let at: Place | undefined = place; at?.parent; at = at.parent) pointer = `/${escaped(at.name!)}${pointer}`;
  return pointer;
}

/**
 * Calls `visit` with every string value of a JSON value and a function giving its JSON pointer
 * (RFC 6901; made only when asked for, as most strings never need one), in document order. A loop
 * over a stack, not recursion: a deployment's answer may nest deeper than the call stack goes.
 */
export function forEachString(value: unknown, visit: (text: string, pointer: () => string) => void): void {
  const stack: Place[] = [{ node: value }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const { node } = place;
    if (typeof node === 'string') visit(node, () => pointerOf(place));
    else if (Array.isArray(node)) for (let i = node.length - 1; i >= 0; i -= 1) stack.push({ node: node[i], parent: place, name: `${i}` });
    else if (node !== null && typeof node === 'object') {
      const names = Object.keys(node);
      for (let i = names.length - 1; i >= 0; i -= 1) stack.push({ node: (node as Record<string, unknown>)[names[i]], parent: place, name: names[i] });
    }
  }
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
