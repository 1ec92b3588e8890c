// Every rule of the suite in running order, the walking rules depending on the paging rule.
import type { Rule } from '../suite/rule';
import { authRules } from './auth';
import { combinedRules } from './combined';
import { contentRules } from './content';
import { fieldsRules } from './fields';
import { filteringRules } from './filters';
import { invalidRules } from './invalid';
import { mockRules } from './mock';
import { orderingRules } from './ordering';
import { pairRules } from './pairs';
import { pagingRules } from './paging';
import { schemaRules } from './schema';
import { searchRules } from './search';
import { statusRules } from './status';

/** The rule every page-by-page walk relies on: when it fails, the rules that walk are skipped naming it, not failed again. */
const PAGING = 'paging.pages-partition-the-result';
const walking = (rules: readonly Rule[]): Rule[] => rules.map((r) => ({ ...r, dependsOn: [...(r.dependsOn ?? []), PAGING] }));
/** Rules whose own requests suffice: `--only` them reads no snapshot. */
const snapshotFree = (rules: readonly Rule[]): Rule[] => rules.map((r) => ({ ...r, needsSnapshot: false }));

/**
 * Every rule, in the order they run: the cheap ones first (their own few requests, then what the
 * snapshot alone shows), paging before the rules that walk, the costliest walks last; at the very
 * end, those that judge every answer the others received.
 */
export const ALL_RULES: readonly Rule[] = [
  ...snapshotFree(authRules),
  ...snapshotFree(invalidRules),
  ...fieldsRules,
  ...contentRules,
  ...pagingRules,
  ...walking(filteringRules),
  ...walking(orderingRules),
  ...walking(searchRules),
  ...walking(pairRules),
  ...walking(combinedRules),
  ...walking(statusRules),
  ...mockRules,
  ...schemaRules,
];
