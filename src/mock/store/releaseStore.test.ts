// Tests of the query engine against the rules written again independently.
import fc from 'fast-check';
import { createClock, momentOf, type Moment } from '../domain/clock';
import { QueryError } from '../domain/queryError';
import { STATUS_CONDITIONS } from '../domain/status';
import type { AnnouncementReport, StatusCode, StoredRelease } from '../../core/types';
import { generateDataset } from '../data/generateDataset';
import { release, report } from '../testing/records';
import * as queryPlan from './queryPlan';
import { ReleaseStore, type ListQuery } from './releaseStore';
import { MAX_LIMIT } from '../../core/spec';

// ---------------------------------------------------------------------------------------------
// The rules, written again independently of the store: what a query should answer.

const NOW = '2026-03-01T12:00:00Z';
const NOW_MS = Date.parse(NOW);
const MOMENT: Moment = { nowMs: NOW_MS, today: '2026-03-01' };
const STATUSES: StatusCode[] = ['draft', 'announced', 'scheduled', 'published'];
/** The `ordering` values of openapi.yaml. */
const ORDERINGS = ['expected_date', '-expected_date', 'id', '-id', 'title', '-title', 'first_published_at', '-first_published_at'];

type Filters = Omit<ListQuery, 'limit' | 'offset'>;

const ids = (releases: readonly StoredRelease[]) => releases.map((r) => r.id);
const byId = (a: StoredRelease, b: StoredRelease) => a.id - b.id;

function query(store: ReleaseStore, q: Partial<ListQuery>, moment: Moment = MOMENT) {
  return store.query({ limit: MAX_LIMIT, offset: 0, ...q }, moment);
}

function inDateRange(r: StoredRelease, q: Filters): boolean {
  const date = r.expected_date;
  return (
    (q.expectedDateAfter === undefined || date >= q.expectedDateAfter) &&
    (q.expectedDateBefore === undefined || date <= q.expectedDateBefore) &&
    (q.expectedDate === undefined || date === q.expectedDate)
  );
}

/** Search, by brute force: accent- and case-folded words, a term matching the words it starts. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (texts: string[]) => texts.flatMap((t) => fold(t).split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 0);
const reportTexts = (a: AnnouncementReport) => [
  a.title,
  a.slug,
  ...a.products.flatMap((p) => [p.name, p.short_name]),
  ...a.child_pages.flatMap((c) => [c.title, c.subject_line]),
];
const searchTerms = (search: string) => [
  ...new Set(
    search
      .split(/\s+/)
      .filter((t) => t.length > 0)
      .map(fold),
  ),
];

/** Relevance per openapi.yaml: 2 per term in the release's own title or slug, 1 per term only through its reports; null: no match. */
function relevance(r: StoredRelease, search: string, operator: 'and' | 'or'): number | null {
  const own = wordsOf([r.title, r.slug ?? '']);
  const viaReports = wordsOf(r.announcement_reports.flatMap(reportTexts));
  const perTerm: number[] = searchTerms(search).map((term) => (own.some((w) => w.startsWith(term)) ? 2 : viaReports.some((w) => w.startsWith(term)) ? 1 : 0));
  const matched = operator === 'and' ? perTerm.length > 0 && perTerm.every((s) => s > 0) : perTerm.some((s) => s > 0);
  return matched ? perTerm.reduce((a, b) => a + b, 0) : null;
}

/** Ordering per openapi.yaml: the key in its direction, ties by ascending id in both directions. */
const compareStrings = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const PRIMARY: Record<string, (a: StoredRelease, b: StoredRelease) => number> = {
  id: (a, b) => a.id - b.id,
  expected_date: (a, b) => compareStrings(a.expected_date, b.expected_date),
  // Case-insensitive English collation: case is ignored, accents are not.
  title: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'accent' }),
  // Nulls last ascending; reversing the whole comparison puts them first descending.
  first_published_at: (a, b) => {
    const x = a.first_published_at === null ? Infinity : Date.parse(a.first_published_at);
    const y = b.first_published_at === null ? Infinity : Date.parse(b.first_published_at);
    return x === y ? 0 : x < y ? -1 : 1;
  },
};
function sortedBy(records: readonly StoredRelease[], ordering: string): StoredRelease[] {
  const descending = ordering.startsWith('-');
  const primary = PRIMARY[descending ? ordering.slice(1) : ordering];
  return [...records].sort((a, b) => (descending ? primary(b, a) : primary(a, b)) || a.id - b.id);
}

/** Every match of a query in the order it should come, found by brute force. */
function expectedIds(records: readonly StoredRelease[], q: Filters, moment: Moment = MOMENT): number[] {
  const scores = new Map<StoredRelease, number>();
  const matches = records.filter((r) => {
    if (!inDateRange(r, q)) return false;
    if (q.status !== undefined && !STATUS_CONDITIONS[q.status](r, moment)) return false;
    if (q.search === undefined) return true;
    const score = relevance(r, q.search, q.searchOperator ?? 'or');
    if (score !== null) scores.set(r, score);
    return score !== null;
  });
  if (q.ordering !== undefined) return ids(sortedBy(matches, q.ordering));
  if (q.search !== undefined) return ids([...matches].sort((a, b) => scores.get(b)! - scores.get(a)! || a.id - b.id));
  return ids([...matches].sort(byId));
}

