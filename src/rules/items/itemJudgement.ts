// How a rule judges one item, and how the judgements of a page's items make the rule's one verdict.
import type { RuleRef, Verdict } from '../verdict';
import { nameOf, type Item } from './item';

/**
 * One item: the rule holds, is broken (what was seen, and where inside the item), cannot be
 * decided on what the item shows (`why`), or is not about this item at all (`skip`: the field it
 * judges is not selected, e.g. a color where `status` is not shown).
 */
export type ItemJudgement = { holds: true } | { problem: string; at?: string } | { why: string } | { skip: true };

export const HOLDS: ItemJudgement = { holds: true };
export const SKIP: ItemJudgement = { skip: true };
export const notShown = (why: string): ItemJudgement => ({ why });

/** A rule judged item by item: its verdict words and the judgement of one item. */
export interface ItemRule {
  ref: RuleRef;
  /** What the spec asks, in its words. */
  expected: string;
  judge(item: Item): ItemJudgement;
}

/**
 * The rule's verdict on a page: violated at the first item that breaks it (the count of others in
 * `actual`), not judged when some item could not decide it, holds otherwise. Undefined when no item
 * is there to judge (the rule does not apply).
 */
export function verdictOverItems(rule: ItemRule, items: readonly { item: Item; position: number }[]): Verdict | undefined {
  const judged = items.map(({ item, position }) => ({ item, position, judgement: rule.judge(item) })).filter((j) => !('skip' in j.judgement));
  if (judged.length === 0) return undefined;
  const broken = judged.filter((j) => 'problem' in j.judgement);
  if (broken.length > 0) {
    const [{ item, position, judgement }] = broken;
    const { problem, at = '' } = judgement as { problem: string; at?: string };
    const more = broken.length > 1 ? ` (and ${broken.length - 1} more item${broken.length > 2 ? 's' : ''})` : '';
    return { ...rule.ref, outcome: 'violated', expected: rule.expected, actual: `${nameOf(item, position)}: ${problem}${more}`, pointer: `/items/${position}${at}`, item };
  }
  const undecided = judged.filter((j) => 'why' in j.judgement);
  if (undecided.length > 0) {
    const why = (undecided[0].judgement as { why: string }).why;
    return { ...rule.ref, outcome: 'not-judged', why: `${undecided.length} of ${judged.length} items: ${why}` };
  }
  return { ...rule.ref, outcome: 'holds' };
}
