// The rulebook's verdicts on an example's body, as the checker reports them: each item a rule
// finds broken (every one, not only the first as an answer's verdict names), the order, the page's
// bounds; and the rules they could not decide, as not judged.
import {
  itemRulesOf,
  itemsOf,
  nameOf,
  NO_CLOCK,
  orderOf,
  orderVerdict,
  pageVerdicts,
  verdictOverItems,
  type Item,
  type ItemJudgement,
  type ItemRule,
  type Readings,
  type Verdict,
} from '../../rules';
import type { Finding, Judged, UndecidedRule } from '../types';

/** The verdicts the rulebook could not decide, as the checker reports them. */
export const notJudgedOf = (verdicts: readonly (Verdict | undefined)[]): UndecidedRule[] =>
  verdicts.flatMap((verdict) => (verdict?.outcome === 'not-judged' ? [{ rule: verdict.rule, section: verdict.section, why: verdict.why }] : []));

/** A violated verdict as a finding: its rule, where, what was seen and what the documentation asks. */
export function violationFinding(verdict: Verdict & { outcome: 'violated' }): Finding {
  const item = /^\/items\/(\d+)/.exec(verdict.pointer ?? '')?.[1];
  return {
    check: 'reference',
    rule: verdict.rule,
    ...(item !== undefined && { item: Number(item) }),
    ...(verdict.pointer !== undefined && { pointer: verdict.pointer }),
    message: `${verdict.actual}; ${verdict.rule} (${verdict.section}) asks ${verdict.expected}`,
  };
}

/** An item of a listing (its position) or the detail endpoint's one page (no position). */
export interface PlacedItem {
  item: Item;
  position?: number;
}

/** The finding of a rule's judgement of one item, when it found a problem. */
export function judgementFinding(rule: ItemRule, { item, position }: PlacedItem, judgement: ItemJudgement): Finding | undefined {
  if (!('problem' in judgement)) return undefined;
  const pointer = `${position === undefined ? '' : `/items/${position}`}${judgement.at ?? ''}`;
  const name = position === undefined ? (typeof item.id === 'number' ? `the page (release ${item.id})` : 'the page') : nameOf(item, position);
  return violationFinding({ ...rule.ref, outcome: 'violated', expected: rule.expected, actual: `${name}: ${judgement.problem}`, pointer });
}

/** Every item a rule finds broken. */
const itemFindings = (rule: ItemRule, placed: readonly PlacedItem[]): Finding[] =>
  placed.flatMap((one) => judgementFinding(rule, one, rule.judge(one.item)) ?? []);

/** The rule as not judged when no item breaks it and some could not decide it (`2 of 5 items: ...`, the rulebook's words). */
export const undecidedOver = (rule: ItemRule, placed: readonly PlacedItem[]): UndecidedRule[] =>
  notJudgedOf([
    verdictOverItems(
      rule,
      placed.map(({ item, position }) => ({ item, position: position ?? 0 })),
    ),
  ]);

/** Every item a rule finds broken, or the rule as not judged. */
export const itemJudged = (rule: ItemRule, placed: readonly PlacedItem[]): Judged => ({
  findings: itemFindings(rule, placed),
  notJudged: undecidedOver(rule, placed),
});

/**
 * The rulebook's findings on a listing body but those that depend on "now" (the status rules:
 * timedChecks.ts judges them at the stated "now", or at one the checker assumes).
 */
export function rulebookFindings(body: unknown, query: URLSearchParams, readings: Readings): Judged {
  const { rules, unread } = itemRulesOf(query, NO_CLOCK, readings);
  const items = itemsOf(body);
  const order = orderOf(query, readings);
  const whole = [...(order ? [orderVerdict(order, items)] : []), ...pageVerdicts(body, query)];
  const byItem = rules.filter((rule) => !rule.ref.rule.startsWith('status.')).map((rule) => itemJudged(rule, items));
  return {
    findings: [
      ...byItem.flatMap((judged) => judged.findings),
      ...whole.filter((verdict): verdict is Verdict & { outcome: 'violated' } => verdict?.outcome === 'violated').map(violationFinding),
    ],
    notJudged: [...notJudgedOf(unread), ...byItem.flatMap((judged) => judged.notJudged), ...notJudgedOf(whole)],
  };
}
