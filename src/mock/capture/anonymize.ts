import type { AnnouncementReport, ChildPage, ReleasePage } from '../../core/types';
import { SlugRegistry } from '../data/slugs';
import { knownNames } from './knownNames';
import { Pseudonyms } from './pseudonyms';

export interface AnonymizedCapture {
  releases: ReleasePage[];
  /** The origin captured from, its host replaced as in the records. */
  from: string;
}

type PageKind = 'release' | 'report' | 'child';

/**
 * A capture with its names replaced, consistently (`--anonymize`): companies, products and their
 * codes, senders, and every host, in their own fields and inside titles and subject lines; slugs
 * made again from the new titles (unique per kind of page, the same page always getting the same
 * slug); URLs on the fake hosts with their paths' slugs and names replaced, query and fragment
 * dropped. Ids, dates, statuses and every other field are kept, so filters answer as before.
 */
export function anonymizeCapture(releases: readonly ReleasePage[], from: string, seed: number): AnonymizedCapture {
  const fakes = new Pseudonyms(knownNames(releases, [from]), seed);
  const registries: Record<PageKind, SlugRegistry> = { release: new SlugRegistry(), report: new SlugRegistry(), child: new SlugRegistry() };
  const slugs = new Map<string, string>();

  /** The page's new slug, from its new title; a page seen before (a report of many releases) keeps the one it got. */
  const slugOf = (kind: PageKind, id: number, title: string): string => {
    const key = `${kind} ${id}`;
    const slug = slugs.get(key) ?? registries[kind].unique(title, `${kind}-${id}`);
    slugs.set(key, slug);
    return slug;
  };

  /** A URL on its fake host; the page's own slug in the path becomes its new one. */
  const url = (value: string, ownSlug?: { from: string | null; to: string | null }): string => {
    if (!URL.canParse(value)) return fakes.text(value);
    const { protocol, hostname, pathname } = new URL(value);
    const path = pathname
      .split('/')
      .map((segment) => (ownSlug?.to != null && segment === ownSlug.from ? ownSlug.to : fakes.slugText(segment)))
      .join('/');
    return `${protocol}//${fakes.host(hostname)}${path}`;
  };

  const childPage = (child: ChildPage): ChildPage => {
    const title = fakes.text(child.title);
    return { ...child, title, slug: slugOf('child', child.id, title), subject_line: fakes.text(child.subject_line) };
  };

  const report = (original: AnnouncementReport): AnnouncementReport => {
    const title = fakes.text(original.title);
    const slug = slugOf('report', original.id, title);
    return {
      ...original,
      title,
      slug,
      url: url(original.url, { from: original.slug, to: slug }),
      from_name: fakes.name(original.from_name),
      model_group_slug: fakes.slugText(original.model_group_slug),
      products: original.products.map((product) => ({ ...product, name: fakes.name(product.name), short_name: fakes.code(product.short_name) })),
      child_pages: original.child_pages.map(childPage),
    };
  };

  const release = (page: ReleasePage): ReleasePage => {
    const title = fakes.text(page.title);
    const slug = page.meta.slug === null ? null : slugOf('release', page.id, title);
    return {
      ...page,
      meta: {
        ...page.meta,
        detail_url: url(page.meta.detail_url),
        html_url: page.meta.html_url === null ? null : url(page.meta.html_url, { from: page.meta.slug, to: slug }),
        slug,
      },
      title,
      status: { ...page.status, label: fakes.text(page.status.label), description: fakes.text(page.status.description) },
      announcement_reports: page.announcement_reports.map(report),
    };
  };

  const fakeFrom = url(from);
  return { releases: releases.map(release), from: from.endsWith('/') ? fakeFrom : fakeFrom.replace(/\/$/u, '') };
}
