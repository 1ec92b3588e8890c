/** The problem lines a refusal lists at most: a record with 40,000 bad values is told the first ones and how many more (`--max-problem-lines`). */
export const DEFAULT_MAX_PROBLEM_LINES = 20;

/** The first `max` lines, joined by `; `, and a count of the rest when there are more. */
export function firstProblems(lines: readonly string[], max = DEFAULT_MAX_PROBLEM_LINES): string {
  const shown = lines.slice(0, max).join('; ');
  return lines.length > max ? `${shown}; and ${lines.length - max} more problems` : shown;
}
