// The search index: the words of titles, slugs and reports, matched by prefix and scored by relevance.
import { LRUCache } from 'lru-cache';
import type { AnnouncementReport, StoredRelease } from '../../core/types';
import { countedHits, CountingScratch, markedLists, type ScoredLists } from './countedHits';
import { keptHits } from './keptHits';
import { coversMuch, SearchHits, type Hits } from './searchHits';
import { termHits } from './termHits';
import { reportText } from './reportTexts';
import { lowerBound } from './sortedIndex';
import { MAX_SEARCH_WORDS, searchTerms, type SearchTerm } from './searchTerms';
import type { SearchParts } from './searchParts';
import { WordIndex, WordPostings, type Postings, type SearchWord } from './wordIndex';

export type SearchOperator = 'and' | 'or';

/** Relevance of a hit, per term: matched in the release's own title or slug, or only through its reports. */
const OWN_TEXT_SCORE = 2;
const REPORT_TEXT_SCORE = 1;

/** Where one term is found: postings of the releases' own text, and the carriers of the reports whose text holds it. */
interface TermMatch {
  own: Postings[];
  viaReports: Postings[];
  /** At most this many releases: the lists' total length. */
  size: number;
}

/** A term found in much of the dataset, its lists also marked as `countedHits` would mark them. */
interface MarkedMatch extends TermMatch {
  ownMarked: Int32Array;
  viaReportsMarked: Int32Array;
}

/**
 * At most this many common terms are kept marked (`SearchIndex.markCommonTerms`), the largest
 * first: each costs two bitmaps of the dataset (a bit per release each).
 */
const MAX_MARKED_TERMS = 128;

/**
 * Common terms are marked from this many releases on. Below it, reading their postings stays within
 * the search budget even for ten common starts, and marking would slow the start-up that matters
 * there (the default dataset's, where a search costs microseconds).
 */
export const MARK_COMMON_FROM = 250_000;

/**
 * Whether a term's lists hold so many positions that marking them once at start-up pays: a
 * quarter of the dataset or more. Ten terms just under it cost 2.5 passes' worth of postings.
 */
const isCommon = (size: number, universe: number): boolean => size * 4 >= universe;

/** The universe `SearchIndex.warmUp` counts over first, and how many times. */
const WARM_UP_UNIVERSE = 1 << 16;
const WARM_UP_ROUNDS = 4;
/** The releases of the small index `SearchIndex.warmSearches` runs queries on. */
const WARM_UP_SAMPLE = 2000;

/** `SearchIndex.building` yields after this many releases (or reports): a few ms of indexing at most. */
const STEP_RELEASES = 256;

/** The same steps with nothing yielded: the small index `warmSearches` builds is not this one. */
function* onlySteps<T>(steps: Generator<unknown, T>): Generator<void, T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    yield;
  }
}

/** A one-word term's key: its folded text, marked as matching the words it starts or only itself. */
const termKey = (word: SearchWord): string => `${word.prefix ? '*' : '='}${word.text}`;
const wordOfKey = (key: string): SearchWord => ({ text: key.slice(1), prefix: key[0] === '*' });

/** A term's lists for `countedHits`: its own text first, as it scores higher. */
const scoredLists = (match: TermMatch | MarkedMatch): ScoredLists[] => [
  { score: OWN_TEXT_SCORE, lists: match.own, marked: 'ownMarked' in match ? match.ownMarked : undefined },
  { score: REPORT_TEXT_SCORE, lists: match.viaReports, marked: 'viaReportsMarked' in match ? match.viaReportsMarked : undefined },
];

/**
 * Full-text search over releases: their own title and slug, and the text of their announcement
 * reports. Report types are shared by many releases, so their text is indexed once per report id
 * and mapped back to the releases that carry them.
 */
export class SearchIndex {
  /** The one-word terms that cover much of the dataset, by `termKey` (`markCommonTerms`). */
  private readonly commonTerms = new Map<string, MarkedMatch>();
  /** `countedHits`'s working arrays; a query has at most `MAX_SEARCH_WORDS` terms. */
  private readonly scratch: CountingScratch;
  /**
   * The common terms' bitmaps (`markCommonTerms`: at most two per term), carved from one array
   * made with the index, not one array each as they are marked: typed arrays are memory outside
   * V8's heap, whose growth since the last full collection schedules the next one. Made before
   * start-up's full collection, they count as memory it found; made after it, they would take most
   * of the growth that schedules another. It has room for `MAX_MARKED_TERMS` terms whether or not
   * that many are common.
   */
  private readonly markSlab: Int32Array;
  /** How many of `markSlab`'s bitmaps are taken. */
  private marksTaken = 0;

