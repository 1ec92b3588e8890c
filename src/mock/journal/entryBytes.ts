// The bound on one journal entry's bytes as JSON, whatever a client sent: control characters and
// quotes grow when escaped, so a bound in characters alone let a hostile entry weigh several times it.

/** What of a journal entry the bound cuts (a JournalEntry; written here so that the entry's module alone depends on this one). */
interface Fitted {
  method: string;
  path: string;
  query: string;
  truncated?: true;
  token: string | null;
  verdicts: readonly { actual: string; expected: string }[];
}

/** The most bytes one entry takes as JSON (in a journal page, a `--journal` line). */
export const MAX_ENTRY_BYTES = 2816;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Bytes `char` (one UTF-16 code unit) takes inside a JSON string, as JSON.stringify writes it. */
function jsonBytes(code: number): number {
  if (code === 0x22 || code === 0x5c || code === 0x08 || code === 0x0c || code === 0x0a || code === 0x0d || code === 0x09) return 2;
  if (code < 0x20) return 6;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  // A surrogate counts 3: a pair (4 bytes of UTF-8) never exceeds it, a lone one is written `\udxxx`, 6.
  return code >= 0xd800 && code <= 0xdfff ? 6 : 3;
}

/** The longest start of `text` that takes at most `budget` bytes as JSON, as a string of its own (a slice would keep the whole alive). */
function cutToBytes(text: string, budget: number): string {
  let used = 0;
  let end = 0;
  for (; end < text.length; end++) {
    used += jsonBytes(text.charCodeAt(end));
    if (used > budget) break;
  }
  if (end === text.length) return text;
  // Never keep half of a surrogate pair.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return decoder.decode(encoder.encode(text.slice(0, end)));
}

const sizeOf = (entry: Fitted) => encoder.encode(JSON.stringify(entry)).length;

/**
 * `entry` as it is, if within MAX_ENTRY_BYTES; else with its texts (path, query, token, the
 * verdicts' values) cut to ever smaller budgets until it fits, marked `truncated`. Its verdicts are
 * kept, whole in number: they were judged on the target as kept before.
 */
export function fitEntry<Entry extends Fitted>(entry: Entry): Entry {
  if (sizeOf(entry) <= MAX_ENTRY_BYTES) return entry;
  for (let budget = MAX_ENTRY_BYTES / 2; ; budget = Math.floor(budget / 2)) {
    const cut = (text: string) => cutToBytes(text, budget);
    const fitted: Entry = {
      ...entry,
      method: cut(entry.method),
      path: cut(entry.path),
      query: cut(entry.query),
      truncated: true,
      token: entry.token === null ? null : cut(entry.token),
      verdicts: entry.verdicts.map((verdict) => ({ ...verdict, actual: cut(verdict.actual), expected: cut(verdict.expected) })),
    };
    if (budget <= 8 || sizeOf(fitted) <= MAX_ENTRY_BYTES) return fitted;
  }
}
