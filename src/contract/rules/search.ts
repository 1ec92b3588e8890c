// The suite's rules on `search`: matching words, operators and relevance order.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import { FULL_READ_LIMIT, type SuiteItem, type SuiteContext } from '../suite/context';
import { idList } from './support';
import type { ApiResponse } from '../../net/client/exchange';
import { fail, skip } from '../suite/outcomes';
import {
  ANY_SEARCHED_WORD,
  byRarity,
  productNamesOf,
  titleText,
  comparableWord,
  DIGIT_TITLE_WORDS,
  isSearchable,
  mixedCase,
  NON_ASCII_TITLE_WORDS,
  PRODUCT_WORDS,
  REPORT_TITLE_WORDS,
  STOP_WORDS,
  TITLE_WORDS,
  tokensOf,
  wordIndex,
  wordsOfRelease,
  type Word,
  type WordClass,
} from './searchWords';

// Search may match more than the words the suite can see ("other release content and
// metadata"), so these rules check recall: every release whose title (or product name) holds
// a word must come back; never that nothing else does, except where two searches of the same
// server are compared with each other.

/**
 * A first letter of title words, searched alone (a term of one letter starts a word too, §4.2.3),
 * with the date whose releases hold the most words it starts, and those releases.
 */
function pickLetter(index: Map<string, Word>): { letter: string; date: string; holders: SuiteItem[] } | undefined {
  const byLetterAndDate = new Map<string, Set<SuiteItem>>();
  for (const [text, word] of index) {
    for (const item of word.holders) {
      if (typeof item.expected_date !== 'string') continue;
      const key = `${text[0]} ${item.expected_date}`;
      byLetterAndDate.set(key, (byLetterAndDate.get(key) ?? new Set()).add(item));
    }
  }
  const best = [...byLetterAndDate].sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))[0];
  if (!best) return undefined;
  const [letter, date] = best[0].split(' ');
  return { letter, date, holders: [...best[1]] };
}

function titleIndexOrSkip(context: SuiteContext): Map<string, Word> {
  const index = wordIndex(context.snapshot.items, TITLE_WORDS);
  if (index.size === 0) skip('no title holds a word of four ASCII letters or more (outside stop words) to search for');
  return index;
}

/** Each snapshot's index of every searched word, built once. */
const searchedWords = new WeakMap<object, Map<string, Word>>();

/**
 * How many releases a search for the words finds at least: the releases of the snapshot whose
 * searched texts (titles, product names, report titles) hold every word, or `holders` when more,
 * scaled to the listing when the snapshot is a sample.
 */
function estimatedResult(context: SuiteContext, words: readonly string[], holders = 0): number {
  const { snapshot } = context;
  let index = searchedWords.get(snapshot);
  if (!index) searchedWords.set(snapshot, (index = wordIndex(snapshot.items, ANY_SEARCHED_WORD)));
  const sets = words.map((word) => index.get(word.toLowerCase())?.holders ?? new Set<SuiteItem>());
  const all = sets.length === 0 ? 0 : [...sets[0]].filter((item) => sets.every((set) => set.has(item))).length;
  return Math.ceil((Math.max(all, holders) * snapshot.totalCount) / Math.max(1, snapshot.items.length));
}

/** Whether a probe's result is one the suite reads whole: at most FULL_READ_LIMIT releases, by the snapshot's estimate. */
const affordable = (context: SuiteContext, words: readonly string[], holders = 0): boolean => estimatedResult(context, words, holders) <= FULL_READ_LIMIT;

/** The searchable words of one release's title. */
const titleWordsOf = (item: SuiteItem, index: Map<string, Word>): Word[] => wordsOfRelease(item, index, TITLE_WORDS);

/** What one search found: every page walked, ids gathered. */
interface Found {
  query: string;
  ids: Set<number>;
  response: ApiResponse;
}

/** Walks every page of a search for the terms, `%20` (or `+`) between them; `what` names the probe's class for the report. */
async function search(
  context: SuiteContext,
  terms: string[],
  options: { operator?: 'and' | 'or'; separator?: '%20' | '+'; what?: string } = {},
): Promise<Found> {
  const operator = options.operator ? `&search_operator=${options.operator}` : '';
  const query = `search=${terms.map(encodeURIComponent).join(options.separator ?? '%20')}${operator}`;
  context.drew(options.what ?? `${terms.length} term${terms.length > 1 ? 's' : ''}`, query);
  const { items, pages } = await context.walk(query);
  return { query, ids: new Set(items.map((item) => item.id)), response: pages[0] };
}

