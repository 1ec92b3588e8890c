/** An instant as the documents write it: ISO 8601 with a time and an offset. */
const INSTANT = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)`;

/** `As of <instant>` in prose, `<!-- now: <instant> -->` in Markdown, `.. now: <instant>` in reStructuredText. */
const STATEMENTS = [
  new RegExp(String.raw`\bAs of (${INSTANT})`),
  new RegExp(String.raw`<!--\s*now:\s*(${INSTANT})\s*-->`),
  new RegExp(String.raw`^\s*\.\.\s+now:\s*(${INSTANT})\s*$`),
];

/**
 * The "now" a document states before line `line` (1-based): the last statement above it, which
 * holds for every example until the next one.
 */
export function statedNowBefore(lines: readonly string[], line: number): string | undefined {
  for (let at = line - 2; at >= 0; at--) {
    for (const statement of STATEMENTS) {
      const match = statement.exec(lines[at]);
      if (match) return match[1];
    }
  }
  return undefined;
}
