import { Encoder, Index } from 'flexsearch';
import type { AnnouncementReport, StoredRelease } from '../domain/types';

export type SearchOperator = 'and' | 'or';

/** Relevance of a hit, per term: matched in the release's own title or slug, or only through its reports. */
const OWN_TEXT_SCORE = 2;
const REPORT_TEXT_SCORE = 1;

/**
 * Case- and accent-folding, nothing more. flexsearch's default encoder also collapses repeated
 * letters ("carr" would find "Carbon") and splits long numbers into groups of three ("456" would
 * find "123456"), which breaks "a term matches the words it starts". Letters that Unicode does
 * not decompose are mapped by hand.
 */
const FOLDED_LETTERS: [string, string][] = [
  ['ß', 'ss'],
  ['ø', 'o'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['đ', 'd'],
  ['ł', 'l'],
  ['þ', 'th'],
];
const encoder = new Encoder({ normalize: true, dedupe: false, numeric: false, mapper: new Map(FOLDED_LETTERS) });

function reportText(report: AnnouncementReport): string {
  return [
    report.title,
    report.slug,
    ...report.products.flatMap((p) => [p.name, p.short_name]),
    ...report.child_pages.flatMap((c) => [c.title, c.subject_line]),
  ].join(' ');
}

/**
 * Full-text search over releases. Report types are shared by many releases, so their text is
 * indexed once per report id and mapped back to the releases that carry them; this keeps the
 * index small however many releases announce the same report.
 *
 * flexsearch ANDs the words of one query inside one field and returns 100 ids unless told
 * otherwise, so each term is searched alone, with a limit of the whole corpus, and the terms
 * are combined here.
 */
export class SearchIndex {
  private readonly ownText = new Index({ tokenize: 'forward', encoder });
  private readonly reportText = new Index({ tokenize: 'forward', encoder });
  private readonly releasesByReport = new Map<number, number[]>();
  private readonly releaseCount: number;

  /** `releases[i]` is indexed under its position `i`. */
  constructor(releases: readonly StoredRelease[]) {
    this.releaseCount = releases.length;
    releases.forEach((release, position) => {
      this.ownText.add(position, `${release.title} ${release.slug ?? ''}`);
      for (const report of release.announcement_reports) {
        let carriers = this.releasesByReport.get(report.id);
        if (!carriers) {
          carriers = [];
          this.releasesByReport.set(report.id, carriers);
          // The first release that carries a report id supplies its text.
          this.reportText.add(report.id, reportText(report));
        }
        carriers.push(position);
      }
    });
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
    for (const reportId of this.reportText.search(term, { limit: this.releasesByReport.size || 1 })) {
      for (const position of this.releasesByReport.get(reportId as number) ?? []) hits.set(position, REPORT_TEXT_SCORE);
    }
    for (const position of this.ownText.search(term, { limit: this.releaseCount || 1 })) {
      hits.set(position as number, OWN_TEXT_SCORE);
    }
    return hits;
  }
}
