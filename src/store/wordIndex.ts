import { Encoder, Index } from 'flexsearch';

/**
 * Case- and accent-folding, nothing more. flexsearch's default encoder also collapses repeated
 * letters ("carr" would find "Carbon") and splits long numbers into groups of three ("456" would
 * find "123456"), which breaks "a term matches the words it starts". Letters that Unicode does
 * not decompose are mapped by hand.
 */
const FOLDED_LETTERS: [string, string][] = [
  ['ß', 'ss'],
  ['ø', 'o'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['đ', 'd'],
  ['ł', 'l'],
  ['þ', 'th'],
];
export const encoder = new Encoder({ normalize: true, dedupe: false, numeric: false, mapper: new Map(FOLDED_LETTERS) });

/**
 * Which documents hold which words, and prefix search over the words. flexsearch indexes each
 * distinct word once (forward tokenization: every word is found by its starts); a postings list
 * per word gives the documents. Texts share most of their words (company names, release kinds,
 * quarters), so this is far smaller and faster to build than indexing every document's text.
 */
export class WordIndex {
  private readonly words = new Index({ tokenize: 'forward', encoder });
  private readonly wordIds = new Map<string, number>();
  private readonly postings: number[][] = [];

  /** Adds a document's text; documents must be added in ascending id order. */
  add(documentId: number, text: string): void {
    for (const word of encoder.encode(text)) {
      let wordId = this.wordIds.get(word);
      if (wordId === undefined) {
        wordId = this.postings.length;
        this.wordIds.set(word, wordId);
        this.postings.push([]);
        this.words.add(wordId, word);
      }
      const documents = this.postings[wordId];
      if (documents[documents.length - 1] !== documentId) documents.push(documentId);
    }
  }

  /**
   * The documents holding, for every word of the term (as the encoder splits it: `q3-2025` is two),
   * a word that starts with it.
   */
  find(term: string): Set<number> {
    const perToken = encoder.encode(term).map((token) => this.holders(token));
    return perToken.reduce((found, holders) => new Set([...found].filter((id) => holders.has(id))), perToken[0] ?? new Set<number>());
  }

  /** The documents holding a word that starts with `token`. */
  private holders(token: string): Set<number> {
    const holders = new Set<number>();
    for (const wordId of this.words.search(token, { limit: this.postings.length || 1 })) {
      for (const documentId of this.postings[wordId as number]) holders.add(documentId);
    }
    return holders;
  }
}
