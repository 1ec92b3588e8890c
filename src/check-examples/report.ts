import { notJudgedText } from '../rules';
import type { ExampleResult, FileResult } from './types';

function exampleLines(example: ExampleResult): string[] {
  const verdict = [example.location, example.verdict, example.schema].filter(Boolean).join(' ');
  return [
    verdict,
    ...(example.assumedNow ? [`  ${example.assumedNow}`] : []),
    ...example.problems.map((problem) => `  ${problem.location}: ${problem.message}`),
  ];
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
  return ['not judged (what the examples show cannot decide these rules; no example is WRONG for it):', ...[...byRule].map(([rule, { section, count, first }]) => `  ${rule} (${section}); ${notJudgedText(count, first)}`)];
}

/** The console report: one line per example and its problems below it, a line for a file without examples, a count, then the rules not judged. */
export function textReport(results: readonly FileResult[]): string {
  const examples = results.flatMap((r) => r.examples);
  const wrong = examples.filter((e) => e.verdict === 'WRONG').length;
  const lines = results.flatMap((result) =>
    result.examples.length === 0 ? [`${result.file}: no example pairs`] : result.examples.flatMap(exampleLines),
  );
  return [...lines, `${examples.length} examples: ${examples.length - wrong} ok, ${wrong} WRONG`, ...notJudgedLines(examples)].join('\n');
}

/** The `--json` report: every file with its examples (an empty list: the file has no example pairs), each with its rules not judged. */
export function jsonReport(results: readonly FileResult[]): string {
  return JSON.stringify(results, null, 2);
}

export const allHold = (results: readonly FileResult[]) => results.every((r) => r.examples.every((e) => e.verdict === 'ok'));
