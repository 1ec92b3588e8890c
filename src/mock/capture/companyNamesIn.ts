// The company names of a capture: the leading words a report's sender and its products share.
import type { ReleasePage } from '../../core/types';

/** Words too common to be a company on their own, however many names start with them. */
const FUNCTION_WORDS = new Set(['a', 'an', 'and', 'for', 'of', 'the']);

const wordKey = (word: string) => word.toLowerCase().replace(/[,.;:]+$/u, '');

/** The leading words two names share (`Acme Research Team`, `acme Global Index` → `Acme`), as `a` writes them; '' when none. */
export function sharedLeadingWords(a: string, b: string): string {
  const [wordsA, wordsB] = [a, b].map((name) => name.trim().split(/\s+/u));
  let n = 0;
  while (n < Math.min(wordsA.length, wordsB.length) && wordKey(wordsA[n]) !== '' && wordKey(wordsA[n]) === wordKey(wordsB[n])) n += 1;
  const shared = wordsA
    .slice(0, n)
    .join(' ')
    .replace(/[,.;:]+$/u, '');
  return n === 1 && FUNCTION_WORDS.has(wordKey(shared)) ? '' : shared;
}

/**
 * The companies a capture names, each once (compared case-insensitively), sorted. No field holds
 * a company alone, so a company is what a report's sender (`from_name`) and one of its products
 * start with (`Acme` of `Acme Research Team` and `Acme Global Index`). Every copy of a report is
 * read: a deployment edited during the walk may send two versions.
 */
export function companyNamesIn(releases: readonly ReleasePage[]): string[] {
  const byKey = new Map<string, string>();
  const pairs = new Map<string, [string, string]>();
  for (const report of releases.flatMap((release) => release.announcement_reports)) {
    for (const product of report.products) pairs.set(`${report.from_name}\n${product.name}`, [report.from_name, product.name]);
  }
  const shared = [...pairs.values()].map(([sender, product]) => sharedLeadingWords(sender, product));
  for (const company of [...new Set(shared)].sort()) if (company !== '' && !byKey.has(company.toLowerCase())) byKey.set(company.toLowerCase(), company);
  return [...byKey.values()];
}
