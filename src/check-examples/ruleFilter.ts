// `--only` and `--skip` for the checker: findings kept by the rule that made them, by the same
// selection as the contract suite's (core/ruleSelection.ts), over the rules the checker judges.
import { selectRules, UnknownRulePattern } from '../core/ruleSelection';
import { CATALOGUE, REQUEST_RULES } from '../rules';
import type { FileResult } from './types';

const REQUESTS = REQUEST_RULES.map((rule) => ({ name: rule.rule }));
const RULEBOOK = [...CATALOGUE.map((entry) => ({ name: entry.rule })), ...REQUESTS];
/** The rules the example checker judges, by name: the catalogue's it judges, and the request rules. */
const CHECKER_RULES = [...CATALOGUE.filter((entry) => entry.judgedBy.includes('checker')).map((entry) => ({ name: entry.rule })), ...REQUESTS];

/**
 * Throws UnknownRulePattern for a pattern that starts no rule of the rulebook (naming the closest
 * of all: `--only serach.` names `search.`), or only rules the checker does not judge (saying so).
 */
export function checkRulePatterns(only: readonly string[], skip: readonly string[]): void {
  selectRules(RULEBOOK, only, skip);
  for (const [flag, pattern] of [...only.map((p) => ['--only', p] as const), ...skip.map((p) => ['--skip', p] as const)]) {
    if (!CHECKER_RULES.some((r) => r.name.startsWith(pattern))) {
      const others = CATALOGUE.filter((entry) => entry.rule.startsWith(pattern));
      throw new UnknownRulePattern(
        'RPE_RULE_NOT_JUDGED',
        flag,
        pattern,
        others.map((e) => e.rule),
        [...new Set(others.flatMap((e) => e.judgedBy))],
      );
    }
  }
}

/** The results with only the findings and not-judged rules of the selected rules (every finding has one), each example's verdict judged again. */
export function keepSelectedRules(results: readonly FileResult[], only: readonly string[], skip: readonly string[]): FileResult[] {
  if (only.length === 0 && skip.length === 0) return [...results];
  const selected = new Set(selectRules(RULEBOOK, only, skip).map((r) => r.name));
  return results.map((file) => ({
    ...file,
    examples: file.examples.map((example) => {
      const problems = example.problems.filter((problem) => selected.has(problem.rule));
      const notJudged = example.notJudged.filter((entry) => selected.has(entry.rule));
      return { ...example, problems, notJudged, verdict: problems.length === 0 ? 'ok' : 'WRONG' };
    }),
  }));
}
