import type { AnnouncementReport, StoredRelease } from '../domain/types';
import { encoder, WordIndex } from './wordIndex';

export type SearchOperator = 'and' | 'or';

/** Relevance of a hit, per term: matched in the release's own title or slug, or only through its reports. */
const OWN_TEXT_SCORE = 2;
const REPORT_TEXT_SCORE = 1;

function reportText(report: AnnouncementReport): string {
  return [
    report.title,
    report.slug,
    ...report.products.flatMap((p) => [p.name, p.short_name]),
    ...report.child_pages.flatMap((c) => [c.title, c.subject_line]),
  ].join(' ');
}

/**
 * Full-text search over releases: their own title and slug, and the text of their announcement
 * reports. Report types are shared by many releases, so their text is indexed once per report id
 * and mapped back to the releases that carry them.
 */
export class SearchIndex {
  private readonly ownText = new WordIndex();
  private readonly reportText = new WordIndex();
  private readonly releasesByReport = new Map<number, number[]>();

  /** `releases[i]` is indexed under its position `i`. */
  constructor(releases: readonly StoredRelease[]) {
    const reports = new Map<number, AnnouncementReport>();
    releases.forEach((release, position) => {
      this.ownText.add(position, `${release.title} ${release.slug ?? ''}`);
      for (const report of release.announcement_reports) {
        let carriers = this.releasesByReport.get(report.id);
        if (!carriers) {
          carriers = [];
          this.releasesByReport.set(report.id, carriers);
          // The first release that carries a report id supplies its text.
          reports.set(report.id, report);
        }
        carriers.push(position);
      }
    });
    // Report ids in ascending order, as a WordIndex wants its documents.
    for (const id of [...reports.keys()].sort((a, b) => a - b)) this.reportText.add(id, reportText(reports.get(id)!));
  }

  /** Splits a `search` value into terms: on white space (`+` in a URL is a space). */
  static terms(query: string): string[] {
    return query.split(/\s+/).filter((t) => t.length > 0);
  }

  /** Positions of the matching releases with their relevance scores. No terms match nothing. */
  search(query: string, operator: SearchOperator): Map<number, number> {
    // Terms that fold to the same words ("über uber", "Alpha alpha") count once.
    const terms = [...new Map(SearchIndex.terms(query).map((t) => [encoder.encode(t).join(' '), t])).values()];
    let result: Map<number, number> | null = null;
    for (const term of terms) {
      const hits = this.termHits(term);
      if (result === null) {
        result = hits;
      } else if (operator === 'or') {
        for (const [position, score] of hits) result.set(position, (result.get(position) ?? 0) + score);
      } else {
        const both: Map<number, number> = new Map();
        for (const [position, score] of hits) {
          const earlier = result.get(position);
          if (earlier !== undefined) both.set(position, earlier + score);
        }
        result = both;
      }
      if (operator === 'and' && result.size === 0) break;
    }
    return result ?? new Map();
  }

  private termHits(term: string): Map<number, number> {
    const hits = new Map<number, number>();
    for (const reportId of this.reportText.find(term)) {
      for (const position of this.releasesByReport.get(reportId) ?? []) hits.set(position, REPORT_TEXT_SCORE);
    }
    for (const position of this.ownText.find(term)) hits.set(position, OWN_TEXT_SCORE);
    return hits;
  }
}
