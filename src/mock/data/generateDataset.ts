// The seeded generator of the mock's dataset: releases drawn from a seed and placed at the clock.
import type { Faker } from '@faker-js/faker';
import type { Clock } from '../domain/clock';
import type { Product, StoredRelease, TimePeriod } from '../../core/types';
import { REPORT_PAGE_TYPE } from '../../core/spec';
import { loadEdgeCases, loadWordLists, type EdgeCase, type WordLists } from './fixtureFiles';
import { releasePlacer, SITE_ORIGIN, type DatasetDraft, type DraftChildPage, type DraftRelease, type DraftReportType } from './placeDataset';
import { companyNames } from './companyNames';
import { drawnElements } from './drawnElements';
import type { SeededDraws } from './seededDraws';
import { seededFakerAndDraws } from './seededFaker';
import { SlugRegistry, toSlug } from './slugs';
import { CodedError, type ErrorCode } from '../../core/errors';

export interface GenerateOptions {
  seed: number;
  /** Number of releases, curated edge cases included. */
  count: number;
  clock: Clock;
  /** Called with each release as it is placed, in order (the search index's thread indexes them meanwhile). */
  onPlaced?: (release: StoredRelease) => void;
}

export class DatasetConfigError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/** Page ids: report types and their child pages, then releases; ids grow with position, with gaps as in a real page tree. */
const REPORT_ID_BASE = 200;
const CHILD_ID_BASE = 20_000;
const RELEASE_ID_BASE = 100_000;
const DAY_MS = 86_400_000;
/** Independent random streams, so that changing one kind of record never shifts another. */
const REPORT_STREAM = 1;
const RELEASE_STREAM = 2;

interface Context {
  /** Report types' draws (a few hundred at most). */
  faker: Faker;
  /** Releases' draws: faker's, on faker's stream, without its garbage (seededDraws.ts). */
  draws: SeededDraws;
  /** `faker.company.name()`, the same draws (companyNames.ts). */
  companyName: () => string;
  words: WordLists;
  seed: number;
  /**
   * A release's stream's seed, `[seed, RELEASE_STREAM, i]`, its last number set per release: the
   * randomizer folds it at once (seededRandomizer.ts), and a list per release would be garbage.
   */
  releaseSeed: [number, number, number];
  /**
   * The relative expressions drawn, each written once: `today±N` by N, `today±N HH:MM ±HH:MM` by the
   * day's expression and the time's and offset's places. A million releases share ~720 and ~18,000
   * of them, and placing looks each up by value: a string made anew per release would be hashed anew.
   */
  expressions: { days: Map<number, string>; targets: Map<string, string[]> };
}

/**
 * Builds a realistic dataset from a seed and the clock: the same seed, count and clock give
 * the same releases. Dates are placed around the clock's today, and the curated edge cases of
 * fixtures/edge-cases.json are spread through it, so every status is always present.
 */
export function generateDataset({ seed, count, clock, onPlaced }: GenerateOptions): StoredRelease[] {
  const { reportTypes, releaseAt } = datasetDraws({ seed, count });
  // Each release placed as it is drawn: the same releases as placeDataset(drawDataset(...)), in a fraction of the garbage.
  const place = releasePlacer(reportTypes, clock);
  if (!onPlaced) return Array.from({ length: count }, (_, i) => place(releaseAt(i)));
  return Array.from({ length: count }, (_, i) => {
    const release = place(releaseAt(i));
    onPlaced(release);
    return release;
  });
}

/** Every random draw of `generateDataset`, before the clock places its dates (placeDataset.ts). */
export function drawDataset({ seed, count }: Omit<GenerateOptions, 'clock'>): DatasetDraft {
  const { reportTypes, releaseAt } = datasetDraws({ seed, count });
  return { reportTypes, releases: Array.from({ length: count }, (_, i) => releaseAt(i)) };
}

/** The report types drawn, and the draws of the `i`-th release (each release has its own random stream). */
function datasetDraws({ seed, count }: Omit<GenerateOptions, 'clock'>): { reportTypes: DraftReportType[]; releaseAt: (i: number) => DraftRelease } {
  const edgeCases = loadEdgeCases();
  if (!Number.isInteger(count) || count < edgeCases.length) {
    throw new DatasetConfigError('RPM_DATASET_COUNT_TOO_SMALL', edgeCases.length, count);
  }
  const { faker, draws } = seededFakerAndDraws();
  const context: Context = {
    faker,
    draws,
    companyName: companyNames(faker, draws),
    words: loadWordLists(),
    seed,
    releaseSeed: [seed, RELEASE_STREAM, 0],
    expressions: { days: new Map(), targets: new Map() },
  };
  const reportSlugs = new SlugRegistry();
  const reportTypes = Array.from({ length: reportPoolSize(count) }, (_, j) => drawReportType(context, j, reportSlugs));
  const reportIndices = reportTypes.map((_, j) => j);
  const edgeCaseAt = new Map(edgeCases.map((edge, k) => [Math.floor(((k + 0.5) * count) / edgeCases.length), edge]));
  return { reportTypes, releaseAt: (i) => drawRelease(context, i, reportIndices, edgeCaseAt.get(i)) };
}

/** Report types are shared by many releases, as on a real site: a pool that grows slowly with the dataset. */
function reportPoolSize(count: number): number {
  return Math.min(400, Math.max(24, Math.round(count / 20)));
}

