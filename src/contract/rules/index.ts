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

/** Every rule, in the order they run; the schema rule is last, as it checks every answer the others received. */
export const ALL_RULES: readonly Rule[] = [
  ...authRules,
  ...pagingRules,
  ...fieldsRules,
  ...filterRules,
  ...statusRules,
  ...contentRules,
  ...orderingRules,
  ...searchRules,
  ...invalidRules,
  ...combinedRules,
  ...mockRules,
  ...schemaRules,
];
