// A rule of the suite: a named check tied to the section of the spec it enforces.
import type { ApiResponse } from '../../net/client/exchange';
import type { Profile } from '../../core/profile';
import type { SuiteContext } from './context';
import { ruleEntry } from '../../rules';

/** A named check with one job, tied to the section of the spec it enforces. */
export interface Rule {
  /** `family.what-must-hold`, e.g. `auth.missing-token-is-401`. */
  name: string;
  /** Section of the spec, e.g. `§5.5`. */
  section: string;
  /** The rule as a sentence of the spec. */
  statement: string;
  /** `mock` rules run only with `--profile mock`. */
  profile: Profile;
  /** Requests the rule may send (default RULE_BUDGET): past them it is skipped, saying so. */
  budget?: number;
  /** False for a rule that needs no snapshot (its own requests suffice): `--only` such rules reads none. */
  needsSnapshot?: boolean;
  /** Rules whose failure makes this one meaningless (a walk relies on paging): it is then skipped, naming the cause. */
  dependsOn?: readonly string[];
  check(context: SuiteContext): Promise<void>;
  /**
   * For a rule that judges every answer of the run: sees each one as it arrives and keeps in
   * `memo` (the rule's own, for this run) only what its check will need, so that no answer is
   * held in memory for it.
   */
  watch?(response: ApiResponse, memo: Map<string, unknown>, context: SuiteContext): void;
}

export function rule(definition: Omit<Rule, 'profile'> & { profile?: Profile }): Rule {
  return { profile: 'spec', ...definition };
}

/** A rule's name, section and statement as the rulebook states them, for a rule of the suite that judges by it. */
export function rulebookDescription(name: string): Pick<Rule, 'name' | 'section' | 'statement'> {
  const { rule, section, statement } = ruleEntry(name);
  return { name: rule, section, statement };
}
