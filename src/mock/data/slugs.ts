// URL slugs as slugify makes them, with a shortcut for plain ASCII text, and unique per dataset.
import slugify from 'slugify';
import { StringSet } from './stringSet';

/**
 * A URL slug: lower-case ASCII words joined by hyphens (accents folded, other characters dropped).
 * Plain ASCII text, nearly every title, takes a shortcut that gives slugify's answer (a property
 * test holds them equal) at a fraction of its cost: slugify looks up and rebuilds the text a
 * character at a time, a large share of generating a million releases.
 */
export const toSlug = (text: string): string => asciiSlug(text) ?? slugifiedOnce(text);

/**
 * slugify's slugs of the texts the shortcut leaves to it, kept for the first `KEPT_SLUGIFIED` such
 * texts: a generated dataset draws those titles (Unicode ones) from a short list, for a few of its
 * releases, and slugify would be a share of generating a million. A fixtures file's Unicode titles beyond
 * that bound are slugified each time.
 */
const slugified = new Map<string, string>();
const KEPT_SLUGIFIED = 1024;

function slugifiedOnce(text: string): string {
  let slug = slugified.get(text);
  if (slug === undefined) {
    slug = slugify(text, { lower: true, strict: true });
    if (slugified.size < KEPT_SLUGIFIED) slugified.set(text, slug);
  }
  return slug;
}

/** `$ % & < > |`, which slugify writes as words. */
const SPELLED_OUT = [...'$%&<>|'].map((c) => c.charCodeAt(0));

/** `asciiSlug`'s characters (ASCII, so one byte each), grown to the longest text seen. */
let codes = new Uint8Array(256);
/**
 * `codes`' first `n` bytes at `[n]`, each view made once: a `subarray` per slug would be an object
 * of garbage and a species lookup.
 */
let prefixes: Uint8Array[] = [];
/** Makes the slug's string from its bytes in one call: ASCII is the same in UTF-8. */
const ascii = new TextDecoder();

/** Longer texts go to slugify. */
const MAX_SHORTCUT_LENGTH = 1000;

/**
 * The slug of plain ASCII text: letters and digits lower-cased, runs of them joined by one hyphen
 * where `-` or white space came between, any other character dropped; none (undefined) for text
 * beyond ASCII, with a character slugify spells out (`$` dollar, `%` percent, `&` and, `<`, `>`,
 * `|`), or long. One pass, where a test and four regular expressions cost twice as much. Written
 * into a buffer and made a string once (a string grown a character at a time is a chain of
 * pieces, which a million held slugs pay for in memory).
 */
export function asciiSlug(text: string): string | undefined {
  if (text.length > MAX_SHORTCUT_LENGTH) return undefined;
  const length = writeSlug(text, text.length);
  return length < 0 ? undefined : decoded(length);
}

/**
 * `toSlug(text)` for a text whose tail, from `headLength` on, starts with a space and slugs to
 * `tailSlug` by `asciiSlug`, read only up to the tail: a generated title's tail (its quarter and
 * kind) is shared by thousands of titles, and slugged once (placeDataset.ts). The same slug, as the
 * space ends the head's last word: the head's slug, a hyphen when both have words, the tail's.
 */
export function joinedSlug(text: string, headLength: number, tailSlug: string): string {
  if (text.length > MAX_SHORTCUT_LENGTH || text.charCodeAt(headLength) !== 32) return toSlug(text);
  let length = writeSlug(text, headLength);
  if (length < 0) return toSlug(text);
  if (length > 0 && tailSlug.length > 0) codes[length++] = 45;
  for (let i = 0; i < tailSlug.length; i++) codes[length++] = tailSlug.charCodeAt(i);
  return decoded(length);
}

/**
 * Writes the slug of `text`'s first `end` characters into `codes`: its length, or -1 for a
 * character the shortcut leaves to slugify. `codes` is made to hold all of `text` (a slug is never
 * longer than its text).
 */
function writeSlug(text: string, end: number): number {
  if (codes.length < text.length) {
    codes = new Uint8Array(text.length);
    prefixes = [];
  }
  let length = 0;
  let separated = false;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if ((lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57)) {
      if (separated) codes[length++] = 45;
      separated = false;
      codes[length++] = lower;
    } else if (code === 45 || code === 32 || (code >= 9 && code <= 13)) {
      separated = length > 0;
    } else if (code >= 128 || SPELLED_OUT.includes(code)) {
      return -1;
    }
  }
  return length;
}

/** `codes`' first `length` bytes as a string. Decoded, not `String.fromCharCode.apply`, which copied the characters into an argument list first (twice the time). */
const decoded = (length: number): string => ascii.decode((prefixes[length] ??= codes.subarray(0, length)));

const MAX_SLUG_LENGTH = 80;

/** A slug of at most 80 characters, cut at a word boundary. */
function shortened(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1).lastIndexOf('-');
  return slug.slice(0, cut > 0 ? cut : MAX_SLUG_LENGTH);
}

/** Wagtail-like slugs: lower-case ASCII words joined by hyphens, unique among siblings (`-2`, `-3`, ...). */
export class SlugRegistry {
  private readonly taken = new StringSet();
  /** The next suffix to try per base, so that many equal titles do not rescan their earlier suffixes. */
  private readonly nextSuffix = new Map<string, number>();

  /** The title's slug, or `<fallbackPrefix>-<fallbackId>` when it has none (written only then: a number's string per release would be garbage). */
  unique(title: string, fallbackPrefix: string, fallbackId: number): string {
    return this.uniqueOf(toSlug(title), fallbackPrefix, fallbackId);
  }

  /** `unique` of a title whose `toSlug` is `slug`. */
  uniqueOf(slug: string, fallbackPrefix: string, fallbackId: number): string {
    const base = shortened(slug) || `${fallbackPrefix}-${fallbackId}`;
    // Most titles are new: their base is taken as is, and only a base taken before keeps a next suffix.
    if (this.taken.add(base)) return base;
    let numbered = base;
    let suffix = this.nextSuffix.get(base) ?? 2;
    do numbered = `${base}-${suffix++}`;
    while (!this.taken.add(numbered));
    this.nextSuffix.set(base, suffix);
    return numbered;
  }
}
