import { statusObject } from '../../mock/domain/status';
import type { Status, StatusCode } from '../../core/types';
import type { Profile } from '../../core/profile';
import { releaseOf, shows, type Item } from './itemRelease';
import { itemFinding, type ShownItem } from './shownItems';
import type { Finding } from '../types';

/**
 * Label and color depend on the code alone. They are read off the reference's statusObject for
 * a release that shows each code at a fixed moment, rather than copied here.
 */
const WITNESS_MOMENT = { nowMs: Date.parse('2000-01-01T00:00:00Z'), today: '2000-01-01' };
const WITNESSES: Record<StatusCode, Item> = {
  draft: { status: { code: 'draft' } as Status },
  announced: { expected_date: '2000-01-02', target_date: null },
  scheduled: { expected_date: '2000-01-02', target_date: '2000-01-02T00:00:00+00:00' },
  published: { expected_date: '1999-12-31', target_date: null },
};
const presentationOf = (code: StatusCode) => statusObject(releaseOf(WITNESSES[code]), WITNESS_MOMENT);

/** The label and color the reference writes for the code (descriptions depend on "now": see statusTimedChecks). */
function mockFindings(shown: ShownItem, status: Status): Finding[] {
  const expected = presentationOf(status.code);
  return (['label', 'color'] as const)
    .filter((key) => status[key] !== expected[key])
    .map((key) => itemFinding(shown, `/status/${key}`, `has status.${key} "${status[key]}"; the reference writes "${expected[key]}" for ${status.code}`));
}

/** The mock profile's label and color of each code (what §2.4 states of announced, and the color's form, are the rulebook's, in every profile). */
export function checkStatusPresentation(items: readonly ShownItem[], profile: Profile): Finding[] {
  return profile === 'mock' ? items.filter((shown) => shows(shown.item, 'status')).flatMap((shown) => mockFindings(shown, shown.item.status!)) : [];
}
