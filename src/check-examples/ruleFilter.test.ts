import { UnknownRulePattern } from '../core/ruleSelection';
import { checkRulePatterns, keepSelectedRules } from './ruleFilter';
import type { FileResult } from './types';

test('--only serach. is refused naming search.; a family the checker does not judge is refused saying who does', () => {
  expect(() => checkRulePatterns(['serach.'], [])).toThrow(new UnknownRulePattern("--only serach.: no rule's name starts so; the closest: search."));
  expect(() => checkRulePatterns(['search.'], [])).toThrow(/^--only search\.: the example checker judges no rule so named \(search\.\S+: judged by suite/);
  expect(() => checkRulePatterns(['paging.', 'status.'], ['status.draft'])).not.toThrow();
});

const RESULTS: FileResult[] = [
  {
    file: 'a.md',
    examples: [
      {
        file: 'a.md',
        location: 'a.md:3',
        verdict: 'WRONG',
        problems: [
          { check: 'reference', location: 'a.md:9', rule: 'paging.short-page-is-the-last', message: 'short page' },
          { check: 'schema', location: 'a.md:10', message: '/items/0/id must be integer' },
        ],
      },
      { file: 'a.md', location: 'a.md:20', verdict: 'WRONG', problems: [{ check: 'reference', location: 'a.md:25', rule: 'status.draft-filter', message: 'not a draft' }] },
    ],
  },
];

test('--only keeps the findings of its rules, and none of no rule; --skip drops its rules; verdicts follow', () => {
  const only = keepSelectedRules(RESULTS, ['paging.'], []);
  expect(only[0].examples.map((e) => [e.verdict, e.problems.map((p) => p.rule ?? p.check)])).toEqual([
    ['WRONG', ['paging.short-page-is-the-last']],
    ['ok', []],
  ]);
  const skipped = keepSelectedRules(RESULTS, [], ['status.']);
  expect(skipped[0].examples.map((e) => [e.verdict, e.problems.map((p) => p.rule ?? p.check)])).toEqual([
    ['WRONG', ['paging.short-page-is-the-last', 'schema']],
    ['ok', []],
  ]);
  expect(keepSelectedRules(RESULTS, [], [])).toEqual(RESULTS);
});