/** Walks every page of a query with a limit; checks the totals and page sizes on the way. */
function walk(store: ReleaseStore, q: Filters, limit: number, expectedTotal: number, moment: Moment = MOMENT): number[] {
  const seen: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const { total, releases } = store.query({ ...q, limit, offset }, moment);
    expect(total).toBe(expectedTotal);
    expect(releases.length).toBe(Math.min(limit, Math.max(0, expectedTotal - offset)));
    seen.push(...ids(releases));
    if (releases.length < limit) return seen;
  }
}

/** The thrown error, so that both its class and its message can be checked. */
function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error, none was thrown');
}

/** The records in another order (reversed, then rotated by half), so the store has to sort them. */
function shuffled<T>(items: readonly T[]): T[] {
  const reversed = [...items].reverse();
  const half = Math.floor(reversed.length / 2);
  return [...reversed.slice(half), ...reversed.slice(0, half)];
}

// ---------------------------------------------------------------------------------------------

/** A generated dataset: the realistic mixture, with the curated edge cases of every status. */
const clock = createClock({ now: NOW });
const generatedMoment = momentOf(clock);
const generated = generateDataset({ seed: 7, count: 300, clock });
const generatedStore = new ReleaseStore(generated);

describe('ReleaseStore', () => {
  describe('dates', () => {
    // Several releases a day, ids not in date order, given to the store out of order.
    const days = ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03'];
    const records = [
      release({ id: 14, expected_date: days[2] }),
      release({ id: 3, expected_date: days[4] }),
      release({ id: 9, expected_date: days[0] }),
      release({ id: 1, expected_date: days[2] }),
      release({ id: 22, expected_date: days[1] }),
      release({ id: 5, expected_date: days[3] }),
      release({ id: 17, expected_date: days[0] }),
      release({ id: 8, expected_date: days[2], live: false }),
      release({ id: 30, expected_date: days[3] }),
    ];
    const store = new ReleaseStore(shuffled(records));
    const idsOn = (...dates: string[]) => ids(records.filter((r) => dates.includes(r.expected_date)).sort(byId));

    test.each<{ name: string; q: Filters }>([
      { name: 'after, inclusive', q: { expectedDateAfter: days[2] } },
      { name: 'before, inclusive', q: { expectedDateBefore: days[2] } },
      { name: 'after the last date', q: { expectedDateAfter: '2026-03-04' } },
      { name: 'before the first date', q: { expectedDateBefore: '2026-02-26' } },
      { name: 'after a date before every release', q: { expectedDateAfter: '2000-01-01' } },
      { name: 'before a date after every release', q: { expectedDateBefore: '2100-01-01' } },
      { name: 'a range', q: { expectedDateAfter: days[1], expectedDateBefore: days[3] } },
      { name: 'a range of one day', q: { expectedDateAfter: days[2], expectedDateBefore: days[2] } },
      { name: 'after later than before', q: { expectedDateAfter: days[3], expectedDateBefore: days[1] } },
      { name: 'after one day later than before', q: { expectedDateAfter: days[3], expectedDateBefore: days[2] } },
      { name: 'an exact date', q: { expectedDate: days[2] } },
      { name: 'an exact date without releases', q: { expectedDate: '2026-03-05' } },
      { name: 'an exact date inside the range', q: { expectedDate: days[2], expectedDateAfter: days[1], expectedDateBefore: days[3] } },
      { name: 'an exact date on the range ends', q: { expectedDate: days[1], expectedDateAfter: days[1], expectedDateBefore: days[1] } },
      { name: 'an exact date before the range', q: { expectedDate: days[0], expectedDateAfter: days[1] } },
      { name: 'an exact date after the range', q: { expectedDate: days[4], expectedDateBefore: days[3] } },
      { name: 'an exact date with only an upper end', q: { expectedDate: days[0], expectedDateBefore: days[0] } },
      { name: 'a range and a status', q: { expectedDateAfter: days[1], expectedDateBefore: days[2], status: 'published' } },
      { name: 'an exact date and a status', q: { expectedDate: days[2], status: 'draft' } },
    ])('$name', ({ q }) => {
      const result = query(store, q);
      expect(ids(result.releases)).toEqual(expectedIds(records, q));
      expect(result.total).toBe(expectedIds(records, q).length);
    });

    test('both ends of a range are included', () => {
      expect(ids(query(store, { expectedDateAfter: days[1], expectedDateBefore: days[3] }).releases)).toEqual(idsOn(days[1], days[2], days[3]));
      expect(ids(query(store, { expectedDateAfter: days[2], expectedDateBefore: days[2] }).releases)).toEqual(idsOn(days[2]));
      expect(ids(query(store, { expectedDateAfter: days[4] }).releases)).toEqual(idsOn(days[4]));
      expect(ids(query(store, { expectedDateBefore: days[0] }).releases)).toEqual(idsOn(days[0]));
    });

    test('after later than before is an empty result, not an error', () => {
      expect(query(store, { expectedDateAfter: days[3], expectedDateBefore: days[1] })).toEqual({ total: 0, releases: [] });
    });

    test.each<{ name: string; q: Filters }>([
      { name: 'a month', q: { expectedDateAfter: '2026-03-01', expectedDateBefore: '2026-03-31' } },
      { name: 'the past', q: { expectedDateBefore: '2026-02-28' } },
      { name: 'today', q: { expectedDate: '2026-03-01' } },
      { name: 'a quarter, scheduled', q: { expectedDateAfter: '2026-01-01', expectedDateBefore: '2026-03-31', status: 'scheduled' } },
      {
        name: 'a year, announced, by date',
        q: { expectedDateAfter: '2025-06-01', expectedDateBefore: '2026-05-31', status: 'announced', ordering: '-expected_date' },
      },
    ])('generated dataset: $name', ({ q }) => {
      const expected = expectedIds(generated, q, generatedMoment);
      expect(expected.length).toBeGreaterThan(0);
      expect(walk(generatedStore, q, MAX_LIMIT, expected.length, generatedMoment)).toEqual(expected);
    });
  });

  describe('status', () => {
    const at = (offsetMs: number) => new Date(NOW_MS + offsetMs).toISOString();
    // Each case says which of spec §3's conditions it meets, read off the table: draft = not live;
    // announced = live, no target; scheduled = live, target later than now; published =
    // expected_date earlier than today, or target earlier than now.
    const cases: { id: number; note: string; record: Partial<StoredRelease>; meets: StatusCode[] }[] = [
      { id: 1, note: 'live, expected today, no target', record: { expected_date: '2026-03-01' }, meets: ['announced'] },
      { id: 2, note: 'live, expected yesterday, no target', record: { expected_date: '2026-02-28' }, meets: ['announced', 'published'] },
      { id: 3, note: 'live, expected tomorrow, no target', record: { expected_date: '2026-03-02' }, meets: ['announced'] },
      { id: 4, note: 'live, target exactly now', record: { expected_date: '2026-03-01', target_date: at(0) }, meets: [] },
      { id: 5, note: 'live, target now + 1 ms', record: { expected_date: '2026-03-01', target_date: at(1) }, meets: ['scheduled'] },
      { id: 6, note: 'live, target now - 1 ms', record: { expected_date: '2026-03-01', target_date: at(-1) }, meets: ['published'] },
      {
        id: 7,
        note: 'live, expected yesterday, target tomorrow',
        record: { expected_date: '2026-02-28', target_date: at(86_400_000) },
        meets: ['scheduled', 'published'],
      },
      {
        id: 8,
        note: 'live, expected tomorrow, target an hour ago',
        record: { expected_date: '2026-03-02', target_date: at(-3_600_000) },
        meets: ['published'],
      },
      { id: 9, note: 'draft, expected yesterday', record: { live: false, expected_date: '2026-02-28' }, meets: ['draft', 'published'] },
      { id: 10, note: 'draft, expected today', record: { live: false, expected_date: '2026-03-01' }, meets: ['draft'] },
      { id: 11, note: 'draft, target now + 1 ms', record: { live: false, expected_date: '2026-03-01', target_date: at(1) }, meets: ['draft'] },
      { id: 12, note: 'draft, target now - 1 ms', record: { live: false, expected_date: '2026-03-01', target_date: at(-1) }, meets: ['draft', 'published'] },
      { id: 13, note: 'draft, target exactly now', record: { live: false, expected_date: '2026-03-01', target_date: at(0) }, meets: ['draft'] },
      {
        id: 14,
        note: 'live, target later than now written at another offset',
        record: { expected_date: '2026-03-01', target_date: '2026-03-01T13:00:00.001+01:00' },
        meets: ['scheduled'],
      },
    ];
    const records = cases.map((c) => release({ id: c.id, ...c.record }));
    const store = new ReleaseStore(shuffled(records));

    test.each(cases)('$id, $note: meets $meets', ({ id, meets }) => {
      for (const status of STATUSES) {
        expect([status, ids(query(store, { status }).releases).includes(id)]).toEqual([status, meets.includes(status)]);
      }
    });

    test.each(STATUSES)('%s: the store agrees with STATUS_CONDITIONS over the records', (status) => {
      const result = query(store, { status });
      expect(ids(result.releases)).toEqual(cases.filter((c) => c.meets.includes(status)).map((c) => c.id));
      expect(ids(result.releases)).toEqual(expectedIds(records, { status }));
      expect(result.total).toBe(result.releases.length);
    });

    test('"today" is the moment\'s date, not the UTC date of now', () => {
      // 23:30 UTC on 1 March is already 2 March in a time zone ahead of UTC.
      const ahead: Moment = { nowMs: Date.parse('2026-03-01T23:30:00Z'), today: '2026-03-02' };
      const dated = new ReleaseStore([release({ id: 1, expected_date: '2026-03-01' }), release({ id: 2, expected_date: '2026-03-02' })]);
      expect(ids(query(dated, { status: 'published' }, ahead).releases)).toEqual([1]);
      expect(ids(query(dated, { status: 'published' }, { ...ahead, today: '2026-03-01' }).releases)).toEqual([]);
    });

    test('the same store answers for any moment', () => {
      const later: Moment = { nowMs: NOW_MS + 2 * 86_400_000, today: '2026-03-03' };
      for (const status of STATUSES) {
        expect(ids(query(store, { status }, later).releases)).toEqual(expectedIds(records, { status }, later));
      }
    });

    test.each(STATUSES)('generated dataset, %s: the store agrees with STATUS_CONDITIONS', (status) => {
      const expected = ids(generated.filter((r) => STATUS_CONDITIONS[status](r, generatedMoment)).sort(byId));
      expect(expected.length).toBeGreaterThan(0);
      expect(walk(generatedStore, { status }, MAX_LIMIT, expected.length, generatedMoment)).toEqual(expected);
    });
  });

  describe('ordering', () => {
    // Ties on every key: equal dates, titles equal but for case (and one differing by an accent
    // only, which is not a tie), equal instants written at different offsets, and missing first
    // publication dates.
    const records = [
      release({ id: 30, title: 'beta', expected_date: '2026-03-02', first_published_at: '2026-01-05T00:00:00+00:00' }),
      release({ id: 10, title: 'Alpha', expected_date: '2026-03-02', first_published_at: null }),
      release({ id: 20, title: 'alpha', expected_date: '2026-03-01', first_published_at: '2026-01-05T00:00:00+00:00' }),
      release({ id: 5, title: 'Álpha', expected_date: '2026-03-03', first_published_at: null }),
      release({ id: 40, title: 'Gamma', expected_date: '2026-03-01', first_published_at: '2026-01-01T00:00:00+00:00' }),
      release({ id: 15, title: 'delta', expected_date: '2026-03-02', first_published_at: '2026-01-05T01:00:00+01:00' }),
      release({ id: 25, title: 'Beta', expected_date: '2026-03-03', first_published_at: '2026-02-01T00:00:00+00:00' }),
      release({ id: 35, title: 'epsilon', expected_date: '2026-02-20', first_published_at: '2025-12-01T00:00:00+00:00', live: false }),
    ];
    const store = new ReleaseStore(shuffled(records));

    test('without ordering, ascending id', () => {
      expect(ids(query(store, {}).releases)).toEqual(ids([...records].sort(byId)));
      expect(ids(query(store, { expectedDateAfter: '2026-03-01' }).releases)).toEqual(ids(records.filter((r) => r.expected_date >= '2026-03-01').sort(byId)));
    });

    test.each(ORDERINGS)('%s: sorted by the key, ties by ascending id', (ordering) => {
      expect(ids(query(store, { ordering }).releases)).toEqual(ids(sortedBy(records, ordering)));
    });

    test.each(['expected_date', '-expected_date'])('%s: releases on the same date come by ascending id', (ordering) => {
      const result = ids(query(store, { ordering }).releases);
      const onSecond = records.filter((r) => r.expected_date === '2026-03-02').map((r) => r.id);
      expect(result.filter((id) => onSecond.includes(id))).toEqual([...onSecond].sort((a, b) => a - b));
    });

    test.each(['title', '-title'])('%s: titles differing only in case are a tie, broken by ascending id', (ordering) => {
      const result = ids(query(store, { ordering }).releases);
      for (const title of ['alpha', 'beta']) {
        const tied = records.filter((r) => r.title.toLowerCase() === title).map((r) => r.id);
        expect(tied.length).toBe(2);
        const at = result.indexOf(Math.min(...tied));
        expect(result.slice(at, at + tied.length)).toEqual([...tied].sort((x, y) => x - y));
      }
    });

    test.each(['first_published_at', '-first_published_at'])('%s: never-published releases last ascending, first descending', (ordering) => {
      const result = query(store, { ordering }).releases;
      const nulls = result.filter((r) => r.first_published_at === null).length;
      expect(nulls).toBe(2);
      const nullsAt = ordering.startsWith('-') ? result.slice(0, nulls) : result.slice(result.length - nulls);
      expect(nullsAt.map((r) => r.first_published_at)).toEqual([null, null]);
    });

    test.each(ORDERINGS)('%s with a filter: sorted matches only', (ordering) => {
      const q: Filters = { ordering, expectedDateBefore: '2026-03-02', status: 'announced' };
      expect(ids(query(store, q).releases)).toEqual(expectedIds(records, q));
    });

    test.each(ORDERINGS)('generated dataset, %s', (ordering) => {
      expect(walk(generatedStore, { ordering }, MAX_LIMIT, generated.length, generatedMoment)).toEqual(ids(sortedBy(generated, ordering)));
    });

    test.each(['colour', '-colour', 'Title', 'expected-date', '--id', '-', '', 'status', 'id '])('unknown ordering %j is a QueryError', (ordering) => {
      expect(errorOf(() => query(store, { ordering }))).toBeInstanceOf(QueryError);
    });

    test('the unknown ordering message names the supported values', () => {
      expect((errorOf(() => query(store, { ordering: 'colour' })) as Error).message).toBe(
        `cannot order by 'colour' (unknown field); supported values: ${ORDERINGS.join(', ')}`,
      );
    });
  });

  describe('paging', () => {
    const records = Array.from({ length: 10 }, (_, i) => release({ id: 100 + 7 * i, expected_date: `2026-03-${String(10 + (i % 3)).padStart(2, '0')}` }));
    const store = new ReleaseStore(shuffled(records));
    const all = ids(records);

    test.each([
      { limit: 3, offset: 0 },
      { limit: 3, offset: 3 },
      { limit: 3, offset: 9 },
      { limit: 1, offset: 9 },
      { limit: 10, offset: 0 },
      { limit: 200, offset: 0 },
      { limit: 200, offset: 4 },
      { limit: 0, offset: 0 },
      { limit: 0, offset: 5 },
      { limit: 5, offset: 10 },
      { limit: 5, offset: 11 },
      { limit: 200, offset: 1000 },
    ])('limit $limit, offset $offset: the slice, and the total of every match', ({ limit, offset }) => {
      expect(store.query({ limit, offset }, MOMENT)).toEqual({ total: all.length, releases: expect.any(Array) });
      expect(ids(store.query({ limit, offset }, MOMENT).releases)).toEqual(all.slice(offset, offset + limit));
    });

    test.each([
      { limit: 2, offset: 1, ordering: '-id' },
      { limit: 0, offset: 0, ordering: '-id' },
      { limit: 4, offset: 50, ordering: 'expected_date' },
      { limit: 2, offset: 2, ordering: 'expected_date' },
    ])('filtered and ordered: limit $limit, offset $offset, $ordering', ({ limit, offset, ordering }) => {
      const q: Filters = { expectedDateAfter: '2026-03-11', ordering };
      const expected = expectedIds(records, q);
      const result = store.query({ ...q, limit, offset }, MOMENT);
      expect(result.total).toBe(expected.length);
      expect(ids(result.releases)).toEqual(expected.slice(offset, offset + limit));
    });

    const walks: { name: string; q: Filters }[] = [
      { name: 'everything', q: {} },
      { name: 'published, by descending date', q: { status: 'published', ordering: '-expected_date' } },
      { name: 'a date range, by title', q: { expectedDateAfter: '2025-10-01', expectedDateBefore: '2026-06-30', ordering: 'title' } },
      { name: 'by first publication', q: { ordering: 'first_published_at' } },
      { name: 'drafts, by descending first publication', q: { status: 'draft', ordering: '-first_published_at' } },
      { name: 'scheduled, no ordering', q: { status: 'scheduled' } },
    ];
    test.each(walks.flatMap(({ name, q }) => [1, 7, 200].map((limit) => ({ name, q, limit }))))(
      'generated dataset, $name: walking with limit $limit yields every match once, in order',
      ({ q, limit }) => {
        const expected = expectedIds(generated, q, generatedMoment);
        expect(expected.length).toBeGreaterThan(limit === 200 ? 0 : limit);
        expect(walk(generatedStore, q, limit, expected.length, generatedMoment)).toEqual(expected);
      },
    );

    test.each<{ name: string; q: Partial<ListQuery>; message: string }>([
      { name: 'negative limit', q: { limit: -1 }, message: 'limit must be a positive integer' },
      { name: 'non-integer limit', q: { limit: 1.5 }, message: 'limit must be a positive integer' },
      { name: 'NaN limit', q: { limit: NaN }, message: 'limit must be a positive integer' },
      { name: 'infinite limit', q: { limit: Infinity }, message: 'limit must be a positive integer' },
      { name: 'limit 201', q: { limit: 201 }, message: 'limit cannot be higher than 200' },
      { name: 'limit 1000', q: { limit: 1000 }, message: 'limit cannot be higher than 200' },
      { name: 'negative offset', q: { offset: -1 }, message: 'offset must be a positive integer' },
      { name: 'non-integer offset', q: { offset: 2.5 }, message: 'offset must be a positive integer' },
      { name: 'NaN offset', q: { offset: NaN }, message: 'offset must be a positive integer' },
    ])('$name is a QueryError: $message', ({ q, message }) => {
      const error = errorOf(() => query(store, q));
      expect(error).toBeInstanceOf(QueryError);
      expect((error as Error).message).toBe(message);
    });

    test.each([
      { limit: 0, offset: 0 },
      { limit: 200, offset: 0 },
      { limit: 1, offset: 0 },
    ])('limit $limit is accepted', ({ limit, offset }) => {
      expect(store.query({ limit, offset }, MOMENT).total).toBe(records.length);
    });
  });

  describe('search', () => {
    const weekly = report({ id: 601, title: 'Beta Weekly' });
    const daily = report({ id: 602, title: 'Alpha Daily' });
    const monthly = report({ id: 603, title: 'Alpha Monthly' });
    const records = [
      release({ id: 1, title: 'Alpha Beta Outlook', expected_date: '2026-03-05' }),
      release({ id: 2, title: 'Alpha Outlook', announcement_reports: [weekly], expected_date: '2026-03-04' }),
      release({ id: 3, title: 'Outlook', announcement_reports: [daily, weekly], expected_date: '2026-03-07' }),
      release({ id: 4, title: 'Beta Outlook', expected_date: '2026-03-02' }),
      release({ id: 5, title: 'Gamma Outlook', expected_date: '2026-03-02' }),
      release({ id: 6, title: 'Outlook', announcement_reports: [monthly], expected_date: '2026-02-10', live: false }),
      release({ id: 7, title: 'Alpha Outlook', announcement_reports: [daily], expected_date: '2026-02-11', live: false }),
      release({ id: 8, title: 'Notes', slug: 'beta-notes', expected_date: '2026-03-06' }),
      release({ id: 9, title: 'Álpha Notes', expected_date: '2026-03-01' }),
    ];
    const store = new ReleaseStore(shuffled(records));

    test.each<{ name: string; q: Filters }>([
      { name: 'relevance, or', q: { search: 'alpha beta' } },
      { name: 'relevance, explicit or', q: { search: 'beta alpha', searchOperator: 'or' } },
      { name: 'relevance, and', q: { search: 'alpha beta', searchOperator: 'and' } },
      { name: 'relevance, one term', q: { search: 'alpha' } },
      { name: 'relevance, a term only in reports', q: { search: 'weekly monthly daily' } },
      { name: 'relevance, no match', q: { search: 'nothinghere' } },
      { name: 'with a date range', q: { search: 'alpha beta', expectedDateAfter: '2026-03-02', expectedDateBefore: '2026-03-05' } },
      { name: 'with an exact date', q: { search: 'alpha', expectedDate: '2026-03-04' } },
      { name: 'with a status', q: { search: 'alpha beta', status: 'draft' } },
      { name: 'with a status and dates, and', q: { search: 'alpha beta', searchOperator: 'and', status: 'announced', expectedDateAfter: '2026-03-05' } },
      { name: 'with ordering by date', q: { search: 'alpha beta', ordering: 'expected_date' } },
      { name: 'with ordering by descending id', q: { search: 'alpha beta', ordering: '-id' } },
      { name: 'with ordering by title and a filter', q: { search: 'alpha', ordering: 'title', status: 'published' } },
    ])('$name', ({ q }) => {
      const expected = expectedIds(records, q);
      const result = query(store, q);
      expect(ids(result.releases)).toEqual(expected);
      expect(result.total).toBe(expected.length);
    });

    test('relevance: more matched terms first, a title or slug match 2, a report match 1, ties by ascending id', () => {
      // alpha+beta own (4); alpha own + beta via report (3); 2: via reports both (1+1), beta own,
      // alpha own (and via report: still 2), beta via slug, álpha own; alpha via report only (1).
      expect(ids(query(store, { search: 'alpha beta' }).releases)).toEqual([1, 2, 3, 4, 7, 8, 9, 6]);
    });

    test('relevance order is paged like any other', () => {
      const expected = expectedIds(records, { search: 'alpha beta' });
      for (const limit of [1, 3]) expect(walk(store, { search: 'alpha beta' }, limit, expected.length)).toEqual(expected);
    });

    test.each(['', ' ', '\t'])('search %j matches nothing, whatever else the query holds', (search) => {
      expect(query(store, { search })).toEqual({ total: 0, releases: [] });
      expect(query(store, { search, status: 'announced', ordering: 'id' })).toEqual({ total: 0, releases: [] });
    });

    describe('generated dataset', () => {
      const searches: Filters[] = [
        { search: 'earnings' },
        { search: 'quarterly outlook' },
        { search: 'quarterly outlook', searchOperator: 'and' },
        { search: 'monthly global' },
      ];

      test.each(searches)('$search ($searchOperator): as the brute-force search finds', (q) => {
        const expected = expectedIds(generated, q, generatedMoment);
        expect(expected.length).toBeGreaterThan(0);
        expect(walk(generatedStore, q, MAX_LIMIT, expected.length, generatedMoment)).toEqual(expected);
      });

      test.each(searches.flatMap((q) => STATUSES.map((status) => ({ ...q, status }))))(
        '$search ($searchOperator) and $status: the search result narrowed by the status, in the same order',
        (q) => {
          const { status, ...searchOnly } = q;
          const searched = walk(generatedStore, searchOnly, MAX_LIMIT, expectedIds(generated, searchOnly, generatedMoment).length, generatedMoment);
          const meets = new Set(ids(generated.filter((r) => STATUS_CONDITIONS[status](r, generatedMoment))));
          const expected = searched.filter((id) => meets.has(id));
          expect(walk(generatedStore, q, 7, expected.length, generatedMoment)).toEqual(expected);
        },
      );
    });
  });

  describe('findById and construction', () => {
    const records = [release({ id: 30 }), release({ id: 10 }), release({ id: 20 })];
    const store = new ReleaseStore(records);

    test.each([10, 20, 30])('finds %i', (id) => {
      expect(store.findById(id)).toBe(records.find((r) => r.id === id));
    });

    test.each([0, 9, 15, 31, -1, 10.5])('misses %d', (id) => {
      expect(store.findById(id)).toBeUndefined();
    });

    test('keeps every release, by ascending id', () => {
      expect(store.size).toBe(3);
      expect(ids(store.releases)).toEqual([10, 20, 30]);
    });

    test('an empty store answers nothing', () => {
      const empty = new ReleaseStore([]);
      expect(empty.findById(1)).toBeUndefined();
      expect(query(empty, {})).toEqual({ total: 0, releases: [] });
      expect(query(empty, { search: 'alpha', status: 'published', ordering: 'title' })).toEqual({ total: 0, releases: [] });
    });

    test('two releases with the same id are refused', () => {
      expect(() => new ReleaseStore([release({ id: 3 }), release({ id: 1 }), release({ id: 3, title: 'Other' })])).toThrow('two releases have the id 3');
      // Given in ascending order but for the repeat, which ends the shortcut for releases given in order.
      expect(() => new ReleaseStore([release({ id: 1 }), release({ id: 3 }), release({ id: 3, title: 'Other' }), release({ id: 4 })])).toThrow(
        'two releases have the id 3',
      );
    });

    test('releases are kept in ascending id whether given in order or not', () => {
      const ids = (store: ReleaseStore) => store.releases.map((r) => r.id);
      expect(ids(new ReleaseStore([release({ id: 1 }), release({ id: 2 }), release({ id: 9 })]))).toEqual([1, 2, 9]);
      expect(ids(new ReleaseStore([release({ id: 9 }), release({ id: 1 }), release({ id: 2 })]))).toEqual([1, 2, 9]);
    });
  });
});

