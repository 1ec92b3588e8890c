// Tests of the search index: case, prefixes, accents, operators, reports and scores.
import type { ChildPage, StoredRelease } from '../../core/types';
import { generateDataset } from '../data/generateDataset';
import { createClock } from '../domain/clock';
import { product, release, report } from '../testing/records';
import { MARK_COMMON_FROM, SearchIndex, type SearchOperator } from './searchIndex';
import { MAX_SEARCH_WORDS, searchTerms } from './searchTerms';
import { WordIndex } from './wordIndex';

/** Ids of the releases a query finds, ascending (the index answers with positions in `releases`; common terms marked, as at 1M). */
function idsFound(releases: StoredRelease[], query: string, operator: SearchOperator = 'or'): number[] {
  const hits = SearchIndex.of(releases, 0).search(query, operator);
  return Array.from(hits.positions, (position) => releases[position].id).sort((a, b) => a - b);
}

/** Scores by release id. */
function scoresById(releases: StoredRelease[], query: string, operator: SearchOperator = 'or'): Record<number, number> {
  const hits = SearchIndex.of(releases, 0).search(query, operator);
  return Object.fromEntries([...hits].map(([position, score]) => [releases[position].id, score]));
}

function childPage(overrides: Partial<ChildPage> = {}): ChildPage {
  return {
    id: 9000,
    title: 'Daily Note',
    slug: 'daily-note',
    date_published: '2026-02-01',
    subject_line: '[Research] Daily Note',
    notable: false,
    type: 'ReportPage',
    ...overrides,
  };
}

/** `count` releases from id `firstId` on whose only words (`zzzz`) no query here searches. */
const unfound = (firstId: number, count: number) => Array.from({ length: count }, (_, i) => release({ id: firstId + i, title: 'Zzzz', slug: 'zzzz' }));

/** A release whose only text is the builders' defaults: it never holds the words searched below. */
const bystander = (id: number) => release({ id, announcement_reports: [report({ id: 100 + id, products: [product()], child_pages: [childPage()] })] });

