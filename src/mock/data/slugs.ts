import slugify from 'slugify';

/** A URL slug: lower-case ASCII words joined by hyphens (accents folded, other characters dropped). */
export const toSlug = (text: string): string => slugify(text, { lower: true, strict: true });

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