/** Each page of the query, and its total, as the brute force finds them in the store's records. */
function expectPagesOfBruteForce(
  store: ReleaseStore,
  records: readonly StoredRelease[],
  q: Filters,
  pages: readonly { limit: number; offset: number }[],
): void {
  const expected = expectedIds(records, q, generatedMoment);
  for (const page of pages) {
    const result = store.query({ ...q, ...page }, generatedMoment);
    expect({ page, total: result.total, ids: ids(result.releases) }).toEqual({
      page,
      total: expected.length,
      ids: expected.slice(page.offset, page.offset + page.limit),
    });
  }
}

describe('every combination of filters, ordering and page', () => {
  // The query engine picks a plan per request (stream an order, stream a date range or a filter's
  // list, or collect and rank) by estimated cost; each must answer as the brute force does.
  const dateRanges: Filters[] = [
    {},
    { expectedDateAfter: '2025-12-01', expectedDateBefore: '2026-05-31' },
    { expectedDateAfter: '2026-02-20' },
    { expectedDate: '2026-03-01' },
  ];
  const statuses: Filters[] = [{}, ...STATUSES.map((status) => ({ status }))];
  const searches: Filters[] = [{}, { search: 'quarterly' }];
  const orderings: Filters[] = [{}, ...['expected_date', '-expected_date', '-id', 'title'].map((ordering) => ({ ordering }))];
  const pages = [
    { limit: 20, offset: 0 },
    { limit: 5, offset: 13 },
    { limit: 200, offset: 0 },
  ];
  const cases = dateRanges.flatMap((d) => statuses.flatMap((s) => searches.flatMap((f) => orderings.map((o) => ({ ...d, ...s, ...f, ...o })))));

  test.each(cases)('%j', (q) => expectPagesOfBruteForce(generatedStore, generated, q, pages));
});