  /**
   * Hits of recent queries: the index never changes, so a query always finds the same releases,
   * and a frontend's test suite asks the same few queries thousands of times. Bounded by count and
   * by the hits held (a listed hit costs 5 bytes, more once ranked; hits kept as bit slices, less).
   */
  private readonly recent = new LRUCache<string, Hits>({ max: 256, maxSize: 4_000_000, sizeCalculation: (hits) => hits.size + 1 });

  private constructor(
    private readonly releases: readonly StoredRelease[],
    private readonly markCommonFrom: number,
    private readonly ownText = WordIndex.empty(),
    private readonly reportText = WordIndex.empty(),
    private readonly releasesByReport = new Map<number, Postings>(),
  ) {
    this.scratch = new CountingScratch(releases.length, MAX_SEARCH_WORDS);
    this.markSlab = new Int32Array(releases.length >= markCommonFrom ? 2 * MAX_MARKED_TERMS * this.bitmapWords : 0);
  }

  /** The length of a bitmap of the releases, 32 to a word. */
  private get bitmapWords(): number {
    return (this.releases.length + 31) >>> 5;
  }

  /** The lists' positions marked in the next of `markSlab`'s bitmaps. */
  private markedInSlab(lists: readonly Postings[]): Int32Array {
    const words = this.bitmapWords;
    return markedLists(lists, this.releases.length, this.markSlab.subarray(this.marksTaken * words, ++this.marksTaken * words));
  }

