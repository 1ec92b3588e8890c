// Broken variants only probes drawn from the data catch: a boundary of limit, a class of words, several terms.
import { onList, titleWordsOf, type Fault } from './harness';

/** Whether a search term holds a letter outside ASCII written in upper case (`Ü`). */
const hasNonAsciiCapital = (term: string) => [...term].some((c) => /[^\p{ASCII}]/u.test(c) && c !== c.toLowerCase());

/** The terms of a search with `search_operator=and`, lower-cased; none for any other query. */
function andTerms(query: URLSearchParams): string[] {
  if (query.get('search_operator') !== 'and') return [];
  return (query.get('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Each breaks one rule where a hand-picked probe does not look. */
export const drawnProbeFaults: Fault[] = [
  {
    name: 'limit=200 is refused, as a >= for > would',
    caughtBy: 'content.valid-requests-are-served',
    request: (_req, query) => {
      if (query.get('limit') === '200') query.set('limit', '201');
    },
  },
  {
    name: 'limit=0 is answered with a full page',
    caughtBy: 'paging.limit-bounds-the-page',
    request: (_req, query) => {
      if (query.get('limit') === '0') query.delete('limit');
    },
  },
  {
    name: 'case is folded from A to Z only: an upper-case non-ASCII letter finds nothing',
    caughtBy: 'search.case-insensitive',
    request: (_req, query) => {
      if (hasNonAsciiCapital(query.get('search') ?? '')) query.set('search', 'qqxzjv');
    },
  },
  {
    name: 'with search_operator=and, only the last term is a prefix: the others must be whole title words',
    caughtBy: 'search.prefix-matches-word-start',
    answer: onList((body, query) => {
      const terms = andTerms(query);
      if (terms.length < 2) return;
      body.items = body.items.filter((item) => terms.slice(0, -1).every((term) => titleWordsOf(item).includes(term)));
    }),
  },
  {
    name: 'with search_operator=and, every term must be in one field: a title word and a product name never match together',
    caughtBy: 'search.and-requires-every-term',
    answer: onList((body, query) => {
      const terms = andTerms(query);
      if (terms.length < 2) return;
      body.items = body.items.filter((item) => terms.every((term) => titleWordsOf(item).some((word) => word.startsWith(term))));
    }),
  },
];
