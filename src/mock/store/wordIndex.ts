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
   * Ascending lists of documents that together hold the term: for a one-word term, the postings of
   * every word it starts; for a term the encoder splits (`q3-2025`), the documents holding a word
   * that starts with each part, as one list.
   */
  listsFor(term: string): number[][] {
    const tokens = encoder.encode(term);
    if (tokens.length <= 1) return tokens.map((token) => this.startingWith(token)).flat();
    const [first, ...rest] = tokens.map((token) => new Set(this.startingWith(token).flat()));
    return [[...first].filter((id) => rest.every((holders) => holders.has(id))).sort((a, b) => a - b)];
  }

  /** The postings of every word that starts with `token`. */
  private startingWith(token: string): number[][] {
    return this.words.search(token, { limit: this.postings.length || 1 }).map((wordId) => this.postings[wordId as number]);
  }
}
