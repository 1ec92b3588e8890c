// A drawn dataset's relative dates placed at a clock: the releases as the store holds them.
import { addDays, isoDateIn, type Clock } from '../domain/clock';
import type { AnnouncementReport, ChildPage, StoredRelease, TimePeriod } from '../../core/types';
import { PlacedDates, wholeSeconds } from './placedDates';
import { joinedSlug, SlugRegistry, toSlug } from './slugs';
import { TitleTails } from './titleTails';

/**
 * A generated dataset before it meets a clock: every random draw made, every date still relative
 * to "now" or "today". `placeDataset` gives the releases at a clock; JSON-safe, so that a dataset
 * drawn once can ship as data (src/mock/data/defaultDatasetDraws.json) and be placed in a browser.
 */
export interface DatasetDraft {
  reportTypes: DraftReportType[];
  releases: DraftRelease[];
}

export interface DraftReportType extends Omit<AnnouncementReport, 'child_pages'> {
  child_pages: DraftChildPage[];
}

export interface DraftChildPage extends Omit<ChildPage, 'date_published'> {
  /** Published this many days before today's UTC date, or never (null). */
  days_ago: number | null;
}

export interface DraftRelease {
  id: number;
  /** A relative date (`today`, `today+N`, `today-N`: relativeTime.ts). */
  expected_date: string;
  /** A relative moment (`now±N[mhd]`, `today±N HH:MM ±HH:MM`), or none. */
  target: string | null;
  /** As drawn or curated; `of-target` when it follows the target's local hour. */
  expected_time_period: TimePeriod | null | 'of-target';
  /** A curated or Unicode title as is, or a company and a kind around the expected date's quarter. */
  title: string | { company: string; kind: string };
  content_scheduled: boolean;
  /** Indices into the draft's report types. */
  reports: number[];
  live: boolean;
  /** Milliseconds before the latest moment it can have been first published, or never published (null). */
  published_before_latest: number | null;
}

/** Where the generated site's human-facing pages live (a reserved example domain). */
export const SITE_ORIGIN = 'https://www.example.com';
/** Written once: a template with the origin in it made a new join of the two per release. */
const RELEASE_PAGES = `${SITE_ORIGIN}/releases/`;
const DAY_MS = 86_400_000;

/** The releases of a draft at a clock: the same draft and clock give the same releases. */
export function placeDataset(draft: DatasetDraft, clock: Clock): StoredRelease[] {
  return draft.releases.map(releasePlacer(draft.reportTypes, clock));
}

/**
 * Places drawn releases one at a time, in the draft's order (slugs are made unique in that order):
 * the generator places each release as it draws it, so that no draft outlives its release (a
 * million drafts held to the end cost garbage collection more than their drawing).
 */
export function releasePlacer(draftReportTypes: readonly DraftReportType[], clock: Clock): (release: DraftRelease) => StoredRelease {
  const nowMs = clock.now().getTime();
  const today = isoDateIn(nowMs, clock.timezone);
  const utcToday = new Date(nowMs).toISOString().slice(0, 10);
  const reportTypes = draftReportTypes.map(({ child_pages, ...report }) => ({
    ...report,
    child_pages: child_pages.map(({ id, title, slug, days_ago, subject_line, notable, type }) => ({
      id,
      title,
      slug,
      date_published: days_ago === null ? null : addDays(utcToday, -days_ago),
      subject_line,
      notable,
      type,
    })),
  }));
  const placement: Placement = { nowMs, reportTypes, slugs: new SlugRegistry(), dates: new PlacedDates(today, nowMs), tails: new TitleTails() };
  return (release) => placeRelease(release, placement);
}

interface Placement {
  nowMs: number;
  reportTypes: AnnouncementReport[];
  slugs: SlugRegistry;
  dates: PlacedDates;
  tails: TitleTails;
}

function placeRelease(release: DraftRelease, { nowMs, reportTypes, slugs, dates, tails }: Placement): StoredRelease {
  const expectedDate = dates.date(release.expected_date);
  const target = release.target === null ? null : dates.target(release.target);
  let title: string;
  let titleSlug: string;
  if (typeof release.title === 'string') {
    title = release.title;
    titleSlug = toSlug(title);
  } else {
    // `<company> <quarter> <kind>`, its tail written and slugged once per quarter and kind.
    const { company } = release.title;
    const tail = tails.of(dates.quarter(expectedDate), release.title.kind);
    title = company + tail.text;
    titleSlug = tail.slug === undefined ? toSlug(title) : joinedSlug(title, company.length, tail.slug);
  }
  // First published some weeks before the expected date, and always in the past.
  const latest = Math.min(dates.midnight(expectedDate) - 3 * DAY_MS, nowMs - 3_600_000);
  const firstPublishedMs = release.published_before_latest === null ? null : wholeSeconds(latest - release.published_before_latest);
  const slug = slugs.uniqueOf(titleSlug, 'release', release.id);
  return {
    id: release.id,
    title,
    slug,
    html_url: RELEASE_PAGES + slug + '/',
    first_published_at: firstPublishedMs === null ? null : dates.dateTime(firstPublishedMs, '+00:00'),
    expected_date: expectedDate,
    expected_time_period: release.expected_time_period === 'of-target' ? target!.period : release.expected_time_period,
    target_date: target === null ? null : target.dateTime,
    content_scheduled: release.content_scheduled,
    announcement_reports: reportsAt(reportTypes, release.reports),
    live: release.live,
    targetMs: target === null ? null : target.ms,
    firstPublishedMs,
  };
}

/**
 * The report types at the indices, without `map` and its closure (a share of placing a million
 * releases). A generated release has 0-3: written as literals, packed and of their exact length as
 * `map` made them (an array made by length is holey; one grown by `push` keeps spare room, live).
 */
function reportsAt(reportTypes: readonly AnnouncementReport[], indices: readonly number[]): AnnouncementReport[] {
  switch (indices.length) {
    case 0:
      return [];
    case 1:
      return [reportTypes[indices[0]]];
    case 2:
      return [reportTypes[indices[0]], reportTypes[indices[1]]];
    case 3:
      return [reportTypes[indices[0]], reportTypes[indices[1]], reportTypes[indices[2]]];
    default:
      return indices.map((index) => reportTypes[index]);
  }
}
