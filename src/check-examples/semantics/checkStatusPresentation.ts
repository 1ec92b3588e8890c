import { statusObject } from '../../mock/domain/status';
import type { Status, StatusCode } from '../../core/types';
import type { Profile } from '../../core/profile';
import { releaseOf, shows, type Item } from './itemRelease';
import { itemFinding, type ShownItem } from './shownItems';
import { statesDate } from '../../core/statesDate';
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

/**
 * What §2.4 states of the one code it shows: announced is labelled `Announced`, and its
 * description states the expected date (in any wording). The color's form is the schema's.
 */
function specFindings(shown: ShownItem, status: Status): Finding[] {
  if (status.code !== 'announced') return [];
  const findings: Finding[] = [];
  if (status.label !== 'Announced') findings.push(itemFinding(shown, '/status/label', `has status.label "${status.label}"; the documentation labels announced "Announced"`));
  const date = shown.item.expected_date;
  if (shows(shown.item, 'expected_date') && !statesDate(status.description, date!)) {
    findings.push(itemFinding(shown, '/status/description', `has status.description "${status.description}", which does not state its expected_date ${date}`));
  }
  return findings;
}

/** Each status shows the label, color and description the profile asks of its code. */
export function checkStatusPresentation(items: readonly ShownItem[], profile: Profile): Finding[] {
  return items.filter((shown) => shows(shown.item, 'status')).flatMap((shown) => (profile === 'mock' ? mockFindings : specFindings)(shown, shown.item.status!));
}
