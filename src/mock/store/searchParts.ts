// The heavy parts of the search index in typed arrays, built apart (in a thread) and handed over.
import type { StoredRelease } from '../../core/types';
import { reportText } from './reportTexts';
import { WordPostings, type PackedWords } from './wordIndex';

/**
 * The heavy part of a `SearchIndex`, built apart from it (in another thread: src/mock/searchIndexWorker.ts)
 * and handed over in typed arrays: which releases hold which words, which report ids hold which
 * words, and which releases carry each report id.
 */
export interface SearchParts {
  /** Releases added, by position. */
  size: number;
  own: PackedWords;
  reports: PackedWords;
  /** Report ids ascending; the releases carrying `reportIds[k]` are `carriers[carrierOffsets[k]]` up to `carriers[carrierOffsets[k + 1]]`. */
  reportIds: Int32Array;
  carrierOffsets: Int32Array;
  carriers: Int32Array;
}

/** The buffers of `parts`, to transfer rather than copy. */
export const partsBuffers = (parts: SearchParts): ArrayBuffer[] =>
  [parts.own, parts.reports]
    .flatMap((words) => [words.offsets.buffer, words.postings.buffer])
    .concat([parts.reportIds.buffer, parts.carrierOffsets.buffer, parts.carriers.buffer]) as ArrayBuffer[];

/**
 * Releases' texts as one message: `texts` holds each release's title and slug, each followed by a
 * NUL; `reports` each release's report count, then those ids; `reportTexts` the text of each
 * report id met for the first time in this chunk. One string and one array are cheap to post.
 */
export interface TextChunk {
  texts: string;
  reports: Int32Array;
  reportTexts: [number, string][];
}

const SEPARATOR = '\0';

/**
 * Puts releases into `TextChunk`s, in order. The report ids whose text was sent are remembered.
 * Returns undefined when a text holds the separator (a generated dataset never does), so the
 * caller builds the index the usual way.
 */
export class TextChunker {
  private readonly sentReports = new Set<number>();

  chunk(releases: readonly StoredRelease[]): TextChunk | undefined {
    let texts = '';
    const reports: number[] = [];
    const reportTexts: [number, string][] = [];
    for (const release of releases) {
      const slug = release.slug ?? '';
      if (release.title.includes(SEPARATOR) || slug.includes(SEPARATOR)) return undefined;
      texts += release.title + SEPARATOR + slug + SEPARATOR;
      reports.push(release.announcement_reports.length);
      for (const report of release.announcement_reports) {
        reports.push(report.id);
        if (this.sentReports.has(report.id)) continue;
        this.sentReports.add(report.id);
        reportTexts.push([report.id, reportText(report)]);
      }
    }
    return { texts, reports: Int32Array.from(reports), reportTexts };
  }
}

/**
 * Builds `SearchParts` from chunks, in the order `SearchIndex` indexes a dataset: the releases'
 * own texts by position (title, then slug), then the report texts by ascending report id, each id
 * found by its first carrier's text.
 */
export class SearchPartsBuilder {
  private readonly own = new WordPostings();
  private readonly reportTexts = new Map<number, string>();
  private readonly carriers = new Map<number, number[]>();
  private size = 0;

  add({ texts, reports, reportTexts }: TextChunk): void {
    for (const [id, text] of reportTexts) if (!this.reportTexts.has(id)) this.reportTexts.set(id, text);
    let at = 0;
    let r = 0;
    while (at < texts.length) {
      const position = this.size++;
      const titleEnd = texts.indexOf(SEPARATOR, at);
      const slugEnd = texts.indexOf(SEPARATOR, titleEnd + 1);
      this.own.add(position, texts, at, titleEnd);
      if (slugEnd > titleEnd + 1) this.own.add(position, texts, titleEnd + 1, slugEnd);
      at = slugEnd + 1;
      for (let end = r + 1 + reports[r], k = r + 1; k < end; k++) {
        let carriers = this.carriers.get(reports[k]);
        if (!carriers) this.carriers.set(reports[k], (carriers = []));
        if (carriers[carriers.length - 1] !== position) carriers.push(position);
      }
      r += 1 + reports[r];
    }
  }

  finish(): SearchParts {
    const reportIds = Int32Array.from([...this.carriers.keys()].sort((a, b) => a - b));
    const reports = new WordPostings();
    for (const id of reportIds) reports.add(id, this.reportTexts.get(id) ?? '');
    const carrierOffsets = new Int32Array(reportIds.length + 1);
    reportIds.forEach((id, k) => (carrierOffsets[k + 1] = carrierOffsets[k] + this.carriers.get(id)!.length));
    const carriers = new Int32Array(carrierOffsets[reportIds.length]);
    reportIds.forEach((id, k) => carriers.set(this.carriers.get(id)!, carrierOffsets[k]));
    return { size: this.size, own: this.own.packed(), reports: reports.packed(), reportIds, carrierOffsets, carriers };
  }
}
