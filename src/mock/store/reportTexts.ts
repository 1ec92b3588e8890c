// The searchable text of each report id, and which releases agree on it.
import type { AnnouncementReport, StoredRelease } from '../../core/types';
import { runToEnd } from './sortInSteps';

/** `ReportTexts.building` yields after this many releases. */
const STEP_RELEASES = 8192;

/** The searchable text of an announcement report: its titles, slug and product names. */
export function reportText(report: AnnouncementReport): string {
  return [
    report.title,
    report.slug,
    ...report.products.flatMap((p) => [p.name, p.short_name]),
    ...report.child_pages.flatMap((c) => [c.title, c.subject_line]),
  ].join(' ');
}

/** Carriers of a report id mostly share one object (the dataset's draws do): its text is not built then. */
const sameText = (a: AnnouncementReport, b: AnnouncementReport) => a === b || reportText(a) === reportText(b);

/**
 * The text each report id is searched by (its first carrier's), and the ids whose carriers disagree
 * on it. The store builds one at once, since an admin change asks it and the search index is built
 * after start-up. Texts are built only to compare carriers that are not one object.
 */
export class ReportTexts {
  /** The first report object of each id, in the order met. */
  private readonly firstReports = new Map<number, AnnouncementReport>();
  private readonly disputed = new Set<number>();

  static of(releases: readonly StoredRelease[]): ReportTexts {
    return runToEnd(ReportTexts.building(releases));
  }

  /** The same, yielding after every `STEP_RELEASES` releases, so that a caller can build it between requests. */
  static *building(releases: readonly StoredRelease[]): Generator<void, ReportTexts> {
    const texts = new ReportTexts();
    for (let i = 0; i < releases.length; i++) {
      for (const report of releases[i].announcement_reports) texts.add(report);
      if (i % STEP_RELEASES === STEP_RELEASES - 1) yield;
    }
    return texts;
  }

  /** Counts a carrier's report: the first of its id supplies the text, a later one may dispute it. */
  private add(report: AnnouncementReport): void {
    const first = this.firstReports.get(report.id);
    if (!first) this.firstReports.set(report.id, report);
    else if (!sameText(report, first)) this.disputed.add(report.id);
  }

  /**
   * Whether the release's reports are indexed with its own text for them, and are not disputed: a
   * report id's text is its first carrier's, so a release that disagrees changes what other
   * releases are found by, which only a whole build sees.
   */
  agreesOn(release: StoredRelease): boolean {
    return release.announcement_reports.every((report) => {
      const first = this.firstReports.get(report.id);
      return !this.disputed.has(report.id) && (first === undefined || sameText(report, first));
    });
  }
}
