// Tests that a search index assembled from parts built apart answers as one built at once.
import type { StoredRelease } from '../../core/types';
import { generateDataset } from '../data/generateDataset';
import { createClock } from '../domain/clock';
import { release, report } from '../testing/records';
import { SearchIndex, type SearchOperator } from './searchIndex';
import { SearchPartsBuilder, TextChunker, type SearchParts } from './searchParts';

const generated = generateDataset({ seed: 11, count: 4000, clock: createClock({ now: '2026-03-01T12:00:00Z' }) }).sort((a, b) => a.id - b.id);
/** Common terms marked from 0 releases on, as at 1M. */
const MARK_ALL = 0;

/** The parts of `releases` sent in chunks of `chunkSize`, as the indexing thread gets them. */
function partsOf(releases: readonly StoredRelease[], chunkSize: number): SearchParts {
  const chunker = new TextChunker();
  const builder = new SearchPartsBuilder();
  for (let from = 0; from < releases.length; from += chunkSize) builder.add(chunker.chunk(releases.slice(from, from + chunkSize))!);
  return builder.finish();
}

function assembled(releases: readonly StoredRelease[], parts: SearchParts): SearchIndex {
  const steps = SearchIndex.assembling(releases, parts, MARK_ALL);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Every hit with its score, and the first 100 in relevance order. */
const answerOf = (index: SearchIndex, query: string, operator: SearchOperator) => {
  const hits = index.search(query, operator);
  return { scored: [...hits], leading: Array.from(hits.leading(100)) };
};

const unicodeTitle = generated.find((r) => /[^\x20-\x7e]/.test(r.title))!.title;
const reportTitle = generated.find((r) => r.announcement_reports.length > 0)!.announcement_reports[0].title;
const QUERIES: string[] = [
  generated[7].title.split(' ')[0],
  unicodeTitle,
  unicodeTitle.slice(0, 3),
  reportTitle,
  'co re in st',
  'a b c d e f g h i j k',
  'q',
  'q3-2026 report',
  'annual results',
  generated[12].slug!,
  'zzzznothing',
];

describe('SearchIndex assembled from parts built apart', () => {
  const whole = SearchIndex.of(generated, MARK_ALL);
  const fromParts = assembled(generated, partsOf(generated, 333));

  test.each(QUERIES.flatMap((query) => (['or', 'and'] as const).map((operator) => [query, operator] as const)))(
    '%p with %p gives the hits, scores and order of SearchIndex.of',
    (query, operator) => {
      const expected = answerOf(whole, query, operator);
      expect(answerOf(fromParts, query, operator)).toEqual(expected);
    },
  );

  test('the queries above find something, common terms included', () => {
    expect(whole.search(unicodeTitle, 'and').size).toBeGreaterThan(0);
    expect(whole.search(reportTitle, 'and').size).toBeGreaterThan(0);
    // `co` covers much of the dataset: it is marked, and the parts' index marks it too.
    expect(whole.search('co re in st', 'or').size).toBeGreaterThan(generated.length / 4);
  });

  test('chunk size does not change the parts', () => {
    expect(partsOf(generated, 4000)).toEqual(partsOf(generated, 97));
  });

  test('a report id is found by its first carrier’s text, a release without a slug by its title', () => {
    const releases = [
      release({ id: 1, title: 'Alpha', slug: '', announcement_reports: [report({ id: 7, title: 'Zephyr Weekly' })] }),
      release({ id: 2, title: 'Beta', announcement_reports: [report({ id: 7, title: 'Other Text' }), report({ id: 3, title: 'Gamma Notes' })] }),
    ];
    const index = assembled(releases, partsOf(releases, 1));
    for (const query of ['zephyr', 'other', 'gamma', 'alpha', 'beta'])
      expect(answerOf(index, query, 'or')).toEqual(answerOf(SearchIndex.of(releases, MARK_ALL), query, 'or'));
    expect([...index.search('zephyr', 'or')]).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  test('a text holding the chunks’ separator is refused, and parts of another size are not assembled', () => {
    expect(new TextChunker().chunk([release({ id: 1, title: 'A\0B' })])).toBeUndefined();
    expect(() => assembled(generated.slice(1), partsOf(generated, 1000))).toThrow('search parts of 4000 releases for 3999');
  });
});