  /** The index of `releases`: `releases[i]` is indexed under its position `i`; common terms are marked from `markCommonFrom` releases on. */
  static of(releases: readonly StoredRelease[], markCommonFrom = MARK_COMMON_FROM): SearchIndex {
    const steps = SearchIndex.building(releases, markCommonFrom);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The same index built one bounded step per `next()` (a few hundred releases, one common term),
   * so that a caller can build it between requests; the generator returns it when done. One step
   * yields the index itself: from then on it answers every query as the finished index does (what
   * follows marks common terms and warms up, which only makes searches faster).
   */
  static *building(releases: readonly StoredRelease[], markCommonFrom = MARK_COMMON_FROM): Generator<SearchIndex | void, SearchIndex> {
    const index = new SearchIndex(releases, markCommonFrom);
    yield* index.indexingTexts();
    yield index;
    yield* index.finishing();
    return index;
  }

  /**
   * The index of `releases` from its parts built elsewhere (`SearchPartsBuilder`, from the same
   * releases in the same order), one bounded step per `next()`: the words made searchable, then
   * what `building` does after indexing the texts, the index yielded as it does. The same index as `building`'s.
   */
  static *assembling(releases: readonly StoredRelease[], parts: SearchParts, markCommonFrom = MARK_COMMON_FROM): Generator<SearchIndex | void, SearchIndex> {
    if (parts.size !== releases.length) throw new Error(`search parts of ${parts.size} releases for ${releases.length}`);
    const ownText = yield* WordIndex.over(yield* WordPostings.unpacking(parts.own));
    const reportText = yield* WordIndex.over(yield* WordPostings.unpacking(parts.reports));
    const releasesByReport = new Map<number, Postings>();
    parts.reportIds.forEach((id, k) => releasesByReport.set(id, Array.from(parts.carriers.subarray(parts.carrierOffsets[k], parts.carrierOffsets[k + 1]))));
    const index = new SearchIndex(releases, markCommonFrom, ownText, reportText, releasesByReport);
    yield index;
    yield* index.finishing();
    return index;
  }

  /** Indexes the releases' texts, yielding after every `STEP_RELEASES` releases or reports. */
  private *indexingTexts(): Generator<void, void> {
    // The first report of each id: its text is what the id is found by.
    const reports = new Map<number, AnnouncementReport>();
    for (let position = 0; position < this.releases.length; position++) {
      const release = this.releases[position];
      // Title and slug added apart: the same words as their text joined, without building it.
      this.ownText.add(position, release.title);
      if (release.slug) this.ownText.add(position, release.slug);
      for (const report of release.announcement_reports) {
        let carriers = this.releasesByReport.get(report.id) as number[] | undefined;
        if (!carriers) {
          carriers = [];
          this.releasesByReport.set(report.id, carriers);
          reports.set(report.id, report);
        }
        if (carriers[carriers.length - 1] !== position) carriers.push(position);
      }
      if (position % STEP_RELEASES === STEP_RELEASES - 1) yield;
    }
    // Report ids in ascending order, as a WordIndex wants its documents.
    for (const [i, id] of [...reports.keys()].sort((a, b) => a - b).entries()) {
      this.reportText.add(id, reportText(reports.get(id)!));
      if (i % STEP_RELEASES === STEP_RELEASES - 1) yield;
    }
  }

  /**
   * What follows once the index answers, from `markCommonFrom` releases on, yielding after each
   * query, term and count: each kind of query run on a small index first, so that searches soon
   * run optimized code, then the common terms marked and counted once. Not before the index
   * answers: run before the port opens, in the dataset's uncollected garbage, the small index's
   * queries would take many times what assembling it takes (garbage collections).
   * Start-up that builds the index before listening takes these steps after its full collection (server.ts).
   */
  private *finishing(): Generator<void, void> {
    if (this.releases.length >= this.markCommonFrom) {
      if (this.releases.length > WARM_UP_SAMPLE) yield* this.warmSearches();
      yield* this.markCommonTerms();
      yield* this.warmUp();
    }
  }

  /**
   * Counts a few marked terms, both as marks and as lists, once with each operator's rule, so that
   * the first search after start-up does not run the counting loops unoptimized, nor send them
   * back to the interpreter on a path the warm-up did not take: unwarmed, that first search costs
   * many times the next ones. Nothing is kept.
   */
  private *warmUp(): Generator<void, void> {
    const terms = [...new Set(this.commonTerms.values())].slice(0, MAX_SEARCH_WORDS / 2);
    const marked = terms.map(scoredLists);
    const listed = marked.map((groups) => groups.map(({ score, lists }) => ({ score, lists })));
    // First over the universe's first positions, several times, so that the loops are compiled before
    // a full count; then a term as marks and as lists at a time, a step each: ten terms over the
    // whole universe at once would hold the loop past the search budget, the first of them run unoptimized.
    const head = (lists: readonly Postings[]) =>
      lists.map((list) =>
        list.slice(
          0,
          lowerBound(list.length, (k) => list[k], WARM_UP_UNIVERSE),
        ),
      );
    const small = terms.map((term): TermMatch => ({ own: head(term.own), viaReports: head(term.viaReports), size: 0 }));
    const smallListed = small.map(scoredLists);
    const smallMarked = small.map((term) =>
      scoredLists({ ...term, ownMarked: markedLists(term.own, WARM_UP_UNIVERSE), viaReportsMarked: markedLists(term.viaReports, WARM_UP_UNIVERSE) }),
    );
    const smallScratch = new CountingScratch(WARM_UP_UNIVERSE, MAX_SEARCH_WORDS);
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const every of [false, true]) {
        countedHits([...smallMarked, ...smallListed], WARM_UP_UNIVERSE, every, smallScratch).leading(20);
        yield;
      }
    }
    for (const [i, groups] of marked.entries()) {
      for (const every of [false, true]) {
        countedHits([groups, listed[i]], this.releases.length, every, this.scratch).leading(20);
        yield;
      }
    }
  }

  /**
   * Runs each kind of query a few times on a small index of the first releases, whose code this
   * index shares, so that a client's first search does not run it unoptimized: at 1M releases the
   * slowest search measured was such a first one (500 characters of one-letter tokens with `or`),
   * several times the same kind's usual time. Nothing is kept.
   */
  private *warmSearches(): Generator<void, void> {
    const sample = yield* onlySteps(SearchIndex.building(this.releases.slice(0, WARM_UP_SAMPLE), 0));
    const titles = this.releases
      .slice(0, 10)
      .map((release) => release.title)
      .join(' ');
    const queries = ['a b c d e f g h i j k', titles, 'co re in', 're', 'r', 'q1-2026 report'];
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const query of queries) {
        for (const operator of ['or', 'and'] as const) sample.find(searchTerms(query), operator).leading(20);
        yield;
      }
    }
  }

  /**
   * Matches and marks once the one-word terms found in much of the dataset (`isCommon`): a word
   * start (`co`), or a word matched only as itself (a one-letter word among others). A query of
   * such terms (`co re in st ...`, up to `MAX_SEARCH_WORDS`) then ORs two bitmaps per term into
   * `countedHits`'s count instead of reading every posting of every word the term matches, which
   * at 1M releases would hold a request past the search budget. The same lists are marked, so the hits are the same.
   * A term's size is first estimated from the words' postings (a report counted once per word,
   * so never under the term's size), then matched exactly. A term that matches the same words as
   * a shorter one (`chartb` as `chart`, the word `chartbook` as the start `chartbook`) shares its
   * entry: the index counts the words under each term, and a term's words are among its parent's.
   */
  private *markCommonTerms(): Generator<void, void> {
    const universe = this.releases.length;
    const terms = new Map<string, { size: number; ownWords: number; reportWords: number }>();
    const addToTerms = (word: string, size: number, own: boolean) => {
      const add = (key: string) => {
        const term = terms.get(key) ?? { size: 0, ownWords: 0, reportWords: 0 };
        term.size += size;
        if (own) term.ownWords++;
        else term.reportWords++;
        terms.set(key, term);
      };
      add(termKey({ text: word, prefix: false }));
      // A one-character start is searched only alone (`searchTerms`), one term, which costs one pass over its postings.
      let start = '';
      let characters = 0;
      for (const character of word) {
        start += character;
        if (++characters > 1) add(termKey({ text: start, prefix: true }));
      }
    };
    this.ownText.eachIndexedWord((word, documents) => addToTerms(word, documents.length, true));
    yield;
    this.reportText.eachIndexedWord((word, reportIds) => {
      let carriers = 0;
      for (const id of reportIds) carriers += this.releasesByReport.get(id)?.length ?? 0;
      addToTerms(word, carriers, false);
    });
    yield;
    // The largest first; among equal sizes a shorter start before its longer ones, a start before the word itself.
    const candidates = [...terms].filter(([, term]) => isCommon(term.size, universe)).sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1));
    yield;
    let marked = 0;
    for (const [key, term] of candidates) {
      const parentKey = key[0] === '=' ? `*${key.slice(1)}` : key.slice(0, -1);
      const parent = terms.get(parentKey);
      const shared = parent && parent.ownWords === term.ownWords && parent.reportWords === term.reportWords ? this.commonTerms.get(parentKey) : undefined;
      if (shared) {
        this.commonTerms.set(key, shared);
        continue;
      }
      if (marked === MAX_MARKED_TERMS) continue;
      const match = this.match([wordOfKey(key)]);
      yield;
      if (!isCommon(match.size, universe)) continue;
      this.commonTerms.set(key, { ...match, ownMarked: this.markedInSlab(match.own), viaReportsMarked: this.markedInSlab(match.viaReports) });
      marked++;
      yield;
    }
  }

  /**
   * The matching releases with their relevance scores. `and` builds the hits of the rarest term
   * only and tests them against the others, so a common word costs no more than the rare one it
   * is combined with. No terms match nothing. Terms that find much of the dataset are counted
   * over bitmaps of the whole dataset instead (`countedHits`), whose cost has a bound: at most
   * `MAX_SEARCH_WORDS` words, each one pass over its postings.
   */
  search(query: string, operator: SearchOperator): Hits {
    const terms = searchTerms(query);
    // Queries that differ only in what is not searched (case, repeats, words past the limit) share hits.
    const key = `${operator} ${JSON.stringify(terms)}`;
    let hits = this.recent.get(key);
    if (!hits) {
      hits = this.find(terms, operator);
      this.recent.set(key, hits);
    }
    return hits;
  }

  private find(terms: SearchTerm[], operator: SearchOperator): Hits {
    const matches = terms.map((term) => this.match(term));
    if (matches.length === 0) return SearchHits.NONE;
    const universe = this.releases.length;
    const postings = matches.reduce((sum, m) => sum + m.size, 0);
    // One term is found the same way with either operator.
    if (operator === 'or' || matches.length === 1) {
      // Each term's hits merged while they are small against the dataset, counted beyond:
      // merging the terms' hits one after another reads the hits so far once per term: ten terms of
      // many postings would take the whole search budget at 1M, where counting takes a fraction of it.
      if (coversMuch(postings * matches.length, universe)) return countedHits(matches.map(scoredLists), universe, false, this.scratch);
      return matches.map((m) => this.hitsOf(m)).reduce((a, b) => SearchHits.merge(a, b, (x, y) => x + y));
    }
    const [rarest, ...others] = [...matches].sort((a, b) => a.size - b.size);
    // Keeping the rarest term's hits that the others hold reads each other term's postings twice
    // (marked, then cleared; not at all when marked once) and tests each hit once per term;
    // counting reads every posting once, then passes over the dataset's bits a few times.
    const read = (m: TermMatch | MarkedMatch) => ('ownMarked' in m ? 0 : m.size);
    const keeping = rarest.size + others.reduce((sum, m) => sum + rarest.size + 2 * read(m), 0);
    if (matches.reduce((sum, m) => sum + read(m), universe / 4) < keeping) return countedHits(matches.map(scoredLists), universe, true, this.scratch);
    return others.reduce((hits, other) => keptHits(hits, scoredLists(other), this.scratch.marks), this.hitsOf(rarest));
  }

  private match(term: SearchTerm): TermMatch {
    const common = term.length === 1 ? this.commonTerms.get(termKey(term[0])) : undefined;
    if (common) return common;
    const own = this.ownText.listsFor(term);
    // Not `flat()`: a typed array's ids are not spread by it.
    const reportIds = new Set<number>();
    for (const list of this.reportText.listsFor(term)) for (const id of list) reportIds.add(id);
    const viaReports = [...reportIds].map((id) => this.releasesByReport.get(id) ?? []);
    const size = [...own, ...viaReports].reduce((sum, list) => sum + list.length, 0);
    return { own, viaReports, size };
  }

  private hitsOf(match: TermMatch): SearchHits {
    return termHits(match.own, match.viaReports, OWN_TEXT_SCORE, REPORT_TEXT_SCORE, this.scratch);
  }
}
