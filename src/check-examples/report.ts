// The checker's reports: console lines and `--json`, and the verdicts the exit code follows.
import { CATALOGUE, notJudgedText, requestRuleNamed } from '../rules';
import type { ExampleResult, FileResult, ExampleProblem } from './types';

const SECTIONS = new Map(CATALOGUE.map((entry) => [entry.rule, entry.section]));
const sectionOf = (rule: string) => SECTIONS.get(rule) ?? requestRuleNamed(rule)?.section;

/** A finding on the console: where, what, and the rule and section it breaks (unless its words name them already). */
function problemLine({ location, message, rule }: ExampleProblem): string {
  const section = sectionOf(rule);
  const named = message.includes(rule) ? '' : ` [${rule}${section ? `, ${section}` : ''}]`;
  return `  ${location}: ${message}${named}`;
}

/** The "now" an example's statuses were judged at: the one it states, or the one the checker assumed. */
function nowLine(example: ExampleResult): string[] {
  if (example.statedNow) return [`  now: ${example.statedNow} (stated)`];
  if (example.assumedNow) return [`  ${example.assumedNow}`];
  return example.problems.length > 0 ? ['  now: none stated, and no rule found here depends on it'] : [];
}

function exampleLines(example: ExampleResult): string[] {
  const verdict = [example.location, example.verdict, example.schema].filter(Boolean).join(' ');
  return [verdict, ...(example.verdict === 'WRONG' || example.assumedNow ? nowLine(example) : []), ...example.problems.map(problemLine)];
}

/**
 * Per rule some example could not decide: how many examples, and the first of them with its
 * reason, in the words every tool uses (a quiet report told from a blind one).
 */
function notJudgedLines(examples: readonly ExampleResult[]): string[] {
  const byRule = new Map<string, { section: string; count: number; first: string }>();
  for (const example of examples) {
    for (const { rule, section, why } of example.notJudged) {
      const seen = byRule.get(rule);
      if (seen) seen.count += 1;
      else byRule.set(rule, { section, count: 1, first: `${example.location}: ${why}` });
    }
  }
  if (byRule.size === 0) return [];
  return [
    'not judged (what the examples show cannot decide these rules; no example is WRONG for it):',
    ...[...byRule].map(([rule, { section, count, first }]) => `  ${rule} (${section}); ${notJudgedText(count, first)}`),
  ];
}

/** What was not read: blocks, tables and included files that looked like part of an example, and documents with no example at all. */
function notExaminedLines(results: readonly FileResult[]): string[] {
  const lines = [
    ...results.filter((r) => r.examples.length === 0).map((r) => `  ${r.file}: no example found in it: nothing in it was checked`),
    ...results.flatMap((r) => r.notExamined.map(({ location, why }) => `  ${location}: ${why}`)),
  ];
  return lines.length === 0 ? [] : ['not examined (looked like part of an example but was not read as one; --strict fails the run on these):', ...lines];
}

/** The console report: one line per example, its "now" and problems below it, a count, then the rules not judged and what was not examined. */
export function textReport(results: readonly FileResult[]): string {
  const examples = results.flatMap((r) => r.examples);
  const wrong = examples.filter((e) => e.verdict === 'WRONG').length;
  const lines = results.flatMap((result) => (result.examples.length === 0 ? [`${result.file}: no example found`] : result.examples.flatMap(exampleLines)));
  const count = examples.length === 0 ? '0 examples: nothing was checked' : `${examples.length} examples: ${examples.length - wrong} ok, ${wrong} WRONG`;
  return [...lines, count, ...notJudgedLines(examples), ...notExaminedLines(results)].join('\n');
}

/** The `--json` report: every file with its examples (an empty list: the file has no example), each with its rules not judged, and what was not examined. */
export function examplesJsonReport(results: readonly FileResult[]): string {
  return JSON.stringify(results, null, 2);
}

export const allHold = (results: readonly FileResult[]) => results.every((r) => r.examples.every((e) => e.verdict === 'ok'));

/** `--strict`: nothing was left unread (every document has an example, and nothing that looked like one was passed over). */
export const allExamined = (results: readonly FileResult[]) => results.every((r) => r.examples.length > 0 && r.notExamined.length === 0);