const describeRelease = (item: SuiteItem) => `id ${item.id} ${JSON.stringify(item.title)}`;

/** Fails unless the search found every one of the releases. */
function expectFound(found: Found, releases: Iterable<SuiteItem>, message: string, whose: string): void {
  const expected = [...releases];
  const missing = expected.filter((item) => !found.ids.has(item.id));
  if (missing.length > 0) {
    fail(message, {
      expected: `${found.query} finds every release ${whose} (${expected.length})`,
      actual: `${missing.length} of them missing, e.g. ${describeRelease(missing[0])}`,
      response: found.response,
    });
  }
}

/** Fails unless the search found only releases of `allowed`. */
function expectOnly(found: Found, allowed: Set<number>, message: string, which: string): void {
  const extra = [...found.ids].filter((id) => !allowed.has(id));
  if (extra.length > 0) {
    fail(message, { expected: `${found.query} finds only ${which}`, actual: `${extra.length} other releases: ids ${idList(extra)}`, response: found.response });
  }
}

/** Fails unless two searches found the same releases. */
function expectSameReleases(first: Found, second: Found, message: string): void {
  const onlyFirst = [...first.ids].filter((id) => !second.ids.has(id));
  const onlySecond = [...second.ids].filter((id) => !first.ids.has(id));
  if (onlyFirst.length > 0 || onlySecond.length > 0) {
    fail(message, {
      expected: `${first.query} and ${second.query} find the same releases (${first.ids.size})`,
      actual: [
        onlyFirst.length > 0 && `${onlyFirst.length} found only by the first (ids ${idList(onlyFirst)})`,
        onlySecond.length > 0 && `${onlySecond.length} found only by the second (ids ${idList(onlySecond)})`,
      ]
        .filter(Boolean)
        .join('; '),
      response: second.response,
    });
  }
}

/** Two title words that occur together in some titles and apart in others, with the titles holding both. */
interface Pair {
  a: Word;
  b: Word;
  both: SuiteItem[];
}

/**
 * The pair with the smallest union of titles (fewest pages to walk); none when no two words ever
 * part. Linear in the titles: how often two words meet is counted title by title.
 */
function pickPair(context: SuiteContext, index: Map<string, Word>): Pair | undefined {
  const meetings = new Map<string, { a: Word; b: Word; together: number }>();
  for (const item of context.snapshot.items) {
    const words = titleWordsOf(item, index);
    for (const [i, a] of words.entries()) {
      for (const b of words.slice(i + 1)) {
        // One key whichever word comes first in a title.
        const key = a.text < b.text ? `${a.text}\u0000${b.text}` : `${b.text}\u0000${a.text}`;
        const meeting = meetings.get(key) ?? { a, b, together: 0 };
        meeting.together++;
        meetings.set(key, meeting);
      }
    }
  }
  let best: { a: Word; b: Word } | undefined;
  let bestSize = Infinity;
  for (const { a, b, together } of meetings.values()) {
    const apart = together < a.holders.size && together < b.holders.size;
    const size = a.holders.size + b.holders.size - together;
    if (apart && size < bestSize) [best, bestSize] = [{ a, b }, size];
  }
  return best && { ...best, both: [...best.a.holders].filter((release) => best.b.holders.has(release)) };
}

/** Each word of the pair searched alone: what "contains the term" means to this server. */
async function searchAlone(context: SuiteContext, { a, b }: Pair): Promise<[Found, Found]> {
  return [await search(context, [a.text]), await search(context, [b.text])];
}

/** The snapshot's releases with these ids. */
const releasesWithIds = (context: SuiteContext, ids: Set<number>) => context.snapshot.items.filter((item) => ids.has(item.id));

function pairOrSkip(context: SuiteContext): Pair {
  const pair = pickPair(context, titleIndexOrSkip(context));
  if (!pair) skip('no two title words occur together in some titles and apart in others');
  return pair;
}

