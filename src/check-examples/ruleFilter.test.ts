// Tests of `--only` and `--skip` on the checker's findings.
import { checkRulePatterns, keepSelectedRules } from './ruleFilter';
import type { FileResult } from './types';

test('--only serach. is refused naming search.; a family the checker does not judge is refused saying who does', () => {
  expect(() => checkRulePatterns(['serach.'], [])).toThrow(new Error("--only serach.: no rule's name starts so; the closest: search."));
  expect(() => checkRulePatterns(['schema.'], [])).toThrow(
    /^--only schema\.: the example checker judges no rule so named \(schema\.listing-answers-match-openapi: judged by suite, proxy\)/,
  );
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
          { check: 'schema', location: 'a.md:10', rule: 'example.matches-openapi', message: '/items/0/id must be integer' },
          { check: 'request', location: 'a.md:3', rule: 'request.limit-is-integer', message: 'limit=abc' },
        ],
        notJudged: [],
      },
      {
        file: 'a.md',
        location: 'a.md:20',
        verdict: 'WRONG',
        problems: [{ check: 'reference', location: 'a.md:25', rule: 'status.draft-filter', message: 'not a draft' }],
        notJudged: [{ rule: 'filter.expected-date-after-is-inclusive', section: '§4.1', why: '1 of 1 items: expected_date not shown' }],
      },
    ],
    notExamined: [],
  },
];

test('--only keeps the findings of its rules; --skip drops its rules; every finding has a rule to be kept or dropped by; verdicts follow', () => {
  const rulesOf = (results: FileResult[]) => results[0].examples.map((e) => [e.verdict, e.problems.map((p) => p.rule)]);
  expect(rulesOf(keepSelectedRules(RESULTS, ['paging.'], []))).toEqual([
    ['WRONG', ['paging.short-page-is-the-last']],
    ['ok', []],
  ]);
  // The schema and request findings are kept by their own rules.
  expect(rulesOf(keepSelectedRules(RESULTS, ['example.', 'request.'], []))).toEqual([
    ['WRONG', ['example.matches-openapi', 'request.limit-is-integer']],
    ['ok', []],
  ]);
  expect(rulesOf(keepSelectedRules(RESULTS, [], ['status.']))).toEqual([
    ['WRONG', ['paging.short-page-is-the-last', 'example.matches-openapi', 'request.limit-is-integer']],
    ['ok', []],
  ]);
  expect(rulesOf(keepSelectedRules(RESULTS, [], ['example.', 'request.limit-']))).toEqual([
    ['WRONG', ['paging.short-page-is-the-last']],
    ['WRONG', ['status.draft-filter']],
  ]);
  expect(keepSelectedRules(RESULTS, [], [])).toEqual(RESULTS);
});

test('--only and --skip filter the rules not judged as they filter findings; a rule not judged never makes an example WRONG', () => {
  const notJudgedOf = (results: FileResult[]) => results[0].examples.map((e) => [e.verdict, e.notJudged.map((n) => n.rule)]);
  expect(notJudgedOf(keepSelectedRules(RESULTS, ['filter.'], []))).toEqual([
    ['ok', []],
    ['ok', ['filter.expected-date-after-is-inclusive']],
  ]);
  expect(notJudgedOf(keepSelectedRules(RESULTS, [], ['filter.expected-date-after']))).toEqual([
    ['WRONG', []],
    ['WRONG', []],
  ]);
  expect(notJudgedOf(keepSelectedRules(RESULTS, ['status.'], []))).toEqual([
    ['ok', []],
    ['WRONG', []],
  ]);
});
