// The words the search rules draw their probes from: every word of the snapshot, sorted into the
// classes a deployment may get wrong on its own (ASCII title words, words with non-ASCII letters,
// words with digits, product names, report titles), each class ranked by how much it tells apart.
import type { SuiteItem } from '../suite/context';

/**
 * English stop words of four letters or more, as full-text engines (PostgreSQL, Elasticsearch)
 * drop them from the index: searching one may legitimately find nothing.
 */
export const STOP_WORDS = new Set(
  (
    'about above after again against because been before being below between both could does doing down during each ' +
    'from further have having here hers herself himself into itself just more most myself other ought ours ourselves over ' +
    'same should some such than that their theirs them themselves then there these they this those through under until ' +
    'very were what when where which while whom will with would your yours yourself yourselves'
  ).split(' '),
);

/** The words of a text: runs of Unicode letters and digits. */
export const tokensOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** A word, as first written in the data, and the releases whose texts hold it. */
export interface Word {
  text: string;
  holders: Set<SuiteItem>;
}

/** A class of words: where in a release they are read, and which tokens belong to it (lower-cased). */
export interface WordClass {
  name: string;
  textsOf(item: SuiteItem): string[];
  accepts(key: string): boolean;
}

/** A word every engine indexes as written: ASCII letters only (no accent folding or script rules), four or more, not a stop word. */
export const isSearchable = (key: string): boolean => /^[a-z]{4,}$/.test(key) && !STOP_WORDS.has(key);

/**
 * Four letters or more, one of them outside ASCII with a case of its own (`zürich`, `отчёт`), and
 * a spelling that survives upper-casing and back (`ß` becomes `SS`, another word): its case
 * changes are the same word. Accent folding (`zurich`) is not shown, so no probe relies on it.
 */
const hasNonAsciiCase = (key: string): boolean =>
  /^\p{L}{4,}$/u.test(key) && /[^\p{ASCII}]/u.test(key) && key.toUpperCase() !== key && key.toUpperCase().toLowerCase() === key;

/** Four ASCII letters or digits or more, a digit among them (`2027`): engines with a minimum word length index those, and no script rule splits them. */
const hasDigits = (key: string): boolean => /^[a-z0-9]{4,}$/.test(key) && /[0-9]/.test(key);

export const titleText = (item: SuiteItem): string => String(item.title ?? '');
const titleOf = (item: SuiteItem): string[] => [titleText(item)];
export const productNamesOf = (item: SuiteItem): string[] =>
  (item.announcement_reports ?? []).flatMap((report) => (report.products ?? []).map((product) => String(product.name ?? '')));
const reportTitlesOf = (item: SuiteItem): string[] => (item.announcement_reports ?? []).map((report) => String(report.title ?? ''));

/** Every word of the texts a search is known to cover, whatever its class: what a search for it finds at least. */
export const ANY_SEARCHED_WORD: WordClass = {
  name: 'word',
  textsOf: (item) => [titleText(item), ...productNamesOf(item), ...reportTitlesOf(item)],
  accepts: () => true,
};

export const TITLE_WORDS: WordClass = { name: 'title word', textsOf: titleOf, accepts: isSearchable };
export const NON_ASCII_TITLE_WORDS: WordClass = { name: 'title word with non-ASCII letters', textsOf: titleOf, accepts: hasNonAsciiCase };
export const DIGIT_TITLE_WORDS: WordClass = { name: 'title word with digits', textsOf: titleOf, accepts: hasDigits };
export const PRODUCT_WORDS: WordClass = { name: 'product-name word', textsOf: productNamesOf, accepts: isSearchable };
export const REPORT_TITLE_WORDS: WordClass = { name: 'report-title word', textsOf: reportTitlesOf, accepts: isSearchable };

/** Each word of the class (lower-cased key) and the releases holding it. */
export function wordIndex(items: readonly SuiteItem[], wordClass: WordClass): Map<string, Word> {
  const index = new Map<string, Word>();
  for (const item of items) {
    for (const token of wordClass.textsOf(item).flatMap(tokensOf)) {
      const key = token.toLowerCase();
      if (!wordClass.accepts(key)) continue;
      const word = index.get(key) ?? { text: token, holders: new Set<SuiteItem>() };
      word.holders.add(item);
      index.set(key, word);
    }
  }
  return index;
}

/**
 * Rarer words first (smaller, more telling results: a missed release stands out, and fewer pages
 * are read), then longer ones, then alphabetical: a stable choice.
 */
export const byRarity = (a: Word, b: Word): number =>
  a.holders.size - b.holders.size || b.text.length - a.text.length || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** The words of the class that one release holds. */
export const wordsOfRelease = (item: SuiteItem, index: Map<string, Word>, wordClass: WordClass): Word[] =>
  [
    ...new Set(
      wordClass
        .textsOf(item)
        .flatMap(tokensOf)
        .map((t) => t.toLowerCase()),
    ),
  ].flatMap((key) => index.get(key) ?? []);

/** Spelled with alternating case: `fRaNeY`. */
export const mixedCase = (word: string) => [...word].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

/** The rarest word of the class that two releases or more hold (a comparison then has something to compare), else the rarest; only words that `fits`. */
export function comparableWord(index: Map<string, Word>, fits: (word: Word) => boolean): Word | undefined {
  const words = [...index.values()].filter(fits).sort(byRarity);
  return words.find((w) => w.holders.size >= 2) ?? words[0];
}
