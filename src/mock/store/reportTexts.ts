import type { AnnouncementReport, StoredRelease } from '../../core/types';

/** The searchable text of an announcement report: its titles, slug and product names. */
export function reportText(report: AnnouncementReport): string {
  return [
    report.title,
    report.slug,
    ...report.products.flatMap((p) => [p.name, p.short_name]),
    ...report.child_pages.flatMap((c) => [c.title, c.subject_line]),
  ].join(' ');
}

/**
 * The text each report id is searched by (its first carrier's), and the ids whose carriers disagree
 * on it. The search index keeps one as it is built; an admin change that comes before the index is
 * ready reads one built alone (a pass over the reports, not the index's whole build).
 */
export class ReportTexts {
  /** The first report object of each id, in the order met. */
  readonly firstReports = new Map<number, AnnouncementReport>();
  private readonly texts = new Map<number, string>();
  private readonly disputed = new Set<number>();

  static of(releases: readonly StoredRelease[]): ReportTexts {
    const texts = new ReportTexts();
    for (const release of releases) for (const report of release.announcement_reports) texts.add(report);
    return texts;
  }

  /** Counts a carrier's report: true when it is the first of its id. */
  add(report: AnnouncementReport): boolean {
    const first = this.firstReports.get(report.id);
    if (!first) {
      this.firstReports.set(report.id, report);
      this.texts.set(report.id, reportText(report));
      return true;
    }
    if (report !== first && reportText(report) !== this.texts.get(report.id)) this.disputed.add(report.id);
    return false;
  }

  /**
   * Whether the release's reports are indexed with its own text for them, and are not disputed: a
   * report id's text is its first carrier's, so a release that disagrees changes what other
   * releases are found by, which only a whole build sees.
   */
  agreesOn(release: StoredRelease): boolean {
    return release.announcement_reports.every((report) => {
      const indexed = this.texts.get(report.id);
      return !this.disputed.has(report.id) && (indexed === undefined || indexed === reportText(report));
    });
  }
}
