import type { Moment } from '../../mock/domain/clock';
import { STATUS_CONDITIONS, shownStatusCode, statusObject } from '../../mock/domain/status';
import type { StatusCode, StoredRelease } from '../../core/types';
import { releaseOf, showsAll, type ShownField } from './itemRelease';
import { boundariesOf, describeMoment } from './moments';
import { itemFinding, type ShownItem } from './shownItems';
import type { Finding } from '../types';
import { STATUS_CODES } from '../../core/spec';
import type { Profile } from '../../core/profile';

/** A check whose outcome depends on "now". */
export interface TimedCheck {
  shown: ShownItem;
  /** Instants at which the outcome may change. */
  boundaries: number[];
  /**
   * A description: it narrows down which "now" the example assumes, but a description that
   * fits no moment is a wrong text, not a sign that the codes contradict each other.
   */
  secondary: boolean;
  findingAt(moment: Moment): Finding | undefined;
}

/** What an item must show to judge each `status` filter (spec §3), the condition in words, and whether it depends on "now". */
const FILTERS: Record<StatusCode, { needs: ShownField[]; condition: string; timed: boolean }> = {
  draft: { needs: ['status'], condition: 'a page that is not live', timed: false },
  announced: { needs: ['status', 'target_date'], condition: 'a live page with no target_date', timed: false },
  scheduled: { needs: ['status', 'target_date'], condition: 'a live page with a target_date later than now', timed: true },
  published: { needs: ['expected_date', 'target_date'], condition: 'an expected_date earlier than today or a target_date earlier than now', timed: true },
};

const DATES: ShownField[] = ['status', 'expected_date', 'target_date'];
/** Every field a description is written from. */
const DESCRIBED: ShownField[] = [...DATES, 'expected_time_period'];

function timedCheck(shown: ShownItem, secondary: boolean, findingAt: TimedCheck['findingAt']): TimedCheck {
  return { shown, boundaries: boundariesOf(shown.item), secondary, findingAt };
}

const datesOf = (release: StoredRelease) => `expected_date ${release.expected_date} and target_date ${release.target_date}`;

/** The code shown is the one the mock shows for these dates at that moment: the first whose §3 condition holds, in the precedence draft > published > scheduled > announced. */
function precedenceCheck(shown: ShownItem): TimedCheck {
  const release = releaseOf(shown.item);
  const written = shown.item.status!.code;
  return timedCheck(shown, false, (moment) => {
    const code = shownStatusCode(release, moment);
    if (code === written) return undefined;
    return itemFinding(shown, '/status/code', `shows status.code ${written}, but with ${datesOf(release)}, at ${describeMoment(moment)}, the reference shows ${code}`);
  });
}

/** The code shown meets its own §3 condition at that moment (a draft meets it whatever the dates): the documentation does not say which of overlapping conditions wins. */
function conditionCheck(shown: ShownItem): TimedCheck {
  const release = releaseOf(shown.item);
  const written = shown.item.status!.code;
  return timedCheck(shown, false, (moment) => {
    if (STATUS_CONDITIONS[written](release, moment)) return undefined;
    const condition = `the condition of ${written} (${FILTERS[written].condition})`;
    return itemFinding(shown, '/status/code', `shows status.code ${written}, but with ${datesOf(release)}, at ${describeMoment(moment)}, it does not meet ${condition}`);
  });
}

/**
 * The description is the reference's, at a moment when the code shown holds (when it does not,
 * the code check says so). The mock profile only: the documentation leaves the wording open
 * (what it states of announced's, checkStatusPresentation judges).
 */
function descriptionCheck(shown: ShownItem): TimedCheck {
  const release = releaseOf(shown.item);
  const { code, description } = shown.item.status!;
  return timedCheck(shown, true, (moment) => {
    const expected = statusObject(release, moment);
    if (expected.code !== code || expected.description === description) return undefined;
    return itemFinding(shown, '/status/description', `has status.description "${description}"; at ${describeMoment(moment)} the reference writes "${expected.description}"`);
  });
}

function filterCheck(shown: ShownItem, code: StatusCode): TimedCheck {
  const release = releaseOf(shown.item);
  const { condition, timed } = FILTERS[code];
  return timedCheck(shown, false, (moment) =>
    STATUS_CONDITIONS[code](release, moment)
      ? undefined
      : itemFinding(shown, '', `does not meet status=${code} (${condition})${timed ? ` at ${describeMoment(moment)}` : ''}`),
  );
}

/**
 * Every check of the response that depends on "now": codes (and, in the mock profile,
 * descriptions) against dates, and the request's `status` filter. `judgedByRulebook`: the
 * rulebook judged the filter and the codes' conditions at a stated now, so only the mock's
 * precedence and descriptions are left here.
 */
export function statusTimedChecks(items: readonly ShownItem[], statusFilter: string | null, profile: Profile, judgedByRulebook = false): TimedCheck[] {
  const code = judgedByRulebook ? undefined : STATUS_CODES.find((c) => c === statusFilter);
  return items.flatMap((shown) => [
    ...(showsAll(shown.item, DATES) && (profile === 'mock' || !judgedByRulebook) ? [(profile === 'mock' ? precedenceCheck : conditionCheck)(shown)] : []),
    ...(profile === 'mock' && showsAll(shown.item, DESCRIBED) ? [descriptionCheck(shown)] : []),
    ...(code && showsAll(shown.item, FILTERS[code].needs) ? [filterCheck(shown, code)] : []),
  ]);
}
