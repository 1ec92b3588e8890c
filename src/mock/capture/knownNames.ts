import type { AnnouncementReport, ReleasePage } from '../../core/types';
import { NameMatcher } from './nameMatcher';

/** The names a capture's structured fields give, each once (compared case-insensitively), sorted. */
export interface KnownNames {
  /** The leading words a report's `from_name` shares with one of its products' names (`Acme` of `Acme Research Team` and `Acme Global Index`). */
  companies: string[];
  /** `products[].name`. */
  products: string[];
  /** `products[].short_name`: codes, matched in text as written. */
  shortNames: string[];
  /** The `from_name`s that hold no company name: a sender known only as a whole. */
  senders: string[];
  /** The host of every URL in the records, and of the origins captured from. */
  hosts: string[];
}

/** Words too common to be a company on their own, however many names start with them. */
const FUNCTION_WORDS = new Set(['a', 'an', 'and', 'for', 'of', 'the']);

const wordKey = (word: string) => word.toLowerCase().replace(/[,.;:]+$/u, '');

/** The leading words two names share (`Acme Research Team`, `acme Global Index` → `Acme`), as `a` writes them; '' when none. */
export function sharedLeadingWords(a: string, b: string): string {
  const [wordsA, wordsB] = [a, b].map((name) => name.trim().split(/\s+/u));
  let n = 0;
  while (n < Math.min(wordsA.length, wordsB.length) && wordKey(wordsA[n]) !== '' && wordKey(wordsA[n]) === wordKey(wordsB[n])) n += 1;
  const shared = wordsA.slice(0, n).join(' ').replace(/[,.;:]+$/u, '');
  return n === 1 && FUNCTION_WORDS.has(wordKey(shared)) ? '' : shared;
}

const hostOf = (url: string | null): string[] => {
  if (url === null || !URL.canParse(url)) return [];
  return [new URL(url).hostname];
};

/** Each value once, compared case-insensitively (the first spelling in sorted order kept), sorted. */
function distinct(values: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const value of [...new Set(values)].sort()) if (value.trim() !== '' && !byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value);
  return [...byKey.values()];
}

/**
 * The names to replace, read from the fields that hold nothing but a name: products' names and
 * codes, reports' senders and the hosts of URLs. No field holds a company alone, so a company is
 * what a report's sender and one of its products start with. Free text (titles) is not read: it
 * is where these names are replaced, not found.
 */
export function knownNames(releases: readonly ReleasePage[], origins: readonly string[]): KnownNames {
  // Every copy of a report is read: a deployment edited during the walk may send two versions.
  const reports: AnnouncementReport[] = releases.flatMap((release) => release.announcement_reports);
  const products = reports.flatMap((report) => report.products);
  const companies = distinct(reports.flatMap((report) => report.products.map((product) => sharedLeadingWords(report.from_name, product.name))));
  const companyIn = new NameMatcher(companies);
  const senders = distinct(reports.map((report) => report.from_name)).filter((sender) => companyIn.find(sender) === undefined);
  const urls = releases.flatMap((release) => [release.meta.detail_url, release.meta.html_url, ...release.announcement_reports.map((report) => report.url)]);
  return {
    companies,
    products: distinct(products.map((product) => product.name)),
    shortNames: [...new Set(products.map((product) => product.short_name))].filter((code) => code.trim() !== '').sort(),
    senders,
    hosts: distinct([...urls, ...origins].flatMap(hostOf)),
  };
}
