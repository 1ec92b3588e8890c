import type { Faker } from '@faker-js/faker';
import { isoDateIn, isoDateTimeAtOffset, offsetMinutes, type Clock } from '../domain/clock';
import type { AnnouncementReport, ChildPage, Product, StoredRelease, TimePeriod } from '../../core/types';
import { loadEdgeCases, loadWordLists, type EdgeCase, type WordLists } from './fixtureFiles';
import { localMoment, relativeDate, relativeMoment, type OffsetMoment } from './relativeTime';
import { seededFaker } from './seededFaker';
import { SlugRegistry, toSlug } from './slugs';

export interface GenerateOptions {
  seed: number;
  /** Number of releases, curated edge cases included. */
  count: number;
  clock: Clock;
}

export class DatasetConfigError extends Error {}

/** Where the generated site's human-facing pages live (a reserved example domain). */
export const SITE_ORIGIN = 'https://www.example.com';
const DAY_MS = 86_400_000;
/** Page ids: report types and their child pages, then releases; ids grow with position, with gaps as in a real page tree. */
const REPORT_ID_BASE = 200;
const CHILD_ID_BASE = 20_000;
const RELEASE_ID_BASE = 100_000;
/** Independent random streams, so that changing one kind of record never shifts another. */
const REPORT_STREAM = 1;
const RELEASE_STREAM = 2;

interface Context {
  faker: Faker;
  words: WordLists;
  seed: number;
  today: string;
  nowMs: number;
}

/**
 * Builds a realistic dataset from a seed and the clock: the same seed, count and clock give
 * the same releases. Dates are placed around the clock's today, and the curated edge cases of
 * fixtures/edge-cases.json are spread through it, so every status is always present.
 */
export function generateDataset({ seed, count, clock }: GenerateOptions): StoredRelease[] {
  const edgeCases = loadEdgeCases();
  if (!Number.isInteger(count) || count < edgeCases.length) {
    throw new DatasetConfigError(`count must be an integer of at least ${edgeCases.length} (the curated edge cases); got ${count}`);
  }
  const nowMs = clock.now().getTime();
  const context: Context = {
    faker: seededFaker(),
    words: loadWordLists(),
    seed,
    today: isoDateIn(nowMs, clock.timezone),
    nowMs,
  };
  const reportSlugs = new SlugRegistry();
  const reportTypes = Array.from({ length: reportPoolSize(count) }, (_, j) => generateReportType(context, j, reportSlugs));
  const edgeCaseAt = new Map(edgeCases.map((edge, k) => [Math.floor(((k + 0.5) * count) / edgeCases.length), edge]));
  const slugs = new SlugRegistry();
  return Array.from({ length: count }, (_, i) => generateRelease(context, i, reportTypes, slugs, edgeCaseAt.get(i)));
}

/** Report types are shared by many releases, as on a real site: a pool that grows slowly with the dataset. */
function reportPoolSize(count: number): number {
  return Math.min(400, Math.max(24, Math.round(count / 20)));
}

function generateReportType(context: Context, j: number, slugs: SlugRegistry): AnnouncementReport {
  const { faker, words, seed } = context;
  faker.seed([seed, REPORT_STREAM, j]);
  const theme = words.report_themes[j % words.report_themes.length];
  const cadence = words.report_cadences[Math.floor(j / words.report_themes.length) % words.report_cadences.length];
  const combinations = words.report_themes.length * words.report_cadences.length;
  const company = faker.company.name();
  const title = j < combinations ? `${theme} ${cadence}` : `${company} ${theme} ${cadence}`;
  const slug = slugs.unique(title, `report-${j}`);
  const products = Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, (_, k) => generateProduct(context, j, k, company));
  // The first report types carry the rare shapes, so that every dataset has them.
  if (j === 1) products[0].status = null;
  const childCount = j === 0 ? 0 : faker.number.int({ min: 0, max: 4 });
  const childPages = Array.from({ length: childCount }, (_, k) => generateChildPage(context, j, k, theme));
  if (j === 2 && childPages.length > 0) childPages[0].date_published = null;
  return {
    id: REPORT_ID_BASE + j,
    title,
    slug,
    url: `${SITE_ORIGIN}/reports/${slug}/`,
    type: 'EmailableIndexPage',
    deliverable_id: j === 0 || faker.datatype.boolean(0.25) ? null : `DLV-${faker.string.numeric(6)}`,
    from_name: `${company} ${theme} Team`,
    model_group_slug: toSlug(theme),
    products,
    child_pages: childPages,
  };
}

