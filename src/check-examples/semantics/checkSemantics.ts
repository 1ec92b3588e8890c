import { judgeAtAssumedNow, judgeAtStatedNow, type Judgement } from './assumedNow';
import { checkFields } from './checkFields';
import { fieldBounds } from './fieldBounds';
import { checkStatusPresentation } from './checkStatusPresentation';
import { rulebookFindings } from './rulebookFindings';
import { detailUrlRule, readingsOf, selectionOf } from '../../rules';
import { itemFinding, shownItems } from './shownItems';
import { statusTimedChecks } from './statusTimedChecks';
import type { Finding } from '../types';
import type { Profile } from '../../core/profile';

export interface SemanticsInput {
  /** A body the reference answered 200 to, valid against its schema. */
  body: unknown;
  /** The listing, or the detail endpoint's single page. */
  listing: boolean;
  query: URLSearchParams;
  /** "Now" as the example states it, if it does. */
  statedNowMs?: number;
  profile: Profile;
}

/**
 * Whether a 200 body is one the reference could write for this request, judged on its rules
 * rather than its data, as far as the profile judges them: the rulebook's rules of a listing
 * (fields, filters, order, paging, formats, status presentation), and the codes shown against
 * the moment the example states or, without one, a moment that fits.
 */
/** Wagtail's `_`, `-name` and nested lists, which the documentation does not state: the mock profile judges them by the mock's own selection. */
function mockSyntaxFindings(items: ReturnType<typeof shownItems>, query: URLSearchParams, profile: Profile): Finding[] {
  if (profile !== 'mock' || !('why' in selectionOf(query.get('fields'), readingsOf(profile)))) return [];
  return checkFields(items, fieldBounds(query.get('fields') ?? undefined, true, profile));
}

export function checkSemantics({ body, listing, query, statedNowMs, profile }: SemanticsInput): { findings: Finding[]; assumption?: string } {
  const items = shownItems(body, listing);
  // A listing is the rulebook's to judge; the detail endpoint is beyond the documentation (§4.1's notes): its fields are the mock's, its detail_url the rulebook's.
  const findings = listing
    ? [...rulebookFindings(body, query, statedNowMs, profile), ...mockSyntaxFindings(items, query, profile)]
    : [
        ...checkFields(items, fieldBounds(query.get('fields') ?? undefined, listing, profile)),
        ...items.flatMap((shown) => {
          const judgement = detailUrlRule.judge(shown.item);
          return 'problem' in judgement ? [itemFinding(shown, judgement.at ?? '', `has ${judgement.problem}; ${detailUrlRule.ref.rule} (${detailUrlRule.ref.section}) asks ${detailUrlRule.expected}`)] : [];
        }),
      ];
  // With a stated now, the rulebook judged the listing's status filter and codes at it.
  const timed = statusTimedChecks(items, listing ? query.get('status') : null, profile, listing && statedNowMs !== undefined);
  const judgement: Judgement = statedNowMs === undefined ? judgeAtAssumedNow(timed) : judgeAtStatedNow(timed, statedNowMs);
  findings.push(...checkStatusPresentation(items, profile), ...judgement.findings);
  return { findings, assumption: judgement.assumption };
}
