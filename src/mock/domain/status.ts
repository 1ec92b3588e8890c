import type { Moment } from './clock';
import type { Status, StatusCode, StoredRelease } from '../../core/types';


/** The literal conditions of spec §3's table, used by the `status` filter. They overlap. */
export const STATUS_CONDITIONS: Record<StatusCode, (release: StoredRelease, moment: Moment) => boolean> = {
  draft: (r) => !r.live,
  announced: (r) => r.live && r.targetMs === null,
  scheduled: (r, m) => r.live && r.targetMs !== null && r.targetMs > m.nowMs,
  published: (r, m) => r.expected_date < m.today || (r.targetMs !== null && r.targetMs < m.nowMs),
};

/** Which code an item shows when it meets several conditions (openapi.yaml, `Status`). */
const SHOWN_PRECEDENCE: readonly StatusCode[] = ['draft', 'published', 'scheduled', 'announced'];

export function shownStatusCode(release: StoredRelease, moment: Moment): StatusCode {
  // A live release whose target_date is exactly now meets no condition: it is being published.
  return SHOWN_PRECEDENCE.find((code) => STATUS_CONDITIONS[code](release, moment)) ?? 'published';
}

const PRESENTATION: Record<StatusCode, { label: string; color: string; describe: (r: StoredRelease, m: Moment) => string }> = {
  draft: { label: 'Draft', color: '#6C757D', describe: () => 'Not yet published.' },
  announced: {
    label: 'Announced',
    color: '#0D6EFD',
    describe: (r) => `Expected on ${r.expected_date}${r.expected_time_period ? ` (${r.expected_time_period})` : ''}.`,
  },
  scheduled: { label: 'Scheduled', color: '#FD7E14', describe: (r) => `Scheduled for ${r.target_date}.` },
  published: {
    label: 'Published',
    color: '#198754',
    describe: (r, m) =>
      `Published on ${r.target_date !== null && r.targetMs! <= m.nowMs ? r.target_date.slice(0, 10) : r.expected_date}.`,
  },
};

export function statusObject(release: StoredRelease, moment: Moment): Status {
  const code = shownStatusCode(release, moment);
  const { label, color, describe } = PRESENTATION[code];
  return { code, label, color, description: describe(release, moment) };
}
