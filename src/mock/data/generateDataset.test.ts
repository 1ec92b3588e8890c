// Tests of the generated dataset: deterministic per seed and clock, with its edge cases and valid records.
import { createClock, momentOf, type Clock, type Moment } from '../domain/clock';
import { DETAIL_DEFAULT_FIELDS, selectFields } from '../domain/fieldSelection';
import { serializeRelease } from '../domain/serializeRelease';
import { shownStatusCode, STATUS_CONDITIONS } from '../domain/status';
import type { AnnouncementReport, StoredRelease } from '../../core/types';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { loadEdgeCases, type EdgeCase } from './fixtureFiles';
import { DatasetConfigError, generateDataset } from './generateDataset';
import { relativeDate, relativeMoment } from './relativeTime';
import { toSlug } from './slugs';
import { STATUS_CODES } from '../../core/spec';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';

const DAY_MS = 86_400_000;
const DEFAULT_COUNT = 500;
const EDGE_CASES = loadEdgeCases();
const CURATED_TITLES = new Set(EDGE_CASES.flatMap((edge) => (edge.title === undefined ? [] : [edge.title])));
const OFFSET_SUFFIX = /[+-]\d\d:\d\d$/;

/** The generator always writes a slug and an html_url (a fixtures file may hold null). */
const slugOf = (r: StoredRelease): string => r.slug ?? fail(`release ${r.id} has no slug`);
const htmlUrlOf = (r: StoredRelease): string => r.html_url ?? fail(`release ${r.id} has no html_url`);
const fail = (message: string): never => {
  throw new Error(message);
};

const fixedClock = (now: string, timezone?: string): Clock => createClock({ now, timezone });

/** `YYYY-MM-DD` moved by a number of days, computed independently of the code under test. */
const shiftDate = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const reportsOf = (releases: StoredRelease[]): AnnouncementReport[] => releases.flatMap((r) => r.announcement_reports);

/** What an edge case pins down about a release, in a shape that can be compared with a release's own. */
interface Summary {
  live: boolean;
  expected_date: string;
  targetMs: number | null;
  targetOffset: string | null;
  curatedTitle: boolean;
  title?: string;
  expected_time_period?: string | null;
  content_scheduled?: boolean;
  first_published_at?: string | null;
  reports?: number;
}

function summaryOf(release: StoredRelease): Required<Summary> {
  return {
    live: release.live,
    expected_date: release.expected_date,
    targetMs: release.targetMs,
    targetOffset: release.target_date === null ? null : OFFSET_SUFFIX.exec(release.target_date)![0],
    curatedTitle: CURATED_TITLES.has(release.title),
    title: release.title,
    expected_time_period: release.expected_time_period,
    content_scheduled: release.content_scheduled,
    first_published_at: release.first_published_at,
    reports: release.announcement_reports.length,
  };
}

function expectedSummary(edge: EdgeCase, moment: Moment): Summary {
  const target = edge.target === null ? null : relativeMoment(edge.target, moment.today, moment.nowMs);
  return {
    live: edge.live,
    expected_date: relativeDate(edge.expected_date, moment.today),
    targetMs: target === null ? null : target.ms,
    targetOffset: target === null ? null : target.offset,
    curatedTitle: edge.title !== undefined,
    ...(edge.title !== undefined && { title: edge.title }),
    ...(edge.expected_time_period !== undefined && { expected_time_period: edge.expected_time_period }),
    ...(edge.content_scheduled !== undefined && { content_scheduled: edge.content_scheduled }),
    ...(edge.first_published_at !== undefined && { first_published_at: edge.first_published_at }),
    ...(edge.reports !== undefined && { reports: edge.reports }),
  };
}