describe('date ranges in the first_published_at orders, where their releases bunch', () => {
  // Large enough for a stream to look ahead before its budget (`streamPage`) and give up there;
  // every page must be the brute force's, whichever plan answered it.
  const many = generateDataset({ seed: 7, count: 20_000, clock });
  const store = new ReleaseStore(many);
  const ranges: Filters[] = [
    { expectedDateAfter: '2026-03-01', expectedDateBefore: '2026-07-02' },
    { expectedDateAfter: '2025-11-30', expectedDateBefore: '2026-01-27' },
    { expectedDateAfter: '2025-02-01', expectedDateBefore: '2025-03-01' },
  ];
  const cases = ranges.flatMap((range) =>
    [{}, ...STATUSES.map((status) => ({ status }))].flatMap((s) =>
      ['first_published_at', '-first_published_at', 'title'].map((ordering) => ({ ...range, ...s, ordering })),
    ),
  );
  const pages = [
    { limit: 20, offset: 0 },
    { limit: 10, offset: 60 },
    { limit: 200, offset: 400 },
  ];
  const streamed = jest.spyOn(queryPlan, 'streamPage');
  afterAll(() => streamed.mockRestore());

  test.each(cases)('%j', (q) => expectPagesOfBruteForce(store, many, q, pages));

  test('some of those streams gave up and selected', () => {
    expect(streamed.mock.results.filter((result) => result.value === undefined).length).toBeGreaterThan(0);
  });
});