function generateProduct({ faker, words }: Context, j: number, k: number, company: string): Product {
  const name = `${company.split(/[ ,]/)[0]} ${faker.helpers.arrayElement(words.product_regions)} ${faker.helpers.arrayElement(words.product_suffixes)}`;
  return {
    id: 5_000 + j * 10 + k,
    name,
    short_name: name
      .split(' ')
      .map((w) => w[0].toUpperCase())
      .join('') + faker.string.numeric(2),
    product_directory_id: faker.string.uuid(),
    status: faker.helpers.arrayElement(words.product_statuses),
  };
}

function generateChildPage({ faker, words, nowMs }: Context, j: number, k: number, theme: string): ChildPage {
  const kind = faker.helpers.arrayElement(words.child_page_kinds);
  const title = `${theme} ${kind}: ${titleCase(faker.company.buzzNoun())} ${titleCase(faker.company.buzzNoun())}`;
  return {
    id: CHILD_ID_BASE + j * 10 + k,
    title,
    slug: toSlug(title),
    date_published: faker.datatype.boolean(0.85) ? new Date(nowMs - faker.number.int({ min: 1, max: 400 }) * DAY_MS).toISOString().slice(0, 10) : null,
    subject_line: `[${theme}] ${title}`,
    notable: faker.datatype.boolean(0.2),
    type: faker.helpers.arrayElement(words.child_page_types),
  };
}

function generateRelease(
  context: Context,
  i: number,
  reportTypes: AnnouncementReport[],
  slugs: SlugRegistry,
  edge: EdgeCase | undefined,
): StoredRelease {
  const { faker, words, seed, today, nowMs } = context;
  faker.seed([seed, RELEASE_STREAM, i]);
  const id = RELEASE_ID_BASE + 3 * i + faker.number.int({ max: 2 });
  const expectedDate = edge ? relativeDate(edge.expected_date, today) : relativeDate(`today${signed(faker.number.int({ min: -540, max: 180 }))}`, today);
  const live = edge?.live ?? faker.datatype.boolean(0.85);
  const target = edge
    ? edge.target === null ? null : relativeMoment(edge.target, today, nowMs)
    : faker.datatype.boolean(0.45) ? randomTarget(context, expectedDate) : null;
  const timePeriod = edge?.expected_time_period !== undefined ? edge.expected_time_period : target ? periodOf(target) : faker.helpers.arrayElement<TimePeriod | null>(['AM', 'PM', null]);
  const company = faker.company.name();
  const title =
    edge?.title ??
    (faker.datatype.boolean(0.03) ? faker.helpers.arrayElement(words.unicode_titles) : `${company} ${quarterOf(expectedDate)} ${faker.helpers.arrayElement(words.release_kinds)}`);
  const reportCount = edge?.reports ?? faker.helpers.weightedArrayElement([
    { weight: 1, value: 0 },
    { weight: 4, value: 1 },
    { weight: 3, value: 2 },
    { weight: 2, value: 3 },
  ]);
  const neverPublished = edge ? edge.first_published_at === null : !live && faker.datatype.boolean(0.5);
  // First published some weeks before the expected date, and always in the past.
  const latest = Math.min(Date.parse(`${expectedDate}T00:00:00Z`) - 3 * DAY_MS, nowMs - 3_600_000);
  const firstPublishedMs = neverPublished ? null : latest - faker.number.int({ max: 90 * DAY_MS });
  const slug = slugs.unique(title, `release-${id}`);
  return {
    id,
    title,
    slug,
    html_url: `${SITE_ORIGIN}/releases/${slug}/`,
    first_published_at: firstPublishedMs === null ? null : isoDateTimeAtOffset(wholeSeconds(firstPublishedMs), '+00:00'),
    expected_date: expectedDate,
    expected_time_period: timePeriod,
    target_date: target === null ? null : isoDateTimeAtOffset(wholeSeconds(target.ms), target.offset),
    content_scheduled: edge?.content_scheduled ?? (target !== null && faker.datatype.boolean(0.7)),
    announcement_reports: faker.helpers.arrayElements(reportTypes, Math.min(reportCount, reportTypes.length)),
    live,
    targetMs: target === null ? null : wholeSeconds(target.ms),
    firstPublishedMs: firstPublishedMs === null ? null : wholeSeconds(firstPublishedMs),
  };
}

function randomTarget({ faker, words }: Context, expectedDate: string): OffsetMoment {
  const offset = faker.helpers.arrayElement(words.target_offsets);
  return { ms: localMoment(expectedDate, faker.helpers.arrayElement(words.target_times), offset), offset };
}

function periodOf({ ms, offset }: OffsetMoment): TimePeriod {
  return new Date(ms + offsetMinutes(offset) * 60_000).getUTCHours() < 12 ? 'AM' : 'PM';
}

function quarterOf(isoDate: string): string {
  return `Q${Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1} ${isoDate.slice(0, 4)}`;
}

/** Dates are written to the second, so the stored instant is cut to the second too. */
const wholeSeconds = (ms: number) => ms - (ms % 1000);
const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);
const titleCase = (s: string) => s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
