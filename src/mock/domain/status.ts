// The status of a release (§3): the literal conditions the filter uses and the status object shown.
import type { Moment } from './clock';
import type { Status, StatusCode, StoredRelease } from '../../core/types';
// The precedence and words are the mock profile's, held once in the rulebook's profile.
import { MOCK_STATUS_PRECEDENCE, MOCK_STATUS_WORDS } from '../../rules/withoutSchemas';

/**
 * The literal conditions of spec §3's table, used by the `status` filter. They overlap. A deliberate
 * twin of the rulebook's statusCondition (src/rules/filters/statusConditions.ts): the mock knows
 * liveness and its clock exactly and decides each condition in two values on the listing's hot path,
 * where the rulebook decides in three on what an item shows; statusTable.test.ts holds them alike.
 */
export const STATUS_CONDITIONS: Record<StatusCode, (release: StoredRelease, moment: Moment) => boolean> = {
  draft: (r) => !r.live,
  announced: (r) => r.live && r.targetMs === null,
  scheduled: (r, m) => r.live && r.targetMs !== null && r.targetMs > m.nowMs,
  published: (r, m) => r.expected_date < m.today || (r.targetMs !== null && r.targetMs < m.nowMs),
};

export function shownStatusCode(release: StoredRelease, moment: Moment): StatusCode {
  // A live release whose target_date is exactly now meets no condition: it is being published.
  return MOCK_STATUS_PRECEDENCE.find((code) => STATUS_CONDITIONS[code](release, moment)) ?? 'published';
}

export function statusObject(release: StoredRelease, moment: Moment): Status {
  const code = shownStatusCode(release, moment);
  const { label, color, describe } = MOCK_STATUS_WORDS[code];
  return { code, label, color, description: describe(release, release.targetMs !== null && release.targetMs <= moment.nowMs) };
}
