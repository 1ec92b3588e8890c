// The word index of the search: folded words and their postings, built with flexsearch and packed.
import { Encoder, Index } from 'flexsearch';
import { ChunkWords } from './chunkWords';

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
/**
 * What the index asks of flexsearch's encoder. Declared here, so that the package's declarations
 * (which reach this file through the store's `SearchParts`) do not import flexsearch's, which do
 * not compile under `strict` without `skipLibCheck`.
 */
export interface WordEncoder {
  encode(text: string): string[];
}

const folding = new Encoder({ normalize: true, dedupe: false, numeric: false, mapper: new Map(FOLDED_LETTERS) });
export const encoder: WordEncoder = folding;

/** `WordIndex.over` yields after adding this many words to flexsearch. */
const WORDS_PER_STEP = 256;

/** A folded word to look up: it matches the words it starts (`prefix`), or only itself. */
export interface SearchWord {
  text: string;
  prefix: boolean;
}

/** A word's documents, ascending: built as an array, or a view of `PackedWords.postings`. */
export type Postings = readonly number[] | Int32Array;

/**
 * `WordPostings` in typed arrays, to hand between threads: word `k` is `words[k]`, its documents
 * `postings[offsets[k]]` up to `postings[offsets[k + 1]]`.
 */
export interface PackedWords {
  words: string[];
  offsets: Int32Array;
  postings: Int32Array;
  /** Above the highest document id added. */
  documentLimit: number;
}

/** `WordPostings.unpacking` yields after copying about this many postings: a short slice of the event loop. */
const UNPACK_STEP = 1 << 18;

/** Which documents hold which words: the distinct words in the order first met, each with its documents. */
export class WordPostings {
  readonly words: string[] = [];
  private readonly wordIds = new Map<string, number>();
  private readonly lists: Postings[] = [];
  /** Above the highest document id added. */
  documentLimit = 0;
  /** The document `add` is adding, for `addWordId`. */
  private adding = 0;

  /** Each distinct chunk of the texts added, encoded once, as word ids. */
  private readonly chunks = new ChunkWords(
    (chunk) => encoder.encode(chunk),
    (word) => this.wordId(word),
  );

  /**
   * Adds a document's text (from `start` to `end`); documents must be added in ascending id order,
   * a document's texts one after another. A word's postings take the document once (the last entry
   * is checked), so repeated words need no set per text.
   */
  add(documentId: number, text: string, start = 0, end = text.length): void {
    this.adding = documentId;
    this.chunks.each(text, this.addWordId, start, end);
    this.documentLimit = documentId + 1;
  }

  private readonly addWordId = (wordId: number): void => {
    const documents = this.lists[wordId] as number[];
    if (documents[documents.length - 1] !== this.adding) documents.push(this.adding);
  };

  /** The word's id, made on first use. */
  private wordId(word: string): number {
    let wordId = this.wordIds.get(word);
    if (wordId === undefined) {
      wordId = this.lists.length;
      this.wordIds.set(word, wordId);
      this.words.push(word);
      this.lists.push([]);
    }
    return wordId;
  }

  idOf(word: string): number | undefined {
    return this.wordIds.get(word);
  }

  documentsOf(wordId: number): Postings {
    return this.lists[wordId];
  }

  /** The postings in three arrays (one copy of every list), for `unpacking` in another thread. */
  packed(): PackedWords {
    const offsets = new Int32Array(this.lists.length + 1);
    for (let k = 0; k < this.lists.length; k++) offsets[k + 1] = offsets[k] + this.lists[k].length;
    const postings = new Int32Array(offsets[this.lists.length]);
    for (let k = 0; k < this.lists.length; k++) postings.set(this.lists[k], offsets[k]);
    return { words: this.words, offsets, postings, documentLimit: this.documentLimit };
  }

