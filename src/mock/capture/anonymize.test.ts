import type { ReleasePage } from '../../core/types';
import { storedReleasesOf } from '../data/releaseRecords';
import { releasePagesOf } from '../data/releasePages';
import { createClock } from '../domain/clock';
import { NAMED_RELEASES, ORIGINAL_NAMES } from '../testing/namedReleases';
import { FIXED_NOW } from '../testing/testApp';
import { anonymizeCapture } from './anonymize';

const ORIGIN = 'https://cms.acme-releases.com';
const pages = releasePagesOf(NAMED_RELEASES, createClock({ now: FIXED_NOW }));
const byId = (releases: ReleasePage[]) => new Map(releases.map((page) => [page.id, page]));
const { releases, from } = anonymizeCapture(pages, ORIGIN, 1);
const anonymized = byId(releases);
const text = JSON.stringify({ from, releases });

test('no original name, code or host is left anywhere (nor the slugs made of them), and the records still load', () => {
  for (const name of ORIGINAL_NAMES) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
  expect(from).toBe('https://site-2.example.com');
  expect(storedReleasesOf(releases)).toHaveLength(pages.length);
});

test('a name gets the same fake in its own fields and in every title, subject line and slug that holds it', () => {
  const acme = anonymized.get(102)!.title.replace(/ Investor Day$/u, '');
  expect(acme).not.toBe('Acme');
  expect(anonymized.get(101)!.title).toBe(`${acme} Q1 2026 Earnings Release`);
  expect(anonymized.get(104)!.title).toMatch(new RegExp(`^Quarterly Results: ${acme} and \\S+ \\S+$`, 'u'));
  // Whatever the case it is written in.
  expect(anonymized.get(106)!.title).toBe(`${acme} ANNUAL REPORT`);
  const research = anonymized.get(101)!.announcement_reports[0];
  expect(research.from_name).toBe(`${acme} Research Team`);
  expect(research.products.map((product) => product.name)).toEqual([expect.stringMatching(new RegExp(`^${acme} `, 'u')), expect.stringMatching(new RegExp(`^${acme} `, 'u'))]);
  expect(research.child_pages[0].title).toBe(`${research.products[0].name} Recap`);
  expect(research.child_pages[0].subject_line).toBe(`[${research.products[0].short_name}] Recap: ${acme} equities`);
  expect(anonymized.get(101)!.meta.slug).toBe(`${acme.toLowerCase()}-q1-2026-earnings-release`);
  expect(research.model_group_slug).toBe(`${acme.toLowerCase()}-research`);
  // A report of several releases is the same everywhere.
  expect(anonymized.get(104)!.announcement_reports[0]).toEqual(research);
  expect(anonymized.get(105)!.announcement_reports[1]).toEqual(research);
});

test('URLs: the fake host of their original host, the page slug the new one, query and fragment dropped', () => {
  const page = anonymized.get(101)!;
  // Hosts are numbered in sorted order: 127.0.0.1 (detail_url), cms. (the origin), reports., www.
  expect(page.meta.detail_url).toBe('http://site-1.example.com/api/v2/pages/101/');
  const research = page.announcement_reports[0];
  expect(research.url).toBe(`https://site-3.example.com/reports/${research.slug}/`);
  expect(page.meta.html_url).toBe(`https://site-4.example.com/releases/${page.meta.slug}/`);
  expect(anonymized.get(108)!.meta.html_url).toBeNull();
});

test('ids, dates, statuses, codes of pages and every field a filter reads are kept', () => {
  const kept = (page: ReleasePage) => ({
    ...page,
    title: undefined,
    meta: { ...page.meta, detail_url: undefined, html_url: undefined, slug: undefined },
    announcement_reports: page.announcement_reports.map((report) => ({
      ...report,
      title: undefined,
      slug: undefined,
      url: undefined,
      from_name: undefined,
      model_group_slug: undefined,
      products: report.products.map((product) => ({ ...product, name: undefined, short_name: undefined })),
      child_pages: report.child_pages.map((child) => ({ ...child, title: undefined, slug: undefined, subject_line: undefined })),
    })),
  });
  expect(releases.map(kept)).toEqual(pages.map(kept));
});

test('the same seed gives the same file whatever the order of the records; another seed other names', () => {
  expect(JSON.stringify(anonymizeCapture(pages, ORIGIN, 1))).toBe(JSON.stringify({ releases, from }));
  const reversed = byId(anonymizeCapture([...pages].reverse(), ORIGIN, 1).releases);
  for (const [id, page] of anonymized) expect(reversed.get(id)).toEqual(page);
  const other = byId(anonymizeCapture(pages, ORIGIN, 2).releases);
  expect(other.get(102)!.title).not.toBe(anonymized.get(102)!.title);
  expect(other.get(101)!.announcement_reports[0].products[0].short_name).not.toBe(anonymized.get(101)!.announcement_reports[0].products[0].short_name);
});

test('the input records are not changed', () => {
  expect(releasePagesOf(NAMED_RELEASES, createClock({ now: FIXED_NOW }))).toEqual(pages);
});
