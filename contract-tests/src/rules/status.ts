import type { Rule } from '../rule';

// Filled in by the issue 3 work in progress.
export const statusRules: Rule[] = [];
