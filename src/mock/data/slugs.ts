import slugify from 'slugify';
import { StringSet } from './stringSet';

/**
 * A URL slug: lower-case ASCII words joined by hyphens (accents folded, other characters dropped).
 * Plain ASCII text, nearly every title, takes a shortcut that gives slugify's answer (a property
 * test holds them equal) at a tenth of its cost: slugify looks up and rebuilds the text a
 * character at a time, ~15% of generating a million releases.
 */
export const toSlug = (text: string): string => asciiSlug(text) ?? slugifiedOnce(text);

/**
 * slugify's slugs of the texts the shortcut leaves to it, kept for the first `KEPT_SLUGIFIED` such
 * texts: a generated dataset draws those titles (Unicode ones) from a short list, for ~3% of its
 * releases, and slugify cost ~5% of generating a million. A fixtures file's Unicode titles beyond
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
function asciiSlug(text: string): string | undefined {
  if (text.length > MAX_SHORTCUT_LENGTH) return undefined;
  if (codes.length < text.length) codes = new Uint8Array(text.length);
  let length = 0;
  let separated = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if ((lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57)) {
      if (separated) codes[length++] = 45;
      separated = false;
      codes[length++] = lower;
    } else if (code === 45 || code === 32 || (code >= 9 && code <= 13)) {
      separated = length > 0;
    } else if (code >= 128 || SPELLED_OUT.includes(code)) {
      return undefined;
    }
  }
  // Decoded, not `String.fromCharCode.apply`, which copied the characters into an argument list first (twice the time).
  return ascii.decode(codes.subarray(0, length));
}

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

  unique(title: string, fallback: string): string {
    const base = shortened(toSlug(title)) || fallback;
    // Most titles are new: their base is taken as is, and only a base taken before keeps a next suffix.
    if (this.taken.add(base)) return base;
    let slug = base;
    let suffix = this.nextSuffix.get(base) ?? 2;
    do slug = `${base}-${suffix++}`;
    while (!this.taken.add(slug));
    this.nextSuffix.set(base, suffix);
    return slug;
  }
}