describe('generateDataset: determinism', () => {
  const clock = fixedClock('2026-03-01T12:00:00Z');
  let first: StoredRelease[];
  let second: StoredRelease[];
  let otherSeed: StoredRelease[];

  beforeAll(() => {
    first = generateDataset({ seed: 42, count: DEFAULT_COUNT, clock });
    second = generateDataset({ seed: 42, count: DEFAULT_COUNT, clock: fixedClock('2026-03-01T12:00:00Z') });
    otherSeed = generateDataset({ seed: 43, count: DEFAULT_COUNT, clock });
  });

  test('the same seed, count and clock give deep-equal and JSON-identical datasets', () => {
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  test('another seed gives other releases, with the same curated edge cases', () => {
    expect(otherSeed).toHaveLength(DEFAULT_COUNT);
    expect(JSON.stringify(otherSeed)).not.toBe(JSON.stringify(first));
    const sameTitle = otherSeed.filter((r, i) => r.title === first[i].title && !CURATED_TITLES.has(r.title));
    expect(sameTitle.length).toBeLessThan(DEFAULT_COUNT / 10);
    const curated = (releases: StoredRelease[]) => releases.filter((r) => CURATED_TITLES.has(r.title)).map((r) => r.title);
    expect(curated(otherSeed)).toEqual(curated(first));
  });

  describe('another clock, ten days later at the same time of day', () => {
    const SHIFT_DAYS = 10;
    let later: StoredRelease[];

    beforeAll(() => {
      later = generateDataset({ seed: 42, count: DEFAULT_COUNT, clock: fixedClock('2026-03-11T12:00:00Z') });
    });

    test('keeps the same releases (ids, liveness, report types)', () => {
      const shape = (r: StoredRelease) => ({ id: r.id, live: r.live, reports: r.announcement_reports.map((a) => a.id) });
      expect(later.map(shape)).toEqual(first.map(shape));
    });

    test('moves every expected_date by the same ten days', () => {
      expect(later.map((r) => r.expected_date)).toEqual(first.map((r) => shiftDate(r.expected_date, SHIFT_DAYS)));
    });

    test('moves every target_date and first_published_at by exactly ten days', () => {
      const shift = (ms: number | null) => (ms === null ? null : ms + SHIFT_DAYS * DAY_MS);
      expect(later.map((r) => r.targetMs)).toEqual(first.map((r) => shift(r.targetMs)));
      expect(later.map((r) => r.firstPublishedMs)).toEqual(first.map((r) => shift(r.firstPublishedMs)));
    });

    test("moves the child pages' date_published by ten days too", () => {
      const dates = (releases: StoredRelease[]) => reportsOf(releases).flatMap((a) => a.child_pages.map((c) => c.date_published));
      expect(dates(later)).toEqual(dates(first).map((d) => (d === null ? null : shiftDate(d, SHIFT_DAYS))));
    });
  });
});

describe('generateDataset: count', () => {
  const clock = fixedClock('2026-03-01T12:00:00Z');

  test.each([EDGE_CASES.length, EDGE_CASES.length + 1, 100, 501])('count %i gives that many releases, ids unique and increasing', (count) => {
    const releases = generateDataset({ seed: 42, count, clock });
    expect(releases).toHaveLength(count);
    const ids = releases.map((r) => r.id);
    expect(new Set(ids).size).toBe(count);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
  });

  test('a count equal to the number of curated edge cases gives exactly the edge cases, in order', () => {
    const releases = generateDataset({ seed: 42, count: EDGE_CASES.length, clock });
    const moment = momentOf(clock);
    releases.forEach((release, k) => {
      expect(summaryOf(release)).toMatchObject(expectedSummary(EDGE_CASES[k], moment));
    });
  });

  test.each([EDGE_CASES.length - 1, 1, 0, -5, 20.5, Number.NaN])(
    'count %p (below the curated edge cases, or not an integer) throws DatasetConfigError',
    (count) => {
      expect(() => generateDataset({ seed: 42, count, clock })).toThrow(DatasetConfigError);
      expect(() => generateDataset({ seed: 42, count, clock })).toThrow(`at least ${EDGE_CASES.length}`);
    },
  );
});

const CLOCKS: [string, Clock][] = [
  ['2020-01-01T00:00:00Z', fixedClock('2020-01-01T00:00:00Z')],
  ['2026-03-01T12:00:00Z', fixedClock('2026-03-01T12:00:00Z')],
  ['2031-07-15T23:59:59Z', fixedClock('2031-07-15T23:59:59Z')],
  ['2026-03-01T02:00:00Z in America/New_York (today 2026-02-28)', fixedClock('2026-03-01T02:00:00Z', 'America/New_York')],
];

test('dates are placed around "today" in the clock\'s time zone, not in UTC', () => {
  // 02:00 UTC on 1 March is still 28 February in New York.
  const releases = generateDataset({ seed: 42, count: EDGE_CASES.length, clock: fixedClock('2026-03-01T02:00:00Z', 'America/New_York') });
  const announcedToday = EDGE_CASES.findIndex((edge) => edge.expected_date === 'today' && edge.target === null);
  const expectedTomorrow = EDGE_CASES.findIndex((edge) => edge.expected_date === 'today+1');
  expect(releases[announcedToday].expected_date).toBe('2026-02-28');
  expect(releases[expectedTomorrow].expected_date).toBe('2026-03-01');
});

describe.each(CLOCKS)('generateDataset: the default dataset (seed 42, count 500) at %s', (_label, clock) => {
  let releases: StoredRelease[];
  let moment: Moment;

  beforeAll(() => {
    releases = generateDataset({ seed: 42, count: DEFAULT_COUNT, clock });
    moment = momentOf(clock);
  });

  test.each(STATUS_CODES)('some release shows status %s', (code) => {
    expect(releases.filter((r) => shownStatusCode(r, moment) === code).length).toBeGreaterThan(0);
  });

  test.each(STATUS_CODES)('the status filter condition of %s has matches', (code) => {
    expect(releases.filter((r) => STATUS_CONDITIONS[code](r, moment)).length).toBeGreaterThan(0);
  });

  test.each(EDGE_CASES.map((edge) => [edge.note, edge] as const))('holds the edge case "%s"', (_note, edge) => {
    expect(releases.map(summaryOf)).toContainEqual(expect.objectContaining(expectedSummary(edge, moment)));
  });

  const SHAPES: [string, (releases: StoredRelease[]) => unknown[]][] = [
    ['a report type with a null deliverable_id', (rs) => reportsOf(rs).filter((a) => a.deliverable_id === null)],
    [
      'a product with a null status',
      (rs) =>
        reportsOf(rs)
          .flatMap((a) => a.products)
          .filter((p) => p.status === null),
    ],
    ['a release with empty announcement_reports', (rs) => rs.filter((r) => r.announcement_reports.length === 0)],
    ['a report type with empty child_pages', (rs) => reportsOf(rs).filter((a) => a.child_pages.length === 0)],
    [
      'a child page with a null date_published',
      (rs) =>
        reportsOf(rs)
          .flatMap((a) => a.child_pages)
          .filter((c) => c.date_published === null),
    ],
    ['a title with non-ASCII characters', (rs) => rs.filter((r) => /[^\x20-\x7e]/.test(r.title))],
    ['expected_time_period AM', (rs) => rs.filter((r) => r.expected_time_period === 'AM')],
    ['expected_time_period PM', (rs) => rs.filter((r) => r.expected_time_period === 'PM')],
    ['expected_time_period null', (rs) => rs.filter((r) => r.expected_time_period === null)],
    [
      'a target_date at a non-UTC offset',
      (rs) => rs.filter((r) => r.target_date !== null && !r.target_date.endsWith('+00:00') && OFFSET_SUFFIX.test(r.target_date)),
    ],
    ['a null target_date', (rs) => rs.filter((r) => r.target_date === null)],
    ['a null first_published_at', (rs) => rs.filter((r) => r.first_published_at === null)],
  ];

  test.each(SHAPES)('has %s', (_name, select) => {
    expect(select(releases).length).toBeGreaterThan(0);
  });

  test('has several releases on one expected_date, among them the two curated for today+7', () => {
    const perDate = new Map<string, number>();
    for (const r of releases) perDate.set(r.expected_date, (perDate.get(r.expected_date) ?? 0) + 1);
    expect(perDate.get(relativeDate('today+7', moment.today))).toBeGreaterThanOrEqual(2);
  });

  test('every target_date carries an offset and is the instant targetMs holds', () => {
    const withTarget = releases.filter((r) => r.target_date !== null);
    expect(withTarget.length).toBeGreaterThan(0);
    expect(withTarget.filter((r) => !OFFSET_SUFFIX.test(r.target_date!) || Date.parse(r.target_date!) !== r.targetMs)).toEqual([]);
    expect(releases.filter((r) => r.target_date === null && r.targetMs !== null)).toEqual([]);
  });

  test('every first_published_at is in the past of the clock, written with an offset, and equals firstPublishedMs', () => {
    const published = releases.filter((r) => r.first_published_at !== null);
    expect(published.length).toBeGreaterThan(0);
    const wrong = published.filter(
      (r) =>
        !OFFSET_SUFFIX.test(r.first_published_at!) ||
        Date.parse(r.first_published_at!) >= moment.nowMs ||
        Date.parse(r.first_published_at!) !== r.firstPublishedMs,
    );
    expect(wrong).toEqual([]);
  });

  test('a null first_published_at occurs only on drafts', () => {
    const neverPublished = releases.filter((r) => r.first_published_at === null);
    expect(neverPublished.length).toBeGreaterThan(0);
    expect(neverPublished.filter((r) => r.live || r.firstPublishedMs !== null)).toEqual([]);
  });

  test('slugs are unique and made of lower-case ASCII letters, digits and hyphens', () => {
    const slugs = releases.map(slugOf);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((s) => !/^[-a-z0-9]+$/.test(s))).toEqual([]);
  });

  test("each slug derives from its title (the title's slug, perhaps shortened, perhaps with a -N suffix)", () => {
    const derives = (r: StoredRelease) => {
      const full = toSlug(r.title);
      const stem = slugOf(r).replace(/-\d+$/, '');
      return full.startsWith(slugOf(r)) || (stem.length > 0 && full.startsWith(stem));
    };
    expect(releases.filter((r) => !derives(r)).map((r) => [r.title, slugOf(r)])).toEqual([]);
    const unicode = releases.find((r) => r.title === 'Überblick: Märkte & Société — 市場レポート');
    expect(unicode?.slug).toBe('uberblick-markte-and-societe');
  });

  test('releases with the same title get -2, -3, ... in id order', () => {
    const byTitle = new Map<string, StoredRelease[]>();
    for (const r of releases) byTitle.set(r.title, [...(byTitle.get(r.title) ?? []), r]);
    const repeated = [...byTitle.values()].filter((group) => group.length > 1);
    expect(repeated.length).toBeGreaterThan(0);
    for (const group of repeated) {
      const base = slugOf(group[0]);
      expect(group.map(slugOf)).toEqual(group.map((_, k) => (k === 0 ? base : `${base}-${k + 1}`)));
    }
  });

  test('html_url is absolute and ends with /<slug>/', () => {
    const wrong = releases.filter((r) => {
      const url = new URL(htmlUrlOf(r));
      return !/^https?:$/.test(url.protocol) || url.host === '' || !htmlUrlOf(r).endsWith(`/${slugOf(r)}/`);
    });
    expect(wrong).toEqual([]);
  });

  test('every release written with every field is valid against the ReleasePage schema of openapi.yaml', () => {
    const validate = schemaValidator('ReleasePage');
    const selection = selectFields('*', DETAIL_DEFAULT_FIELDS);
    const problems = releases.flatMap((release) => {
      const item = serializeRelease(release, selection, { origin: 'http://localhost:4010', moment });
      return validate(item) ? [] : [`${release.id}: ${schemaErrorLines(validate.errors).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });
});