function drawReportType(context: Context, j: number, slugs: SlugRegistry): DraftReportType {
  const { faker, companyName, words, seed } = context;
  faker.seed([seed, REPORT_STREAM, j]);
  const theme = words.report_themes[j % words.report_themes.length];
  const cadence = words.report_cadences[Math.floor(j / words.report_themes.length) % words.report_cadences.length];
  const combinations = words.report_themes.length * words.report_cadences.length;
  const company = companyName();
  const title = j < combinations ? `${theme} ${cadence}` : `${company} ${theme} ${cadence}`;
  const slug = slugs.unique(title, 'report', j);
  const products = Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, (_, k) => drawProduct(context, j, k, company));
  // The first report types carry the rare shapes, so that every dataset has them.
  if (j === 1) products[0].status = null;
  const childCount = j === 0 ? 0 : faker.number.int({ min: 0, max: 4 });
  const childPages = Array.from({ length: childCount }, (_, k) => drawChildPage(context, j, k, theme));
  if (j === 2 && childPages.length > 0) childPages[0].days_ago = null;
  return {
    id: REPORT_ID_BASE + j,
    title,
    slug,
    url: `${SITE_ORIGIN}/reports/${slug}/`,
    type: REPORT_PAGE_TYPE,
    deliverable_id: j === 0 || faker.datatype.boolean(0.25) ? null : `DLV-${faker.string.numeric(6)}`,
    from_name: `${company} ${theme} Team`,
    model_group_slug: toSlug(theme),
    products,
    child_pages: childPages,
  };
}

function drawProduct({ faker, words }: Context, j: number, k: number, company: string): Product {
  const name = `${company.split(/[ ,]/)[0]} ${faker.helpers.arrayElement(words.product_regions)} ${faker.helpers.arrayElement(words.product_suffixes)}`;
  return {
    id: 5_000 + j * 10 + k,
    name,
    short_name:
      name
        .split(' ')
        .map((w) => w[0].toUpperCase())
        .join('') + faker.string.numeric(2),
    product_directory_id: faker.string.uuid(),
    status: faker.helpers.arrayElement(words.product_statuses),
  };
}

function drawChildPage({ faker, words }: Context, j: number, k: number, theme: string): DraftChildPage {
  const kind = faker.helpers.arrayElement(words.child_page_kinds);
  const title = `${theme} ${kind}: ${titleCase(faker.company.buzzNoun())} ${titleCase(faker.company.buzzNoun())}`;
  return {
    id: CHILD_ID_BASE + j * 10 + k,
    title,
    slug: toSlug(title),
    days_ago: faker.datatype.boolean(0.85) ? faker.number.int({ min: 1, max: 400 }) : null,
    subject_line: `[${theme}] ${title}`,
    notable: faker.datatype.boolean(0.2),
    type: faker.helpers.arrayElement(words.child_page_types),
  };
}

/** A drawn release's report count, and its time period without a target (module constants: the draws only read them, and a literal per release would be garbage). */
const REPORT_COUNTS = [
  { weight: 1, value: 0 },
  { weight: 4, value: 1 },
  { weight: 3, value: 2 },
  { weight: 2, value: 3 },
];
const TIME_PERIODS: (TimePeriod | null)[] = ['AM', 'PM', null];

// The draws keep the order they had when this function built releases directly: the same seed gives the same data.
function drawRelease(context: Context, i: number, reportIndices: number[], edge: EdgeCase | undefined): DraftRelease {
  const { draws, companyName, words, releaseSeed } = context;
  releaseSeed[2] = i;
  draws.seed(releaseSeed);
  const id = RELEASE_ID_BASE + 3 * i + draws.int(0, 2);
  const expectedDate = edge ? edge.expected_date : relativeDay(context, draws.int(-540, 180));
  const live = edge?.live ?? draws.boolean(0.85);
  const target = edge ? edge.target : draws.boolean(0.45) ? randomTarget(context, expectedDate) : null;
  const timePeriod = edge?.expected_time_period !== undefined ? edge.expected_time_period : target ? 'of-target' : draws.element(TIME_PERIODS);
  const company = companyName();
  const title = edge?.title ?? (draws.boolean(0.03) ? draws.element(words.unicode_titles) : { company, kind: draws.element(words.release_kinds) });
  const reportCount = edge?.reports ?? draws.weightedElement(REPORT_COUNTS);
  const neverPublished = edge ? edge.first_published_at === null : !live && draws.boolean(0.5);
  const publishedBeforeLatest = neverPublished ? null : draws.int(0, 90 * DAY_MS);
  return {
    id,
    expected_date: expectedDate,
    target,
    expected_time_period: timePeriod,
    title,
    content_scheduled: edge?.content_scheduled ?? (target !== null && draws.boolean(0.7)),
    reports: drawnElements(draws, reportIndices, Math.min(reportCount, reportIndices.length)),
    live,
    published_before_latest: publishedBeforeLatest,
  };
}

/** `today±N`, written once per N. */
function relativeDay({ expressions: { days } }: Context, n: number): string {
  let day = days.get(n);
  if (day === undefined) {
    day = `today${n < 0 ? `${n}` : `+${n}`}`;
    days.set(n, day);
  }
  return day;
}

/** A target on the expected day (`today±N`), at a drawn local time and offset: `today±N HH:MM ±HH:MM`, written once per day, time and offset. */
function randomTarget({ draws, words, expressions: { targets } }: Context, expectedDate: string): string {
  const offset = draws.element(words.target_offsets);
  const time = draws.element(words.target_times);
  let ofDay = targets.get(expectedDate);
  if (ofDay === undefined) {
    ofDay = [];
    targets.set(expectedDate, ofDay);
  }
  const place = words.target_times.indexOf(time) * words.target_offsets.length + words.target_offsets.indexOf(offset);
  return (ofDay[place] ??= `${expectedDate} ${time} ${offset}`);
}

const titleCase = (s: string) => s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