describe('random searches over terms that find much of the dataset', () => {
  // The generated releases and as many again that hold its commonest words, so that searches are
  // counted over bitmaps (`countedHits`) and answered from their slices; each must answer as the
  // brute force does, whatever the operator, filters, ordering and page.
  const padding = generated.slice(0, 300).map((r, i) => ({ ...r, id: 900_000 + i, title: `Quarterly Global Outlook ${r.title}`, slug: `padded-${i}` }));
  const records = [...generated, ...padding];
  const store = new ReleaseStore(records);
  // Starts of two to five letters of the records' words (a one-letter term is a start only alone,
  // which the brute force does not know), and words found nowhere.
  const starts = [...new Set(wordsOf(records.flatMap((r) => [r.title, ...r.announcement_reports.map((a) => a.title)])).filter((w) => /^[a-z]{2,}$/.test(w)))]
    .flatMap((w) => [2, 3, 5].map((n) => w.slice(0, n)))
    .sort();
  const term = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...new Set(starts)) }, { weight: 1, arbitrary: fc.constantFrom('zzyzx', 'qqq') });
  const search = fc.record({
    // At most 10 distinct terms: the brute force searches every term.
    search: fc.uniqueArray(term, { minLength: 1, maxLength: 10 }).map((terms) => terms.join(' ')),
    searchOperator: fc.constantFrom<'and' | 'or'>('and', 'or'),
  });
  const others = fc.record(
    { status: fc.constantFrom(...STATUSES), ordering: fc.constantFrom(...ORDERINGS), expectedDateAfter: fc.constantFrom('2025-12-01', '2026-02-20') },
    { requiredKeys: [] },
  );
  // Half the searches alone (their page read off the hits), half with other filters or an ordering.
  const filters = fc.tuple(search, others, fc.boolean()).map(([s, o, alone]): Filters => (alone ? s : { ...s, ...o }));
  // Where the page starts, as a share of the matches: anywhere in them, the last ones too, or past them.
  const page = fc.record({ limit: fc.integer({ min: 1, max: 40 }), at: fc.double({ min: 0, max: 1.1, noNaN: true }) });

  test('the same page and total as the brute force', () => {
    fc.assert(
      fc.property(filters, page, (q, { limit, at }) => {
        const expected = expectedIds(records, q, generatedMoment);
        const offset = Math.floor(at * expected.length);
        const result = store.query({ ...q, limit, offset }, generatedMoment);
        expect({ total: result.total, ids: ids(result.releases) }).toEqual({ total: expected.length, ids: expected.slice(offset, offset + limit) });
      }),
      { numRuns: 300 },
    );
  });
});