describe('SearchIndex', () => {
  describe('case', () => {
    const releases = [release({ id: 1, title: 'Acme Earnings Release' }), release({ id: 2, title: 'ACME EARNINGS UPDATE' }), bystander(3)];

    test.each(['earnings', 'EARNINGS', 'EaRnInGs', 'earn', 'EARN'])('%s finds the titles in any case', (query) => {
      expect(idsFound(releases, query)).toEqual([1, 2]);
    });
  });

  describe('a term matches the words it starts', () => {
    test.each([
      { query: 'earn', text: 'Acme Earnings Release', matches: true },
      { query: 'earnings', text: 'Acme Earnings Release', matches: true },
      { query: 'e', text: 'Acme Earnings Release', matches: true },
      { query: 'rel', text: 'Acme Earnings Release', matches: true },
      { query: 'arn', text: 'Acme Earnings Release', matches: false },
      { query: 'nings', text: 'Acme Earnings Release', matches: false },
      { query: 'earningsx', text: 'Acme Earnings Release', matches: false },
      { query: 'carb', text: 'Carbon Outlook', matches: true },
      { query: 'carr', text: 'Carbon Outlook', matches: false },
      { query: 'look', text: 'Carbon Outlook', matches: false },
      { query: 'bookk', text: 'Bookkeeping Notes', matches: true },
      { query: 'bok', text: 'Bookkeeping Notes', matches: false },
      { query: '2026', text: 'Results for 2026', matches: true },
      { query: '026', text: 'Results for 2026', matches: false },
      { query: '123', text: 'Code 123456', matches: true },
      { query: '123456', text: 'Code 123456', matches: true },
      { query: '456', text: 'Code 123456', matches: false },
    ])('$query in "$text": $matches', ({ query, text, matches }) => {
      const releases = [release({ id: 1, title: text, slug: 'r1' }), release({ id: 2, title: 'Zzz', slug: 'r2' })];
      expect(idsFound(releases, query)).toEqual(matches ? [1] : []);
    });
  });

  describe('accents are folded', () => {
    test.each([
      { query: 'uber', text: 'Überblick: Märkte & Société' },
      { query: 'überblick', text: 'Überblick: Märkte & Société' },
      { query: 'UBER', text: 'Überblick: Märkte & Société' },
      { query: 'markte', text: 'Überblick: Märkte & Société' },
      { query: 'societe', text: 'Überblick: Märkte & Société' },
      { query: 'cafe', text: 'Café Prices' },
      { query: 'café', text: 'Cafe Prices' },
      { query: 'strasse', text: 'Straße der Märkte' },
      { query: 'orsted', text: 'ØRSTED Results' },
      { query: 'aero', text: 'Ærø Ferry Report' },
    ])('$query finds "$text"', ({ query, text }) => {
      const releases = [release({ id: 1, title: text, slug: 'r1' }), release({ id: 2, title: 'Zzz', slug: 'r2' })];
      expect(idsFound(releases, query)).toEqual([1]);
    });
  });

  describe('terms and operators', () => {
    const releases = [
      release({ id: 1, title: 'Alpha Outlook' }),
      release({ id: 2, title: 'Gamma Outlook' }),
      release({ id: 3, title: 'Alpha Gamma Outlook' }),
      bystander(4),
    ];

    test.each(['alpha gamma', 'alpha\tgamma', '  alpha \n gamma  ', 'alpha  gamma'])('%j is split on white space into two terms', (query) => {
      expect(idsFound(releases, query, 'or')).toEqual([1, 2, 3]);
      expect(idsFound(releases, query, 'and')).toEqual([3]);
    });

    test.each([
      { query: 'alpha', or: [1, 3], and: [1, 3] },
      { query: 'alpha gamma', or: [1, 2, 3], and: [3] },
      { query: 'alpha nothinghere', or: [1, 3], and: [] },
      { query: 'nothinghere alpha', or: [1, 3], and: [] },
      { query: 'alpha gamma outlook', or: [1, 2, 3], and: [3] },
      { query: 'nothinghere', or: [], and: [] },
    ])('$query: or $or, and $and', ({ query, or, and }) => {
      expect(idsFound(releases, query, 'or')).toEqual(or);
      expect(idsFound(releases, query, 'and')).toEqual(and);
    });

    test('a term given in two cases counts once', () => {
      expect(scoresById(releases, 'alpha ALPHA')).toEqual(scoresById(releases, 'alpha'));
    });

    test.each(['', ' ', '\t \n'])('%j matches nothing, with either operator', (query) => {
      expect(searchTerms(query)).toEqual([]);
      expect(SearchIndex.of(releases).search(query, 'or').size).toBe(0);
      expect(SearchIndex.of(releases).search(query, 'and').size).toBe(0);
    });
  });

  describe('fields searched', () => {
    // The word "zephyr" in one field of release 1 only; release 2 carries the defaults.
    test.each<{ field: string; build: () => StoredRelease; query: string }>([
      { field: 'release title', build: () => release({ id: 1, title: 'Zephyr Outlook' }), query: 'zephyr' },
      { field: 'release slug', build: () => release({ id: 1, slug: 'zephyr-outlook' }), query: 'zephyr' },
      { field: 'report title', build: () => release({ id: 1, announcement_reports: [report({ id: 501, title: 'Zephyr Weekly' })] }), query: 'zephyr' },
      { field: 'report slug', build: () => release({ id: 1, announcement_reports: [report({ id: 501, slug: 'zephyr-weekly' })] }), query: 'zephyr' },
      {
        field: 'product name',
        build: () => release({ id: 1, announcement_reports: [report({ id: 501, products: [product({ name: 'Zephyr Europe Index' })] })] }),
        query: 'zephyr',
      },
      {
        field: 'product short name',
        build: () => release({ id: 1, announcement_reports: [report({ id: 501, products: [product(), product({ id: 2, short_name: 'ZPX42' })] })] }),
        query: 'zpx42',
      },
      {
        field: 'child page title',
        build: () => release({ id: 1, announcement_reports: [report({ id: 501, child_pages: [childPage({ title: 'Zephyr Flash' })] })] }),
        query: 'zephyr',
      },
      {
        field: 'child page subject line',
        build: () => release({ id: 1, announcement_reports: [report({ id: 501, child_pages: [childPage({ subject_line: '[Zephyr] Daily Note' })] })] }),
        query: 'zephyr',
      },
      {
        field: 'second report of a release',
        build: () => release({ id: 1, announcement_reports: [report({ id: 501 }), report({ id: 502, title: 'Zephyr Weekly' })] }),
        query: 'zephyr',
      },
    ])('a term is found through the $field', ({ build, query }) => {
      expect(idsFound([build(), bystander(2)], query)).toEqual([1]);
    });

    test('a report shared by several releases finds all of them', () => {
      const shared = report({ id: 900, title: 'Zephyr Weekly' });
      const releases = [
        release({ id: 1, announcement_reports: [shared] }),
        bystander(2),
        release({ id: 3, announcement_reports: [report({ id: 901 }), shared] }),
        release({ id: 4, announcement_reports: [{ ...shared, products: [product()] }] }),
        bystander(5),
      ];
      expect(idsFound(releases, 'zephyr')).toEqual([1, 3, 4]);
    });
  });

  describe('relevance scores', () => {
    const weekly = report({ id: 601, title: 'Zephyr Weekly' });
    const releases = [
      release({ id: 1, title: 'Zephyr Outlook' }),
      release({ id: 2, announcement_reports: [weekly] }),
      release({ id: 3, title: 'Zephyr Outlook', announcement_reports: [weekly] }),
      release({ id: 4, slug: 'zephyr-notes' }),
      release({ id: 5, title: 'Gamma Outlook', announcement_reports: [weekly] }),
    ];

    test('a term counts 2 in the release title or slug, 1 only through reports, 2 when in both', () => {
      expect(scoresById(releases, 'zephyr')).toEqual({ 1: 2, 2: 1, 3: 2, 4: 2, 5: 1 });
    });

    test('terms that fold to the same word count once', () => {
      const accented = [release({ id: 1, title: 'Über Outlook' }), release({ id: 2, title: 'Zzz' })];
      expect(scoresById(accented, 'über uber Uber')).toEqual({ 1: 2 });
    });

    test('scores of the terms add up, with either operator', () => {
      expect(scoresById(releases, 'zephyr gamma', 'or')).toEqual({ 1: 2, 2: 1, 3: 2, 4: 2, 5: 1 + 2 });
      expect(scoresById(releases, 'gamma zephyr', 'and')).toEqual({ 5: 2 + 1 });
    });
  });

  describe('more than 100 hits (flexsearch answers 100 unless told otherwise)', () => {
    const many = 150;
    const others = Array.from({ length: 20 }, (_, i) => bystander(10_000 + i));

    test('through release titles', () => {
      const releases = [...others, ...Array.from({ length: many }, (_, i) => release({ id: i + 1, title: `Earnings Release ${i}` }))];
      expect(idsFound(releases, 'earn')).toEqual(Array.from({ length: many }, (_, i) => i + 1));
    });

    test('through as many different reports', () => {
      const releases = [
        ...others,
        ...Array.from({ length: many }, (_, i) => release({ id: i + 1, announcement_reports: [report({ id: 1000 + i, title: `Zephyr Weekly ${i}` })] })),
      ];
      expect(idsFound(releases, 'zephyr')).toEqual(Array.from({ length: many }, (_, i) => i + 1));
    });

    test('through one shared report', () => {
      const shared = report({ id: 900, title: 'Zephyr Weekly' });
      const releases = [...others, ...Array.from({ length: many }, (_, i) => release({ id: i + 1, announcement_reports: [shared] }))];
      expect(idsFound(releases, 'zephyr', 'and')).toEqual(Array.from({ length: many }, (_, i) => i + 1));
    });
  });

  describe('the search budget', () => {
    const alphabet = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike'];
    /** Releases whose titles hold every word of `alphabet`, and nothing else (ids of two digits: no one-character word). */
    const every = Array.from({ length: 20 }, (_, i) => release({ id: 10 + i, title: alphabet.join(' '), slug: `r${10 + i}` }));

    /** Postings the word indexes hand over for the words searched (each is then read once). */
    function postingsFound(releases: StoredRelease[], query: string, operator: SearchOperator, markCommonFrom = 0): number {
      const index = SearchIndex.of(releases, markCommonFrom);
      const listsFor = jest.spyOn(WordIndex.prototype, 'listsFor');
      try {
        index.search(query, operator);
        return listsFor.mock.results.reduce((sum, { value }) => sum + (value as number[][]).reduce((n, list) => n + list.length, 0), 0);
      } finally {
        listsFor.mockRestore();
      }
    }

    test.each<SearchOperator>(['or', 'and'])(`%s: ${MAX_SEARCH_WORDS} words at most are searched, each at most once over its postings`, (operator) => {
      // Thirteen two-letter starts, each of a word every release holds; the padding keeps them under a quarter of the dataset.
      const query = alphabet.map((word) => word.slice(0, 2)).join(' ');
      const rare = [...every, ...unfound(1000, 4 * every.length)];
      expect(postingsFound(rare, query, operator)).toBe(MAX_SEARCH_WORDS * every.length);
    });

    test.each<SearchOperator>(['or', 'and'])(
      '%s: terms found in a quarter of the dataset or more read no postings when searched (marked once when indexed)',
      (operator) => {
        const query = alphabet.map((word) => word.slice(0, 2)).join(' ');
        expect(postingsFound(every, query, operator)).toBe(0);
        expect(idsFound(every, query, operator)).toHaveLength(every.length);
      },
    );

    test(`fewer than ${MARK_COMMON_FROM} releases (the default dataset's start-up) mark nothing: common terms read their postings`, () => {
      const query = alphabet.map((word) => word.slice(0, 2)).join(' ');
      expect(postingsFound(every, query, 'or', MARK_COMMON_FROM)).toBe(MAX_SEARCH_WORDS * every.length);
      expect(postingsFound(every, query, 'or', every.length + 1)).toBe(MAX_SEARCH_WORDS * every.length);
      expect(postingsFound(every, query, 'or', every.length)).toBe(0);
    });

    test.each<SearchOperator>(['or', 'and'])('%s: one-letter tokens filling 500 characters take no word they only start', (operator) => {
      const query = Array.from({ length: 250 }, (_, i) => 'abcdefghijklm'[i % 13]).join(' ');
      expect(postingsFound(every, query, operator)).toBe(0);
      expect(postingsFound(every, query.replaceAll(' ', '-'), operator)).toBe(0);
    });

    test('a one-letter word alone still finds the words it starts', () => {
      expect(idsFound(every, 'k')).toHaveLength(every.length);
    });

    test('a one-letter word among others matches only that word', () => {
      const releases = [
        release({ id: 1, title: 'Acme Earnings Release' }),
        release({ id: 2, title: 'S&P Outlook' }),
        release({ id: 3, title: 'Silver Prices' }),
      ];
      expect(idsFound(releases, 'e zzz')).toEqual([]);
      expect(idsFound(releases, 'S&P')).toEqual([2]);
      expect(idsFound(releases, 'S&P zzz')).toEqual([2]);
      expect(idsFound(releases, 's prices', 'and')).toEqual([]);
      expect(idsFound(releases, 's outlook', 'and')).toEqual([2]);
    });

    test(`words after the ${MAX_SEARCH_WORDS}th are ignored`, () => {
      const releases = [release({ id: 1, title: 'Zephyr Outlook' }), bystander(2)];
      const filler = Array.from({ length: MAX_SEARCH_WORDS }, (_, i) => `nothing${i}`).join(' ');
      expect(idsFound(releases, `zephyr ${filler}`)).toEqual([1]);
      expect(idsFound(releases, `${filler} zephyr`)).toEqual([]);
    });

    // Terms that find much of the dataset are counted over arrays of it, rare ones by merging lists:
    // the same releases with the same scores either way (bystanders make the same terms rare).
    test.each<{ query: string; operator: SearchOperator }>([
      { query: 'zephyr', operator: 'or' },
      { query: 'zephyr gamma', operator: 'or' },
      { query: 'zephyr gamma outlook', operator: 'or' },
      { query: 'zephyr outlook', operator: 'and' },
      { query: 'outlook zephyr gamma', operator: 'and' },
      { query: 'weekly outlook', operator: 'and' },
    ])('$query ($operator) scores alike whether its terms are common or rare', ({ query, operator }) => {
      const weekly = report({ id: 601, title: 'Zephyr Weekly' });
      const releases = [
        release({ id: 1, title: 'Zephyr Outlook' }),
        release({ id: 2, title: 'Gamma Outlook', announcement_reports: [weekly] }),
        release({ id: 3, title: 'Zephyr Gamma Outlook', announcement_reports: [weekly] }),
        release({ id: 4, title: 'Outlook', slug: 'zephyr-outlook' }),
      ];
      const common = scoresById(releases, query, operator);
      expect(Object.keys(common).length).toBeGreaterThan(0);
      const padded = [...releases, ...Array.from({ length: 500 }, (_, i) => release({ id: 10_000 + i }))];
      expect(scoresById(padded, query, operator)).toEqual(common);
    });
  });

  describe('terms marked when indexed find what their lists find', () => {
    const releases = generateDataset({ seed: 7, count: 1500, clock: createClock({ now: '2026-03-01T12:00:00Z' }) });
    // Padded twentyfold with releases no query below finds, no term is common any more: its lists are read when searched.
    const padded = [...releases, ...unfound(10_000_000, 20 * releases.length)];
    const [marked, listed] = [SearchIndex.of(releases, 0), SearchIndex.of(padded, 0)];
    const counts = new Map<string, number>();
    for (const word of releases.flatMap((r) => r.title.toLowerCase().match(/[a-z0-9]{2,}/g) ?? []))
      counts.set(word.slice(0, 2), (counts.get(word.slice(0, 2)) ?? 0) + 1);
    const starts = [...counts].sort((a, b) => b[1] - a[1]).map(([start]) => start);
    // A long common word, its starts and itself: longer starts that match the same words share a shorter one's marks.
    const long = releases.flatMap((r) => r.title.toLowerCase().match(/[a-z]{7,}/g) ?? [])[0];
    const anyOf = [starts.slice(0, 10).join(' '), `${starts[0]} a e s`, starts[0][0], `${long.slice(0, 5)} ${long.slice(0, 6)} ${long}`].map((query) => ({
      query,
      operator: 'or' as const,
    }));
    const allOf = [starts.slice(0, 2).join(' '), starts[0][0], `${starts[1]} q3`, `${long.slice(0, 3)} ${long.slice(0, 6)} ${long}`].map((query) => ({
      query,
      operator: 'and' as const,
    }));
    test.each([...anyOf, ...allOf])('$query ($operator)', ({ query, operator }) => {
      const [a, b] = [marked.search(query, operator), listed.search(query, operator)];
      expect(a.size).toBeGreaterThan(0);
      expect([...a]).toEqual([...b]);
      expect(Array.from(a.leading(50))).toEqual(Array.from(b.leading(50)));
    });
  });

  test('several terms with `or` find the same whether their hits are merged or counted', () => {
    const releases = generateDataset({ seed: 7, count: 1500, clock: createClock({ now: '2026-03-01T12:00:00Z' }) });
    const counts = new Map<string, number>();
    for (const word of releases.flatMap((r) => r.title.toLowerCase().match(/[a-z]{4,}/g) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
    // Company names, each in under 1% of the titles: six or ten of them are counted over 1,500
    // releases (postings x terms is much of the dataset), merged over the same releases padded tenfold.
    const words = [...counts].filter(([, n]) => n >= 8 && n <= 13).map(([word]) => word);
    expect(words.length).toBeGreaterThanOrEqual(16);
    const padded = [...releases, ...unfound(10_000_000, 10 * releases.length)];
    for (const query of [words.slice(0, 6).join(' '), words.slice(6, 16).join(' ')]) {
      const [counted, merged] = [SearchIndex.of(releases).search(query, 'or'), SearchIndex.of(padded).search(query, 'or')];
      expect(counted.size).toBeGreaterThan(0);
      expect([...counted]).toEqual([...merged]);
      expect(Array.from(counted.leading(50))).toEqual(Array.from(merged.leading(50)));
    }
  });

  test('an empty index matches nothing', () => {
    expect(SearchIndex.of([]).search('anything', 'or').size).toBe(0);
  });
});
