import slugify from 'slugify';

/** A URL slug: lower-case ASCII words joined by hyphens (accents folded, other characters dropped). */
export const toSlug = (text: string): string => slugify(text, { lower: true, strict: true });

/** Wagtail-like slugs: lower-case ASCII words joined by hyphens, unique among siblings (`-2`, `-3`, ...). */
export class SlugRegistry {
  private readonly taken = new Map<string, number>();

  unique(title: string, fallback: string): string {
    const base = toSlug(title).slice(0, 80).replace(/-+$/, '') || fallback;
    const seen = this.taken.get(base) ?? 0;
    this.taken.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  }
}
