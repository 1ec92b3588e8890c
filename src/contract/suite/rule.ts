import type { SuiteContext } from './context';
import type { Profile } from '../../core/profile';

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
  /** Rules whose failure makes this one meaningless (a walk relies on paging): it is then skipped, naming the cause. */
  dependsOn?: readonly string[];
  check(context: SuiteContext): Promise<void>;
}

export function rule(definition: Omit<Rule, 'profile'> & { profile?: Profile }): Rule {
  return { profile: 'spec', ...definition };
}
