// Builders of small, hand-made records for unit tests: every field has a plain default, and a
// test states only what it is about.
import type { AnnouncementReport, Product, StoredRelease } from '../../core/types';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Acme Global Index',
    short_name: 'AGI',
    product_directory_id: '3f1c8a52-6f0e-4b8e-9d55-0c2b7a4e9b11',
    status: 'active',
    ...overrides,
  };
}

export function report(overrides: Partial<AnnouncementReport> = {}): AnnouncementReport {
  const id = overrides.id ?? 500;
  return {
    id,
    title: `Report ${id}`,
    slug: `report-${id}`,
    url: `https://www.example.com/reports/report-${id}/`,
    type: 'EmailableIndexPage',
    deliverable_id: null,
    from_name: 'Acme Research',
    model_group_slug: 'research',
    products: [],
    child_pages: [],
    ...overrides,
  };
}

/** A live release expected on 2026-03-10 with no target date, unless told otherwise. */
export function release(overrides: Partial<StoredRelease> & { id: number }): StoredRelease {
  const base: StoredRelease = {
    title: `Release ${overrides.id}`,
    slug: `release-${overrides.id}`,
    html_url: `https://www.example.com/releases/release-${overrides.id}/`,
    first_published_at: '2026-01-01T00:00:00+00:00',
    expected_date: '2026-03-10',
    expected_time_period: null,
    target_date: null,
    content_scheduled: false,
    announcement_reports: [],
    live: true,
    targetMs: null,
    firstPublishedMs: null,
    ...overrides,
  };
  // Keep the parsed instants in step with the written ones.
  base.targetMs = base.target_date === null ? null : Date.parse(base.target_date);
  base.firstPublishedMs = base.first_published_at === null ? null : Date.parse(base.first_published_at);
  return base;
}
