import type { Rule } from '../suite/rule';
import { authRules } from './auth';
import { combinedRules } from './combined';
import { contentRules } from './content';
import { fieldsRules } from './fields';
import { filterRules } from './filters';
import { invalidRules } from './invalid';
import { mockRules } from './mock';
import { orderingRules } from './ordering';
import { pagingRules } from './paging';
import { schemaRules } from './schema';
import { searchRules } from './search';
import { statusRules } from './status';

/** The rule every page-by-page walk relies on: when it fails, the rules that walk are skipped naming it, not failed again. */
const PAGING = 'paging.pages-partition-the-result';
const walking = (rules: readonly Rule[]): Rule[] => rules.map((r) => ({ ...r, dependsOn: [...(r.dependsOn ?? []), PAGING] }));

/** Every rule, in the order they run: paging before the rules that walk; last, those that judge every answer the others received. */
export const ALL_RULES: readonly Rule[] = [
  ...authRules,
  ...pagingRules,
  ...fieldsRules,
  ...walking(filterRules),
  ...walking(statusRules),
  ...contentRules,
  ...walking(orderingRules),
  ...walking(searchRules),
  ...invalidRules,
  ...walking(combinedRules),
  ...mockRules,
  ...schemaRules,
];
