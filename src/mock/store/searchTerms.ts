// A query's search terms: folded words, repeats counted once, cut after the word limit.
import { encoder, type SearchWord } from './wordIndex';

/**
 * At most this many words of a query are searched; later ones are ignored. Meilisearch's limit
 * (and reason: a fast answer whatever the query); each word costs up to one pass over the index.
 */
export const MAX_SEARCH_WORDS = 10;

/** A term of the query as searched: its words, all of which a release must hold (`q3-2025` is `q3` and `2025`). */
export type SearchTerm = SearchWord[];

/**
 * The terms of a query as they are searched: folded into words, a term repeated in another case
 * or spelling counted once, and cut after the `MAX_SEARCH_WORDS`th word. A one-character word
 * matches the words it starts only when it is the query's only word (typing a first letter);
 * among others it matches only itself (`s` and `p` of `S&P`), as it would otherwise take every
 * word of the index that starts with that letter.
 */
export function searchTerms(query: string): SearchTerm[] {
  const distinct = new Map<string, string[]>();
  // Terms are separated by white space (`+` in a URL is a space).
  for (const term of query.split(/\s+/)) {
    const words = encoder.encode(term);
    const key = words.join(' ');
    if (words.length > 0 && !distinct.has(key)) distinct.set(key, words);
  }
  const terms: string[][] = [];
  let budget = MAX_SEARCH_WORDS;
  for (const words of distinct.values()) {
    if (budget === 0) break;
    terms.push(words.slice(0, budget));
    budget -= terms[terms.length - 1].length;
  }
  const alone = terms.length === 1 && terms[0].length === 1;
  return terms.map((words) => words.map((text) => ({ text, prefix: alone || [...text].length > 1 })));
}
