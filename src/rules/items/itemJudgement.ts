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
  // One pass that keeps only counts and the first broken and undecided item: a page's 200 items
  // judged by each rule, with no object per item (this runs for every answer the proxy sees).
  let judged = 0;
  let broken = 0;
  let undecided = 0;
  let firstBroken: { item: Item; position: number; problem: string; at?: string } | undefined;
  let firstWhy = '';
  for (const { item, position } of items) {
    const judgement = rule.judge(item);
    if ('skip' in judgement) continue;
    judged++;
    if ('problem' in judgement) {
      if (broken++ === 0) firstBroken = { item, position, problem: judgement.problem, at: judgement.at };
    } else if ('why' in judgement && undecided++ === 0) firstWhy = judgement.why;
  }
  if (judged === 0) return undefined;
  if (firstBroken) {
    const { item, position, problem, at = '' } = firstBroken;
    const more = broken > 1 ? ` (and ${broken - 1} more item${broken > 2 ? 's' : ''})` : '';
    return {
      ...rule.ref,
      outcome: 'violated',
      expected: rule.expected,
      actual: `${nameOf(item, position)}: ${problem}${more}`,
      pointer: `/items/${position}${at}`,
      item,
    };
  }
  if (undecided > 0) return { ...rule.ref, outcome: 'not-judged', why: `${undecided} of ${judged} items: ${firstWhy}` };
  return { ...rule.ref, outcome: 'holds' };
}