type SearchOptions = Parameters<typeof search>[2];

/** The pair's two terms searched two ways, which must find the same releases. */
async function expectPairSearchedAlike(
  context: SuiteContext,
  first: SearchOptions,
  second: SearchOptions,
  message: (a: string, b: string) => string,
): Promise<void> {
  const { a, b } = pairOrSkip(context);
  const one = await search(context, [a.text, b.text], first);
  const other = await search(context, [a.text, b.text], second);
  expectSameReleases(one, other, message(a.text, b.text));
}

/** Prefixes are four letters long, of words of seven or more: stemmers cut endings, and seldom that deep, so the prefix survives in the stem. */
const PREFIX_LENGTH = 4;
const MIN_PREFIXED_LENGTH = 7;

/**
 * The prefix that starts the most different title words (fewest holders on a tie). Not a stop
 * word, and not ending in `y`, which stemmers rewrite (`daily` → `daili`).
 */
function pickPrefix(index: Map<string, Word>, fits: (holders: number) => boolean): { prefix: string; words: string[]; holders: Set<SuiteItem> } | undefined {
  const byPrefix = new Map<string, string[]>();
  for (const key of index.keys()) {
    const prefix = key.slice(0, PREFIX_LENGTH);
    if (key.length < MIN_PREFIXED_LENGTH || prefix.endsWith('y') || STOP_WORDS.has(prefix)) continue;
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), key]);
  }
  const holdersOf = (prefix: string) => new Set([...index].filter(([key]) => key.startsWith(prefix)).flatMap(([, word]) => [...word.holders]));
  const fitting = [...byPrefix].map(([prefix, words]) => ({ prefix, words, holders: holdersOf(prefix) })).filter((choice) => fits(choice.holders.size));
  const most = Math.max(...fitting.map((choice) => choice.words.length));
  const ranked = fitting.filter((choice) => choice.words.length === most);
  ranked.sort((x, y) => x.holders.size - y.holders.size || (x.prefix < y.prefix ? -1 : 1));
  return ranked[0];
}

/** The prefix of a title word a term may be (see pickPrefix); undefined for a word too short or a prefix stemmers rewrite. */
function prefixOf(key: string): string | undefined {
  const prefix = key.slice(0, PREFIX_LENGTH);
  return key.length < MIN_PREFIXED_LENGTH || prefix.endsWith('y') || STOP_WORDS.has(prefix) ? undefined : prefix;
}

/** Whether a release's title has a word starting with each of the prefixes. */
const titleStartsEach = (item: SuiteItem, prefixes: readonly string[]): boolean => {
  const words = tokensOf(titleText(item)).map((t) => t.toLowerCase());
  return prefixes.every((prefix) => words.some((word) => word.startsWith(prefix)));
};

/** Releases a multi-term probe is drawn from: enough to find a telling one, few enough to stay linear in practice. */
const PREFIX_CANDIDATES = 200;

/**
 * `count` prefixes of the words of one title, each a term of its own (§4.2.3 applies to every
 * term): the title whose prefixes the fewest releases share, with those releases.
 */
function pickPrefixTerms(context: SuiteContext, index: Map<string, Word>, count: number): { prefixes: string[]; holders: SuiteItem[] } | undefined {
  const items = context.snapshot.items;
  let best: { prefixes: string[]; holders: SuiteItem[] } | undefined;
  const candidates = items.filter((item) => new Set(titleWordsOf(item, index).flatMap((w) => prefixOf(w.text.toLowerCase()) ?? [])).size >= count);
  for (const item of candidates.slice(0, PREFIX_CANDIDATES)) {
    const words = titleWordsOf(item, index).sort(byRarity);
    const prefixes = [...new Set(words.flatMap((w) => prefixOf(w.text.toLowerCase()) ?? []))].slice(0, count);
    const holders = items.filter((other) => titleStartsEach(other, prefixes));
    if (!best || holders.length < best.holders.length) best = { prefixes, holders };
  }
  return best;
}

