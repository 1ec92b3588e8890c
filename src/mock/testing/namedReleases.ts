// A small deployment whose names recur across records, as a real one's do: two companies in their
// reports' senders and products and in several titles (one in capitals), a sender known only as a
// whole, product codes, hosts of its own. For the anonymization tests (capture --anonymize).
import type { AnnouncementReport, StoredRelease } from '../../core/types';
import { product, release, report } from './records';

/** Every original name, slug part and host of the deployment: none may be left in an anonymized capture. */
export const ORIGINAL_NAMES = [
  'Acme',
  'Globex',
  'Jane Doe',
  'Initech',
  'Payroll Feed',
  'AGEM',
  'ART7',
  'GCCI',
  'PF9',
  'acme-releases.com',
  'www.',
  'reports.',
] as const;

const SITE = 'https://www.acme-releases.com';
const REPORTS = 'https://reports.acme-releases.com';

function namedReport(id: number, title: string, slug: string, overrides: Partial<AnnouncementReport>): AnnouncementReport {
  return report({ id, title, slug, url: `${REPORTS}/reports/${slug}/?from=acme#top`, ...overrides });
}

const acmeResearch = namedReport(501, 'Acme Research Daily', 'acme-research-daily', {
  from_name: 'Acme Research Team',
  model_group_slug: 'acme-research',
  products: [
    product({ id: 11, name: 'Acme Global Equity Monitor', short_name: 'AGEM' }),
    product({ id: 12, name: 'Acme Rates Tracker', short_name: 'ART7', product_directory_id: '0b7f2a52-6f0e-4b8e-9d55-0c2b7a4e9b12' }),
  ],
  child_pages: [
    {
      id: 601,
      title: 'Acme Global Equity Monitor Recap',
      slug: 'acme-global-equity-monitor-recap',
      date_published: '2026-02-20',
      subject_line: '[AGEM] Recap: ACME equities',
      notable: true,
      type: 'ReportPage',
    },
  ],
});
const globexDesk = namedReport(502, 'Globex Corporation Credit Weekly', 'globex-corporation-credit-weekly', {
  from_name: 'Globex Corporation Markets Desk',
  model_group_slug: 'credit',
  deliverable_id: 'DLV-000042',
  products: [product({ id: 13, name: 'Globex Corporation Credit Index', short_name: 'GCCI', status: null })],
});
const janesNotes = namedReport(503, 'Payroll Notes', 'payroll-notes', {
  from_name: 'Jane Doe',
  products: [product({ id: 14, name: 'Initech Payroll Feed', short_name: 'PF9', status: 'beta' })],
  child_pages: [
    {
      id: 602,
      title: 'Payroll Notes: a word from Jane Doe',
      slug: 'payroll-notes-jane-doe',
      date_published: null,
      subject_line: 'Initech Payroll Feed changes',
      notable: false,
      type: 'ArticlePage',
    },
  ],
});

const named = (id: number, title: string, slug: string, overrides: Partial<StoredRelease> = {}) =>
  release({ id, title, slug, html_url: `${SITE}/releases/${slug}/`, ...overrides });

export const NAMED_RELEASES: StoredRelease[] = [
  named(101, 'Acme Q1 2026 Earnings Release', 'acme-q1-2026-earnings-release', { announcement_reports: [acmeResearch], expected_time_period: 'AM' }),
  named(102, 'Acme Investor Day', 'acme-investor-day', { expected_date: '2026-02-10' }),
  named(103, 'Globex Corporation Trading Update', 'globex-corporation-trading-update', {
    announcement_reports: [globexDesk],
    target_date: '2026-03-01T13:30:00+00:00',
    content_scheduled: true,
  }),
  named(104, 'Quarterly Results: Acme and Globex Corporation', 'quarterly-results-acme-globex', { announcement_reports: [acmeResearch, globexDesk] }),
  named(105, 'Weekly Market Outlook', 'weekly-market-outlook', { announcement_reports: [janesNotes, acmeResearch] }),
  named(106, 'ACME ANNUAL REPORT', 'acme-annual-report', { expected_date: '2025-12-01', first_published_at: '2025-11-01T09:00:00+00:00' }),
  named(107, 'Globex Corporation Dividend Announcement', 'globex-corporation-dividend', { live: false, first_published_at: null }),
  named(108, 'Index Rebalance', 'index-rebalance', { html_url: null }),
];
