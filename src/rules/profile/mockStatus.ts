// The mock's own status presentation (openapi.yaml's `Status` table): which code an item shows
// where §3's conditions overlap, and each code's label, color and description. The spec leaves
// them "not shown" beyond §2.4; the mock serves them from here and the mock profile judges by them.
import type { StatusCode } from '../../core/types';

/** Which code an item shows when it meets several of §3's conditions. */
export const MOCK_STATUS_PRECEDENCE: readonly StatusCode[] = ['draft', 'published', 'scheduled', 'announced'];

/** The dates a description is written from. */
export interface DescribedDates {
  expected_date: string;
  expected_time_period: 'AM' | 'PM' | null;
  target_date: string | null;
}

interface Words {
  label: string;
  color: string;
  /** `targetReached`: target_date is not null and not later than now. */
  describe(dates: DescribedDates, targetReached: boolean): string;
}

export const MOCK_STATUS_WORDS: Readonly<Record<StatusCode, Words>> = {
  draft: { label: 'Draft', color: '#6C757D', describe: () => 'Not yet published.' },
  announced: {
    label: 'Announced',
    color: '#0D6EFD',
    describe: (d) => `Expected on ${d.expected_date}${d.expected_time_period ? ` (${d.expected_time_period})` : ''}.`,
  },
  scheduled: { label: 'Scheduled', color: '#FD7E14', describe: (d) => `Scheduled for ${d.target_date}.` },
  published: {
    label: 'Published',
    color: '#198754',
    describe: (d, targetReached) => `Published on ${targetReached && d.target_date !== null ? d.target_date.slice(0, 10) : d.expected_date}.`,
  },
};
