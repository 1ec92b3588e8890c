import type { FieldSelection } from './fieldSelection';
import { serializeRelease, type SerializeContext } from './serializeRelease';
import type { AnnouncementReport, StoredRelease } from './types';

/**
 * The JSON text of a listing, byte for byte what `JSON.stringify` makes of the objects
 * `serializeRelease` writes, but faster for pages with reports: report types are shared by many
 * releases, so each report's JSON is made once and kept. `announcement_reports` is always an
 * item's last key (spec table order), which is where the kept texts are spliced in.
 */
export class ListingJson {
  private readonly reportJson = new WeakMap<AnnouncementReport, string>();

  write(total: number, releases: readonly StoredRelease[], selection: FieldSelection, context: SerializeContext): string {
    const withReports = selection.body.includes('announcement_reports');
    const rest: FieldSelection = withReports ? { ...selection, body: selection.body.filter((f) => f !== 'announcement_reports') } : selection;
    const items = releases.map((release) => {
      const item = JSON.stringify(serializeRelease(release, rest, context));
      if (!withReports) return item;
      const reports = `"announcement_reports":[${release.announcement_reports.map((r) => this.reportText(r)).join(',')}]`;
      return item === '{}' ? `{${reports}}` : `${item.slice(0, -1)},${reports}}`;
    });
    return `{"meta":{"total_count":${total}},"items":[${items.join(',')}]}`;
  }

  private reportText(report: AnnouncementReport): string {
    let text = this.reportJson.get(report);
    if (text === undefined) {
      text = JSON.stringify(report);
      this.reportJson.set(report, text);
    }
    return text;
  }
}
