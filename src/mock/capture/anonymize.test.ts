// Tests that an anonymized capture keeps no original word and keeps the records' shape.
import type { ReleasePage } from '../../core/types';
import { storedReleasesOf } from '../data/releaseRecords';
import { releasePagesOf } from '../data/releasePages';
import { createClock } from '../domain/clock';
import { NAMED_RELEASES, ORIGINAL_NAMES } from '../testing/namedReleases';
import { product, release, report } from '../testing/records';
import { FIXED_NOW } from '../testing/testApp';
import { anonymizeCapture } from './anonymize';
import { hasLetter, WORD, wordKey, wordKeysOf } from './textWords';

const ORIGIN = 'https://cms.acme-releases.com';
const pagesOf = (releases: Parameters<typeof releasePagesOf>[0]) => releasePagesOf(releases, createClock({ now: FIXED_NOW }));
const pages = pagesOf(NAMED_RELEASES);
const byId = (releases: ReleasePage[]) => new Map(releases.map((page) => [page.id, page]));
const { releases, from, keeps } = anonymizeCapture(pages, ORIGIN, 1);
const anonymized = byId(releases);
const text = JSON.stringify({ from, releases });

test('no original name, code or host is left anywhere, nor any other word of the input but the kept ones; the records still load', () => {
  for (const name of ORIGINAL_NAMES) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
  const replaced = [...wordKeysOf([pages, ORIGIN])].filter((key) => hasLetter(key) && !keeps(key));
  const left = new Set([...text.matchAll(WORD)].map(([word]) => wordKey(word)));
  expect(replaced.filter((key) => left.has(key))).toEqual([]);
  // The replaced words include more than the names: a title's every word that is not a report word.
  expect(replaced).toEqual(expect.arrayContaining(['acme', 'jane', 'payroll', 'word', 'agem', 'dlv', 'www']));
  expect(from).toBe('https://site-2.example.com');
  expect(storedReleasesOf(releases)).toHaveLength(pages.length);
});

test('titles keep their shape: the periods, kinds of report and statuses stay, each other word a fake word in its case', () => {
  expect(anonymized.get(101)!.title).toMatch(/^[A-Z][a-z]+ Q1 2026 Earnings Release$/u);
  expect(anonymized.get(105)!.title).toBe('Weekly Market Outlook');
  expect(anonymized.get(108)!.title).toBe('Index Rebalance');
  const notes = anonymized.get(105)!.announcement_reports[0];
  expect(notes.title).toMatch(/^[A-Z][a-z]+ Notes$/u);
  expect(notes.from_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/u);
  expect(notes.child_pages[0].title).toMatch(new RegExp(`^${notes.title}: a [a-z]+ from ${notes.from_name}$`, 'u'));
  expect(notes.child_pages[0].type).toBe('ArticlePage');
  expect(anonymized.get(102)!.status).toEqual(pages[1].status);
});

test('a word gets the same fake in its own fields and in every title, subject line and slug that holds it, whatever its case', () => {
  const acme = anonymized.get(102)!.title.replace(/ Investor Day$/u, '');
  const globex = anonymized.get(103)!.title.replace(/ Trading Update$/u, '');
  expect(acme).toMatch(/^[A-Z][a-z]+$/u);
  // Both words of a company are replaced, though `corporation` is kept elsewhere.
  expect(globex).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/u);
  expect(anonymized.get(101)!.title).toBe(`${acme} Q1 2026 Earnings Release`);
  expect(anonymized.get(104)!.title).toBe(`Quarterly Results: ${acme} and ${globex}`);
  expect(anonymized.get(106)!.title).toBe(`${acme.toUpperCase()} ANNUAL REPORT`);
  const research = anonymized.get(101)!.announcement_reports[0];
  expect(research.from_name).toBe(`${acme} Research Team`);
  expect(research.products.map((item) => item.name)).toEqual([`${acme} Global Equity Monitor`, `${acme} Rates Tracker`]);
  expect(research.child_pages[0].title).toBe(`${research.products[0].name} Recap`);
  expect(research.child_pages[0].subject_line).toBe(`[${research.products[0].short_name}] Recap: ${acme.toUpperCase()} equities`);
  expect(anonymized.get(101)!.meta.slug).toBe(`${acme.toLowerCase()}-q1-2026-earnings-release`);
  expect(research.model_group_slug).toBe(`${acme.toLowerCase()}-research`);
  // A report of several releases is the same everywhere.
  expect(anonymized.get(104)!.announcement_reports[0]).toEqual(research);
  expect(anonymized.get(105)!.announcement_reports[1]).toEqual(research);
});