/** Releases spread through the snapshot (first, middle, last) whose titles hold a word of the index. */
function spreadReleases(context: SuiteContext, index: Map<string, Word>, wordClass: WordClass): SuiteItem[] {
  const withWords = context.snapshot.items.filter((item) => wordsOfRelease(item, index, wordClass).length > 0);
  if (withWords.length === 0) return [];
  return [...new Set([0, Math.floor(withWords.length / 2), withWords.length - 1].map((i) => withWords[i]))];
}

/**
 * The words a class is probed with: the rarest of releases spread through the snapshot (or of
 * the class alone), among those whose result the suite can read whole; a word most texts share
 * (a year, a company name at a million releases) would cost the budget and tell little more.
 */
function drawnWords(context: SuiteContext, wordClass: WordClass, spread: boolean): Word[] {
  const index = wordIndex(context.snapshot.items, wordClass);
  const rarest = (words: Word[]) =>
    words
      .filter((w) => affordable(context, [w.text], w.holders.size))
      .sort(byRarity)
      .slice(0, 1);
  const drawn = spread ? spreadReleases(context, index, wordClass).flatMap((release) => rarest(wordsOfRelease(release, index, wordClass))) : [];
  return [...new Set(drawn.length > 0 ? drawn : rarest([...index.values()]))];
}

/** The classes of title words searched for, and whether each draws from releases spread through the snapshot (or its rarest word alone). */
const FOUND_CLASSES: readonly [WordClass, boolean][] = [
  [TITLE_WORDS, true],
  [DIGIT_TITLE_WORDS, false],
];

/** The classes whose case changes are compared: every text the data holds, non-ASCII letters included. */
const CASE_CLASSES: readonly WordClass[] = [TITLE_WORDS, NON_ASCII_TITLE_WORDS, PRODUCT_WORDS, REPORT_TITLE_WORDS];

/** Searchable words of a title or a product name: the texts §4.2.1 names. */
const TITLE_OR_PRODUCT: WordClass = {
  name: 'title or product-name word',
  textsOf: (item) => [titleText(item), ...productNamesOf(item)],
  accepts: isSearchable,
};

/** A title word and a product-name word of one release, in no one field of it together; the releases whose texts hold each. */
interface AcrossFields {
  title: Word;
  product: Word;
  withTitleWord: Set<SuiteItem>;
  withProductWord: Set<SuiteItem>;
}

/**
 * The pair across fields with the fewest releases holding either word (fewest pages to walk):
 * a title word the release's product names lack, and a product-name word its title lacks, so
 * that only a search across fields finds it for both terms (§4.2.1, §4.2.4).
 */
function pickAcrossFields(context: SuiteContext): AcrossFields | undefined {
  const items = context.snapshot.items;
  const [titles, products, either] = [wordIndex(items, TITLE_WORDS), wordIndex(items, PRODUCT_WORDS), wordIndex(items, TITLE_OR_PRODUCT)];
  let best: AcrossFields | undefined;
  let bestSize = Infinity;
  for (const item of items) {
    const titleWords = wordsOfRelease(item, titles, TITLE_WORDS);
    const productWords = wordsOfRelease(item, products, PRODUCT_WORDS);
    const title = titleWords.filter((w) => !productWords.some((p) => p.text.toLowerCase() === w.text.toLowerCase())).sort(byRarity)[0];
    const product = productWords.filter((p) => !titleWords.some((w) => w.text.toLowerCase() === p.text.toLowerCase())).sort(byRarity)[0];
    if (!title || !product) continue;
    const withTitleWord = either.get(title.text.toLowerCase())!.holders;
    const withProductWord = either.get(product.text.toLowerCase())!.holders;
    const size = new Set([...withTitleWord, ...withProductWord]).size;
    if (size < bestSize) [best, bestSize] = [{ title, product, withTitleWord, withProductWord }, size];
  }
  return best;
}

/**
 * A title word and a product-name word of one release searched with the operator: `and` finds
 * the releases holding both (in any field each), `or` those holding either. Nothing to probe when
 * no release has such a pair.
 */
