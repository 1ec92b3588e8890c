// Anonymizing a capture: names, codes and hosts replaced by fakes of the same shape.
import type { ReleasePage } from '../../core/types';
import { isAllowedWord } from './allowedWords';
import { companyNamesIn } from './companyNamesIn';
import { isFormatOnly, WORD, wordKey, wordKeysOf } from './textWords';
import { WordFakes } from './wordFakes';

export interface AnonymizedCapture {
  releases: ReleasePage[];
  /** The origin captured from, its host replaced as in the records. */
  from: string;
  /** Whether anonymizing kept a word (by `wordKey`): the words the leak scan does not look for. */
  keeps: (key: string) => boolean;
}

/** The fields holding a URL (`fakeHosts` reads them): their host is replaced as a whole, their path word by word, their query and fragment dropped. */
const URL_FIELDS: ReadonlySet<string> = new Set(['detail_url', 'html_url', 'url']);

/**
 * The words anonymizing keeps: the calendar's own vocabulary (`isAllowedWord`), except the words
 * of the companies the capture names (a company called `Global Markets` is replaced even though
 * `global` and `markets` are kept elsewhere).
 */
export function keptWords(releases: readonly ReleasePage[]): (key: string) => boolean {
  const companyWords = new Set(companyNamesIn(releases).flatMap((name) => [...name.matchAll(WORD)].map(([word]) => wordKey(word))));
  return (key) => isAllowedWord(key) && !companyWords.has(key);
}

/** The words of products' codes and deliverable ids: their fakes are codes of the same length (`AGEM` → `QXRT`, `DLV-000042` → `KZP-000042`). */
function codeWords(releases: readonly ReleasePage[]): Set<string> {
  const reports = releases.flatMap((release) => release.announcement_reports);
  const codes = [...reports.flatMap((report) => report.products.map((product) => product.short_name)), ...reports.map((report) => report.deliverable_id ?? '')];
  return new Set([...new Set(codes)].flatMap((code) => [...code.matchAll(WORD)].map(([word]) => wordKey(word))));
}

/** Every host of the records' URLs and of the origin, each once (in lower case), sorted: `site-<n>.example.com` in that order. */
function fakeHosts(releases: readonly ReleasePage[], from: string): Map<string, string> {
  const urls = releases.flatMap((release) => [
    release.meta.detail_url,
    release.meta.html_url ?? '',
    ...release.announcement_reports.map((report) => report.url),
  ]);
  const hosts = new Set([...new Set([from, ...urls])].filter((url) => URL.canParse(url)).map((url) => new URL(url).hostname.toLowerCase()));
  return new Map([...hosts].sort().map((host, n) => [host, `site-${n + 1}.example.com`]));
}

/**
 * A capture with every word that could name someone replaced, consistently (`--anonymize`): each
 * string of each record, whatever its field (a field added to the schema later included), has
 * its words replaced by their fakes (`WordFakes`), keeping spaces, punctuation, digits and the
 * kept words (`keptWords`): a title keeps its shape (`Wolff Q3 2026 Earnings Release`), a slug
 * stays a slug of the same words, a product keeps its company's fake. URLs move to
 * `site-<n>.example.com`, their paths replaced word by word, their query and fragment dropped.
 * Values whose format holds no name (dates, date-times, UUIDs, colours), numbers, booleans and the
 * structure are kept, so that ids, dates, statuses and every filter answer as on the original.
 * `captureWords` are the keys of every word the capture read (`wordKeysOf`), the records' at least:
 * no fake is one of them.
 */
export function anonymizeCapture(
  releases: readonly ReleasePage[],
  from: string,
  seed: number,
  captureWords: ReadonlySet<string> = wordKeysOf([releases, from]),
): AnonymizedCapture {
  const keeps = keptWords(releases);
  const fakes = new WordFakes(captureWords, keeps, seed, codeWords(releases));
  const hosts = fakeHosts(releases, from);

  const urls = new Map<string, string>();
  const url = (value: string): string => {
    let fake = urls.get(value);
    if (fake === undefined) {
      fake = fakes.text(value);
      if (URL.canParse(value)) {
        const { protocol, hostname, pathname } = new URL(value);
        if (protocol === 'http:' || protocol === 'https:') fake = `${protocol}//${hosts.get(hostname.toLowerCase())}${fakes.text(pathname)}`;
      }
      urls.set(value, fake);
    }
    return fake;
  };

  // The records passed the schema: their depth is the schema's, a few levels.
  const anonymized = (value: unknown, field?: string): unknown => {
    if (typeof value === 'string') return isFormatOnly(value) ? value : field !== undefined && URL_FIELDS.has(field) ? url(value) : fakes.text(value);
    if (Array.isArray(value)) return value.map((item) => anonymized(item));
    if (value === null || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const name of Object.keys(value)) copy[name] = anonymized((value as Record<string, unknown>)[name], name);
    return copy;
  };

  const fakeFrom = url(from);
  return {
    releases: releases.map((release) => anonymized(release) as ReleasePage),
    from: from.endsWith('/') ? fakeFrom : fakeFrom.replace(/\/$/u, ''),
    keeps,
  };
}