  /**
   * The postings of `packed`, yielding after every `UNPACK_STEP` postings copied; no more documents
   * can be added. Each list is copied into a plain array, not left a view of the typed arrays: the
   * query code then reads one kind of list, as in an index built here (with views, mixed with the
   * arrays of the small index the warm-up builds, the slowest search at 1M would take about three times as long).
   */
  static *unpacking({ words, offsets, postings, documentLimit }: PackedWords): Generator<void, WordPostings> {
    const unpacked = new WordPostings();
    let copied = 0;
    for (const [k, word] of words.entries()) {
      unpacked.wordIds.set(word, k);
      unpacked.words.push(word);
      unpacked.lists.push(Array.from(postings.subarray(offsets[k], offsets[k + 1])));
      copied += offsets[k + 1] - offsets[k];
      if (copied >= UNPACK_STEP) {
        copied = 0;
        yield;
      }
    }
    unpacked.documentLimit = documentLimit;
    return unpacked;
  }
}

/**
 * Which documents hold which words, and prefix search over the words. flexsearch indexes each
 * distinct word once (forward tokenization: every word is found by its starts); a postings list
 * per word gives the documents. Texts share most of their words (company names, release kinds,
 * quarters), so this is far smaller and faster to build than indexing every document's text.
 */
export class WordIndex {
  private readonly words = new Index({ tokenize: 'forward', encoder: folding });
  /** How many of `postings`' words `words` holds. */
  private searchable = 0;
  /**
   * `holdingAll`'s count per document, made once and left all zero after each use: one array is
   * enough, as the event loop runs one search at a time and a search never yields.
   */
  private counts = new Uint8Array(0);

  private constructor(private readonly postings: WordPostings) {}

  /** An empty index, for `add`. */
  static empty(): WordIndex {
    return new WordIndex(new WordPostings());
  }

  /** The index of `postings` (no more documents can be added), built one bounded step per `next()`: a few hundred words. */
  static *over(postings: WordPostings): Generator<void, WordIndex> {
    const index = new WordIndex(postings);
    while (index.searchable < postings.words.length) {
      index.addNewWords(index.searchable + WORDS_PER_STEP);
      yield;
    }
    return index;
  }

  /** See `WordPostings.add`. */
  add(documentId: number, text: string): void {
    this.postings.add(documentId, text);
    this.addNewWords();
  }

  private addNewWords(until = Infinity): void {
    const { words } = this.postings;
    for (; this.searchable < Math.min(words.length, until); this.searchable++) this.words.add(this.searchable, words[this.searchable]);
  }

  /** Visits each distinct word with its documents, in the order the words were first added. */
  eachIndexedWord(visit: (word: string, documents: Postings) => void): void {
    this.postings.words.forEach((word, wordId) => visit(word, this.postings.documentsOf(wordId)));
  }

  /**
   * Ascending lists of documents that together hold the term: for a one-word term, the postings of
   * every word it matches; for a term of several words (`q3-2025`), the documents holding a match
   * of each word, as one list.
   */
  listsFor(term: readonly SearchWord[]): Postings[] {
    const perWord = term.map((word) => (word.prefix ? this.startingWith(word.text) : this.exactly(word.text)));
    return perWord.length <= 1 ? perWord.flat() : [this.holdingAll(perWord)];
  }

  /** The postings of every word that starts with `token`. */
  private startingWith(token: string): Postings[] {
    return this.words.search(token, { limit: this.searchable || 1 }).map((wordId) => this.postings.documentsOf(wordId as number));
  }

  /** The postings of the word itself. */
  private exactly(word: string): Postings[] {
    const wordId = this.postings.idOf(word);
    return wordId === undefined ? [] : [this.postings.documentsOf(wordId)];
  }

  /**
   * The documents found in the lists of every word, ascending. A count per document, raised by a
   * word only from the previous word's count: linear in the postings (a set per word would not be).
   * A term has at most `MAX_SEARCH_WORDS` words, so a byte counts them.
   */
  private holdingAll(perWord: Postings[][]): number[] {
    const { documentLimit } = this.postings;
    if (this.counts.length < documentLimit) this.counts = new Uint8Array(documentLimit);
    const counts = this.counts;
    perWord.forEach((lists, k) => {
      for (const list of lists) for (const document of list) if (counts[document] === k) counts[document] = k + 1;
    });
    const documents: number[] = [];
    for (let document = 0; document < documentLimit; document++) {
      if (counts[document] === perWord.length) documents.push(document);
      counts[document] = 0;
    }
    return documents;
  }
}