describe('a search that hits very many releases', () => {
  test('200,000 hits are ranked without running out of stack, and a page of them without listing them all', async () => {
    const many = Array.from({ length: 200_000 }, (_, i) => release({ id: i + 1, title: i % 2 ? 'Common Report' : 'Common Rare Report', slug: `r-${i}` }));
    const store = new ReleaseStore(many);
    // Built first, as after start-up: what is measured below is the search, not the index's build.
    await expect(store.indexSearchInSlices()).resolves.toBe(true);
    const arrayBytes = process.memoryUsage().arrayBuffers;
    const { total, releases } = store.query({ limit: 3, offset: 0, search: 'report rare' }, { nowMs: 0, today: '2026-01-01' });
    expect(total).toBe(200_000);
    // Both terms (score 4) before one (score 2), then ascending id.
    expect(releases.map((r) => r.id)).toEqual([1, 3, 5]);
    // A page of a search alone is read off bit slices: no list of every position, score and
    // relevance order, which would be garbage per search far past the bound below.
    expect(process.memoryUsage().arrayBuffers - arrayBytes).toBeLessThan(200_000);
  }, 60_000);
});

describe("date bounds anywhere: on a release's date, between two, before or after them all", () => {
  // `dateSpan` searches the distinct dates: every bound must cut the date order where the brute force does.
  const dates = [...new Set(generated.map((r) => r.expected_date))].sort();
  const around = [...dates, '2000-01-01', '2100-01-01', ...dates.map((d) => `${d}T`), ...dates.map((d) => d.slice(0, 9))];
  const orderings = fc.constantFrom(undefined, 'expected_date', '-expected_date', 'title', '-first_published_at');

  test('the same page and total as the brute force, with or without a status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...around),
        fc.constantFrom(...around),
        fc.boolean(),
        fc.constantFrom(undefined, ...STATUSES),
        orderings,
        (after, before, one, status, ordering) => {
          const q: Filters = one ? { expectedDate: after, status, ordering } : { expectedDateAfter: after, expectedDateBefore: before, status, ordering };
          expectPagesOfBruteForce(generatedStore, generated, q, [
            { limit: 20, offset: 0 },
            { limit: 7, offset: 9 },
          ]);
        },
      ),
      { seed: 47, numRuns: 300 },
    );
  });

  test('an empty store finds nothing in any range', () => {
    expect(new ReleaseStore([]).query({ expectedDateAfter: '2025-01-01', expectedDateBefore: '2026-01-01', limit: 20, offset: 0 }, generatedMoment)).toEqual({
      total: 0,
      releases: [],
    });
  });
});
