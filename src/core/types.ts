// API shapes come from openapi.yaml (src/generated/openapi.ts, made by `npm run gen:types`);
// this file only gives them short names and adds the mock's internal record.
import type { components } from './generated/openapi';

type Schemas = components['schemas'];

export type ReleasePageItem = Schemas['ReleasePageItem'];
export type ReleasePageList = Schemas['ReleasePageList'];
export type PageMeta = Schemas['PageMeta'];
export type Status = Schemas['Status'];
export type StatusCode = Schemas['StatusCode'];
export type AnnouncementReport = Schemas['AnnouncementReport'];
export type Product = Schemas['Product'];
export type ChildPage = Schemas['ChildPage'];
export type TimePeriod = NonNullable<ReleasePageItem['expected_time_period']>;

/** A release page with every field, as a fixtures file holds it (schema `ReleasePage`). */
export type ReleasePage = Required<Omit<ReleasePageItem, 'meta'>> & {
  meta: Required<Pick<PageMeta, 'type' | 'detail_url' | 'html_url' | 'slug' | 'first_published_at'>>;
};

/**
 * What the store keeps of a release. `status` and `detail_url` are not stored: the status
 * depends on the clock and the detail URL on the origin a request came to.
 */
export interface StoredRelease {
  id: number;
  title: string;
  slug: string | null;
  html_url: string | null;
  first_published_at: string | null;
  expected_date: string;
  expected_time_period: TimePeriod | null;
  target_date: string | null;
  content_scheduled: boolean;
  announcement_reports: AnnouncementReport[];
  /** Whether the page is live (published in Wagtail's sense); a page that is not is a draft. */
  live: boolean;
  /** `target_date` as epoch milliseconds, parsed once. */
  targetMs: number | null;
  /** `first_published_at` as epoch milliseconds, parsed once (for ordering). */
  firstPublishedMs: number | null;
}
