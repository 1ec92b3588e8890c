// Tests of `--only` and `--skip` rule selection and their misspellings.
import { closestRules, selectRules } from './ruleSelection';

const RULES = [
  'search.default-operator-is-or',
  'search.case-insensitive',
  'status.draft-filter',
  'schema.listing-answers-match-openapi',
  'paging.default-offset-is-0',
].map((name) => ({ name }));
const NAMES = RULES.map((r) => r.name);

test('--only serach. names the search family', () => {
  expect(closestRules('serach.', NAMES)).toEqual(['search.']);
  expect(() => selectRules(RULES, ['serach.'])).toThrow(new Error("--only serach.: no rule's name starts so; the closest: search."));
});

test('a typo inside a name names that rule', () => {
  expect(closestRules('status.draft-filtre', NAMES)).toEqual(['status.draft-filter']);
  expect(() => selectRules(RULES, [], ['paging.default-ofset'])).toThrow(
    "--skip paging.default-ofset: no rule's name starts so; the closest: paging.default-offset-is-0",
  );
});

test('--only keeps the rules it starts, --skip drops them, in their order', () => {
  expect(selectRules(RULES, ['search.', 'paging.'], ['search.case']).map((r) => r.name)).toEqual([
    'search.default-operator-is-or',
    'paging.default-offset-is-0',
  ]);
  expect(selectRules(RULES).map((r) => r.name)).toEqual(NAMES);
});