test('codes and deliverable ids keep their length, case and digits', () => {
  const [monitor, rates] = anonymized.get(101)!.announcement_reports[0].products;
  expect(monitor.short_name).toMatch(/^[A-Z]{4}$/u);
  expect(rates.short_name).toMatch(/^[A-Z]{3}7$/u);
  expect(anonymized.get(103)!.announcement_reports[0].deliverable_id).toMatch(/^[A-Z]{3}-000042$/u);
});

test('URLs: the fake host of their original host, their path word by word (the page slug the new one), query and fragment dropped', () => {
  const page = anonymized.get(101)!;
  // Hosts are numbered in sorted order: 127.0.0.1 (detail_url), cms. (the origin), reports., www.
  expect(page.meta.detail_url).toBe('http://site-1.example.com/api/v2/pages/101/');
  const research = page.announcement_reports[0];
  expect(research.url).toBe(`https://site-3.example.com/reports/${research.slug}/`);
  expect(page.meta.html_url).toBe(`https://site-4.example.com/releases/${page.meta.slug}/`);
  expect(anonymized.get(108)!.meta.html_url).toBeNull();
});

test('ids, dates, statuses, colours, types and every field a filter reads are kept', () => {
  const kept = (page: ReleasePage) => ({
    ...page,
    title: undefined,
    meta: { ...page.meta, detail_url: undefined, html_url: undefined, slug: undefined },
    announcement_reports: page.announcement_reports.map((item) => ({
      ...item,
      title: undefined,
      slug: undefined,
      url: undefined,
      deliverable_id: undefined,
      from_name: undefined,
      model_group_slug: undefined,
      products: item.products.map((entry) => ({ ...entry, name: undefined, short_name: undefined })),
      child_pages: item.child_pages.map((child) => ({ ...child, title: undefined, slug: undefined, subject_line: undefined })),
    })),
  });
  expect(releases.map(kept)).toEqual(pages.map(kept));
});

test('a company made of kept words is replaced wherever its words are', () => {
  const desk = report({
    id: 7,
    title: 'Global Markets Daily',
    from_name: 'Global Markets Research Team',
    products: [product({ name: 'Global Markets Index' })],
  });
  const [page] = anonymizeCapture(pagesOf([release({ id: 1, title: 'Emerging Markets Outlook', announcement_reports: [desk] })]), ORIGIN, 1).releases;
  expect(page.title).toMatch(/^Emerging [A-Z][a-z]+ Outlook$/u);
  expect(page.announcement_reports[0].title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ Daily$/u);
  expect(page.announcement_reports[0].title).not.toMatch(/Global|Markets/u);
});

test('the same seed gives the same file whatever the order of the records; another seed other words', () => {
  expect(JSON.stringify(anonymizeCapture(pages, ORIGIN, 1))).toBe(JSON.stringify({ releases, from }));
  const reversed = byId(anonymizeCapture([...pages].reverse(), ORIGIN, 1).releases);
  for (const [id, page] of anonymized) expect(reversed.get(id)).toEqual(page);
  const other = byId(anonymizeCapture(pages, ORIGIN, 2).releases);
  expect(other.get(102)!.title).not.toBe(anonymized.get(102)!.title);
  expect(other.get(101)!.announcement_reports[0].products[0].short_name).not.toBe(anonymized.get(101)!.announcement_reports[0].products[0].short_name);
});

test('no fake is a word the capture read elsewhere (the words passed in)', () => {
  const acme = anonymized.get(102)!.title.replace(/ Investor Day$/u, '');
  const words = new Set([...wordKeysOf([pages, ORIGIN]), acme.toLowerCase()]);
  const again = byId(anonymizeCapture(pages, ORIGIN, 1, words).releases);
  expect(again.get(102)!.title).not.toBe(`${acme} Investor Day`);
});

test('the input records are not changed', () => {
  expect(pagesOf(NAMED_RELEASES)).toEqual(pages);
});
