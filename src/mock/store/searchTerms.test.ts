// Tests of turning a query into search terms and of the word limit.
import { MAX_SEARCH_WORDS, searchTerms } from './searchTerms';

/** The words searched, a prefix marked with `*`: `[['q3*', '2025*'], ['s', 'p']]`. */
const searched = (query: string) => searchTerms(query).map((term) => term.map((w) => (w.prefix ? `${w.text}*` : w.text)));

/** `count` one-letter tokens cycling through the alphabet and digits, joined by `separator`. */
const letters = (count: number, separator: string) => Array.from({ length: count }, (_, i) => 'aeioubcdfghjklmnpqrstvwxyz0123456789'[i % 36]).join(separator);

describe('searchTerms', () => {
  test.each([
    { query: 'alpha gamma', terms: [['alpha*'], ['gamma*']] },
    { query: '  Alpha \t GAMMA\n', terms: [['alpha*'], ['gamma*']] },
    { query: 'Über uber UBER café', terms: [['uber*'], ['cafe*']] },
    { query: 'q3-2025 earnings', terms: [['q3*', '2025*'], ['earnings*']] },
    { query: '', terms: [] },
    { query: ' - & ', terms: [] },
  ])('%j', ({ query, terms }) => {
    expect(searched(query)).toEqual(terms);
  });

  describe(`at most ${MAX_SEARCH_WORDS} words`, () => {
    const words = Array.from({ length: 12 }, (_, i) => `word${i + 1}`);

    test('words after the limit are ignored', () => {
      expect(searched(words.join(' ')).flat()).toEqual(words.slice(0, MAX_SEARCH_WORDS).map((w) => `${w}*`));
    });

    test('a term of several words counts each, and one cut by the limit keeps its first words', () => {
      expect(searched(`${words.slice(0, 8).join(' ')} q3-2025-final`)).toEqual([...words.slice(0, 8).map((w) => [`${w}*`]), ['q3*', '2025*']]);
    });

    test('a term repeated in another case does not use up the limit', () => {
      const query = [...words.slice(0, 9), 'WORD1', 'Word2', 'tenth'].join(' ');
      expect(searched(query).flat()).toEqual([...words.slice(0, 9), 'tenth'].map((w) => `${w}*`));
    });

    test.each([' ', '-', '+'])('a 500-character query of one-letter tokens joined by %j searches at most the limit, each letter as itself', (separator) => {
      const query = letters(250, separator);
      expect(query.length).toBeGreaterThanOrEqual(499);
      const words = searched(query).flat();
      expect(words.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
      expect(words.every((w) => !w.endsWith('*'))).toBe(true);
    });
  });

  describe('a one-character word', () => {
    test.each([
      { query: 'e', terms: [['e*']] },
      { query: 'É', terms: [['e*']] },
      { query: '7', terms: [['7*']] },
      { query: 'e earnings', terms: [['e'], ['earnings*']] },
      { query: 'S&P 500', terms: [['s', 'p'], ['500*']] },
      { query: 'AT&T', terms: [['at*', 't']] },
      { query: 'ß', terms: [['ss*']] },
    ])('%j: a prefix alone, only itself among other words', ({ query, terms }) => {
      expect(searched(query)).toEqual(terms);
    });
  });
});
