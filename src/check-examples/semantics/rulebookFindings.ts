// The rulebook's verdicts on an example's listing body, as the checker reports them: each item a
// rule finds broken, the order, the page's bounds.
import { itemRulesOf, itemsOf, nameOf, NO_CLOCK, orderOf, orderVerdict, pageVerdicts, readingsOf, TimeJudge, type ItemRule, type Verdict } from '../../rules';
import type { Profile } from '../../core/profile';
import type { Finding } from '../types';

/** A violated verdict as a finding: its rule, where, what was seen and what the documentation asks. */
function violationFinding(verdict: Verdict & { outcome: 'violated' }): Finding {
  const item = /^\/items\/(\d+)/.exec(verdict.pointer ?? '')?.[1];
  return {
    check: 'reference',
    rule: verdict.rule,
    ...(item !== undefined && { item: Number(item) }),
    ...(verdict.pointer !== undefined && { pointer: verdict.pointer }),
    message: `${verdict.actual}; ${verdict.rule} (${verdict.section}) asks ${verdict.expected}`,
  };
}

/** Every item a rule finds broken (not only the first, as an answer's verdict names). */
function itemFindings(rule: ItemRule, body: unknown): Finding[] {
  return itemsOf(body).flatMap(({ item, position }) => {
    const judgement = rule.judge(item);
    if (!('problem' in judgement)) return [];
    const pointer = `/items/${position}${judgement.at ?? ''}`;
    return [violationFinding({ ...rule.ref, outcome: 'violated', expected: rule.expected, actual: `${nameOf(item, position)}: ${judgement.problem}`, pointer })];
  });
}

/**
 * The rulebook's findings on a listing body. With a stated "now" (a Date header, or the
 * document's `As of`) the status filter and the codes shown are judged at it; without one they
 * are left to the search for an assumed "now" (statusTimedChecks).
 */
export function rulebookFindings(body: unknown, query: URLSearchParams, statedNowMs: number | undefined, profile: Profile): Finding[] {
  const readings = readingsOf(profile);
  const clock = statedNowMs === undefined ? NO_CLOCK : new TimeJudge(statedNowMs);
  const { rules } = itemRulesOf(query, clock, readings);
  const judged = statedNowMs === undefined ? rules.filter((rule) => !rule.ref.rule.startsWith('status.')) : rules;
  const order = orderOf(query, readings);
  const whole = [...(order ? [orderVerdict(order, itemsOf(body))] : []), ...pageVerdicts(body, query)];
  return [
    ...judged.flatMap((rule) => itemFindings(rule, body)),
    ...whole.filter((verdict): verdict is Verdict & { outcome: 'violated' } => verdict?.outcome === 'violated').map(violationFinding),
  ];
}
