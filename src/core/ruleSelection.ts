// `--only` and `--skip`: rules chosen by the start of their names, and a pattern that matches none
// refused with the closest names, so that a typo (`--only serach.`) is no silent empty run.
import leven from 'leven';
import { CodedError, type ErrorCode } from './errors';

/** A pattern that starts no rule's name; the message names the closest rules or families. */
export class UnknownRulePattern<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

/** The closest families (`search.`) or names to `pattern`: by edit distance to it, or to their start as long as it; at most three. */
export function closestRules(pattern: string, names: readonly string[]): string[] {
  const families = [...new Set(names.map((name) => name.slice(0, name.indexOf('.') + 1)))];
  const scored = [...families, ...names].map((candidate) => ({
    candidate,
    distance: Math.min(leven(pattern, candidate), leven(pattern, candidate.slice(0, pattern.length))),
  }));
  const best = Math.min(...scored.map((s) => s.distance));
  const tied = scored.filter((s) => s.distance === best).map((s) => s.candidate);
  // A family that ties stands for its rules.
  return tied.filter((candidate) => candidate.endsWith('.') || !tied.includes(candidate.slice(0, candidate.indexOf('.') + 1))).slice(0, 3);
}

/** The rules whose names start with one of `only` (all when none is given) and with none of `skip`; throws on a pattern that starts no name. */
export function selectRules<T extends { name: string }>(rules: readonly T[], only: readonly string[] = [], skip: readonly string[] = []): T[] {
  const names = rules.map((r) => r.name);
  for (const [flag, pattern] of [...only.map((p) => ['--only', p] as const), ...skip.map((p) => ['--skip', p] as const)]) {
    if (!names.some((name) => name.startsWith(pattern))) {
      throw new UnknownRulePattern('RP_RULE_PATTERN_UNKNOWN', flag, pattern, closestRules(pattern, names));
    }
  }
  return rules.filter((r) => (only.length === 0 || only.some((p) => r.name.startsWith(p))) && !skip.some((p) => r.name.startsWith(p)));
}
