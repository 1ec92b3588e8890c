// One verdict per rule: of several verdicts of one rule on what was seen, the one to act on.
import type { Verdict } from '../verdict';

const RANK = { violated: 2, 'not-judged': 1, holds: 0 } as const;

/** Per rule, the first violation, else the first not-judged, else holds; in the order rules first appear. */
export function worstPerRule(verdicts: readonly Verdict[]): Verdict[] {
  const kept = new Map<string, Verdict>();
  for (const verdict of verdicts) {
    const before = kept.get(verdict.rule);
    if (!before || RANK[verdict.outcome] > RANK[before.outcome]) kept.set(verdict.rule, verdict);
  }
  return [...kept.values()];
}
