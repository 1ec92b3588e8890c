import type { ExampleResult, FileResult } from './types';

function exampleLines(example: ExampleResult): string[] {
  const verdict = [example.location, example.verdict, example.schema].filter(Boolean).join(' ');
  return [
    verdict,
    ...(example.assumedNow ? [`  ${example.assumedNow}`] : []),
    ...example.problems.map((problem) => `  ${problem.location}: ${problem.message}`),
  ];
}

/** The console report: one line per example and its problems below it, a line for a file without examples, and a count. */
export function textReport(results: readonly FileResult[]): string {
  const examples = results.flatMap((r) => r.examples);
  const wrong = examples.filter((e) => e.verdict === 'WRONG').length;
  const lines = results.flatMap((result) =>
    result.examples.length === 0 ? [`${result.file}: no example pairs`] : result.examples.flatMap(exampleLines),
  );
  return [...lines, `${examples.length} examples: ${examples.length - wrong} ok, ${wrong} WRONG`].join('\n');
}

/** The `--json` report: every file with its examples (an empty list: the file has no example pairs). */
export function jsonReport(results: readonly FileResult[]): string {
  return JSON.stringify(results, null, 2);
}

export const allHold = (results: readonly FileResult[]) => results.every((r) => r.examples.every((e) => e.verdict === 'ok'));