async function expectFoundAcrossFields(context: SuiteContext, operator: 'and' | 'or'): Promise<void> {
  const across = pickAcrossFields(context);
  if (!across) return;
  const { title, product, withTitleWord, withProductWord } = across;
  const found = await search(context, [title.text, product.text], { operator, what: `a title word and a product-name word, ${operator}` });
  const expected = operator === 'and' ? [...withTitleWord].filter((item) => withProductWord.has(item)) : new Set([...withTitleWord, ...withProductWord]);
  const holding = operator === 'and' ? 'both' : 'either';
  expectFound(
    found,
    expected,
    `searching the title word "${title.text}" and the product-name word "${product.text}" with ${operator} does not find every release holding ${holding}, each word in its own field`,
    `whose title or product names hold ${holding} word${operator === 'and' ? 's' : ''}`,
  );
}

export const searchRules: Rule[] = [
  rule({
    name: 'search.title-words-are-found',
    section: '§4.2.1',
    statement: 'The search covers release titles: a word of a title finds every release whose title holds it.',
    async check(context) {
      titleIndexOrSkip(context);
      for (const [wordClass, spread] of FOUND_CLASSES) {
        const words = drawnWords(context, wordClass, spread);
        if (words.length === 0) context.notJudged([wordClass.name], `no ${wordClass.name} finds few enough releases (${FULL_READ_LIMIT}) to read whole`);
        for (const word of words) {
          const found = await search(context, [word.text], { what: wordClass.name });
          expectFound(
            found,
            word.holders,
            `searching the ${wordClass.name} "${word.text}" does not find every release whose title holds it`,
            `whose title holds "${word.text}"`,
          );
        }
      }
    },
  }),
  rule({
    ...rulebookDescription('search.case-insensitive'),
    async check(context) {
      titleIndexOrSkip(context);
      for (const wordClass of CASE_CLASSES) {
        const word = comparableWord(wordIndex(context.snapshot.items, wordClass), (w) => affordable(context, [w.text], w.holders.size));
        if (!word) continue;
        const spellings: [string, string][] = [
          ['lower case', word.text.toLowerCase()],
          ['upper case', word.text.toUpperCase()],
          ['mixed case', mixedCase(word.text)],
        ];
        const [lower, ...others] = await Promise.all(spellings.map(([how, spelling]) => search(context, [spelling], { what: `${wordClass.name}, ${how}` })));
        if (wordClass === TITLE_WORDS)
          expectFound(lower, word.holders, `searching "${word.text}" in lower case does not find every title holding it`, `whose title holds "${word.text}"`);
        for (const other of others)
          expectSameReleases(lower, other, `searching the ${wordClass.name} "${word.text}" finds other releases when its case changes`);
      }
    },
  }),
  rule({
    name: 'search.prefix-matches-word-start',
    section: '§4.2.3',
    statement:
      'Partial matches count: a term that is the start of a word finds the releases whose titles hold such a word; every term of a search is one (two and three prefixes with search_operator=and find the titles holding a word starting with each).',
    async check(context) {
      const index = titleIndexOrSkip(context);
      const choice = pickPrefix(index, (holders) => affordable(context, [], holders));
      if (!choice) skip(`no title word has ${MIN_PREFIXED_LENGTH} ASCII letters or more to take a prefix of whose result is small enough to read whole`);
      const found = await search(context, [choice.prefix], { what: 'one prefix of title words' });
      expectFound(
        found,
        choice.holders,
        `the term "${choice.prefix}" does not find every title word it starts (${choice.words.slice(0, 3).join(', ')})`,
        `whose title holds a word starting with "${choice.prefix}"`,
      );
      const first = pickLetter(index);
      if (first) {
        // Narrowed to one date (filters combine, §4.1): a letter alone finds most of a large listing.
        const query = `search=${first.letter}&expected_date=${first.date}`;
        context.drew('one letter alone, on the date whose titles hold most words it starts', query);
        const { items, pages } = await context.walk(query);
        expectFound(
          { query, ids: new Set(items.map((item) => item.id)), response: pages[0] },
          first.holders,
          `the one-letter term "${first.letter}" alone does not find every title word it starts`,
          `of ${first.date} whose title holds a word starting with "${first.letter}"`,
        );
      }
      for (const count of [2, 3]) {
        const terms = pickPrefixTerms(context, index, count);
        if (!terms || !affordable(context, [], terms.holders.length)) continue;
        const all = await search(context, terms.prefixes, { operator: 'and', what: `${count} prefixes of one title's words, and` });
        expectFound(
          all,
          terms.holders,
          `the ${count} terms "${terms.prefixes.join(' ')}" with and do not find every title with a word starting with each (each term a prefix)`,
          `whose title has a word starting with each of "${terms.prefixes.join('", "')}"`,
        );
      }
    },
  }),
  rule({
    name: 'search.and-requires-every-term',
    section: '§4.2.4',
    statement: 'With search_operator=and a release must contain all terms: the titles holding both words are found, and only releases each term finds alone.',
    async check(context) {
      const pair = pairOrSkip(context);
      const { a, b, both } = pair;
      const found = await search(context, [a.text, b.text], { operator: 'and' });
      expectFound(found, both, `searching "${a.text} ${b.text}" with and does not find the titles holding both`, 'whose title holds both words');
      const [withA, withB] = await searchAlone(context, pair);
      const containsBoth = new Set([...withA.ids].filter((id) => withB.ids.has(id)));
      expectOnly(
        found,
        containsBoth,
        `searching "${a.text} ${b.text}" with and finds releases that do not contain both terms`,
        `releases that both ${withA.query} and ${withB.query} find`,
      );
      await expectFoundAcrossFields(context, 'and');
    },
  }),
  rule({
    name: 'search.or-accepts-any-term',
    section: '§4.2.4',
    statement:
      'With search_operator=or a release matches when it contains any term: the titles holding either word are found, and exactly what each term finds alone.',
    async check(context) {
      const pair = pairOrSkip(context);
      const { a, b } = pair;
      const found = await search(context, [a.text, b.text], { operator: 'or' });
      expectFound(
        found,
        new Set([...a.holders, ...b.holders]),
        `searching "${a.text} ${b.text}" with or does not find every title holding either word`,
        'whose title holds either word',
      );
      const [withA, withB] = await searchAlone(context, pair);
      const anyTerm = new Set([...withA.ids, ...withB.ids]);
      const what = `that ${withA.query} or ${withB.query} finds`;
      expectFound(found, releasesWithIds(context, anyTerm), `searching "${a.text} ${b.text}" with or misses releases that one term finds alone`, what);
      expectOnly(found, anyTerm, `searching "${a.text} ${b.text}" with or finds releases that contain neither term`, `releases ${what}`);
      await expectFoundAcrossFields(context, 'or');
    },
  }),
  rule({
    name: 'search.default-operator-is-or',
    section: '§4.1',
    statement: 'search_operator defaults to or: two terms without it find what they find with search_operator=or.',
    check: (context) =>
      expectPairSearchedAlike(context, { operator: 'or' }, {}, (a, b) => `searching "${a} ${b}" without search_operator does not find what or finds`),
  }),
  rule({
    name: 'search.terms-split-on-plus',
    section: '§4.2.5',
    statement: 'Terms in the query string are separated by + (URL-encoded space): a+b finds what a%20b finds.',
    check: (context) => expectPairSearchedAlike(context, {}, { separator: '+' }, (a, b) => `"${a}+${b}" is not read as the two terms "${a}" and "${b}"`),
  }),
  rule({
    name: 'search.product-names-are-found',
    section: '§4.2.1',
    statement: 'The search covers the names of the products of the announcement reports: a word of a product name finds every release carrying that product.',
    async check(context) {
      const items = context.snapshot.items;
      const products = wordIndex(items, PRODUCT_WORDS);
      if (products.size === 0) skip('no announcement report carries a product whose name holds a word of four ASCII letters or more');
      const titles = wordIndex(items, TITLE_WORDS);
      // Only a word some carrier lacks in its title tells product search from title search.
      const telling = [...products.values()].filter((word) => [...word.holders].some((item) => !titles.get(word.text.toLowerCase())?.holders.has(item)));
      if (telling.length === 0)
        skip('every product-name word is also in the titles of the releases carrying it: product search cannot be told from title search');
      const word = telling.sort(byRarity)[0];
      const found = await search(context, [word.text], { what: PRODUCT_WORDS.name });
      expectFound(
        found,
        word.holders,
        `searching the product-name word "${word.text}" does not find every release carrying such a product`,
        `carrying a product whose name holds "${word.text}"`,
      );
    },
  }),
];
