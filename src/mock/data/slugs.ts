import slugify from 'slugify';

/** ASCII without the characters slugify spells out (`$` dollar, `%` percent, `&` and, `<`, `>`, `|`). */
const PLAIN_ASCII = /^[^$%&<>|\u0080-\uffff]*$/;

/**
 * A URL slug: lower-case ASCII words joined by hyphens (accents folded, other characters dropped).
 * Plain ASCII text, nearly every title, takes a shortcut that gives slugify's answer (a property
 * test holds them equal) at a fifth of its cost: slugify looks up and rebuilds the text a
 * character at a time, ~15% of generating a million releases.
 */
export const toSlug = (text: string): string =>
  PLAIN_ASCII.test(text)
    ? text.replace(/-/g, ' ').replace(/[^A-Za-z0-9\s]/g, '').trim().replace(/\s+/g, '-').toLowerCase()
    : slugify(text, { lower: true, strict: true });

const MAX_SLUG_LENGTH = 80;

/** A slug of at most 80 characters, cut at a word boundary. */
function shortened(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1).lastIndexOf('-');
  return slug.slice(0, cut > 0 ? cut : MAX_SLUG_LENGTH);
}

/** Wagtail-like slugs: lower-case ASCII words joined by hyphens, unique among siblings (`-2`, `-3`, ...). */
export class SlugRegistry {
  private readonly taken = new Set<string>();
  /** The next suffix to try per base, so that many equal titles do not rescan their earlier suffixes. */
  private readonly nextSuffix = new Map<string, number>();

  unique(title: string, fallback: string): string {
    const base = shortened(toSlug(title)) || fallback;
    let slug = base;
    let suffix = this.nextSuffix.get(base) ?? 2;
    while (this.taken.has(slug)) slug = `${base}-${suffix++}`;
    this.nextSuffix.set(base, suffix);
    this.taken.add(slug);
    return slug;
  }
}
