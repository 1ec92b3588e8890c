/** An instant as the documents write it: ISO 8601 with a time and an offset. */
const INSTANT = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)`;

/** `As of <instant>` in prose, `<!-- now: <instant> -->` in Markdown, `.. now: <instant>` in reStructuredText. */
const STATEMENTS = [
  new RegExp(String.raw`\bAs of (${INSTANT})`),
  new RegExp(String.raw`<!--\s*now:\s*(${INSTANT})\s*-->`),
  new RegExp(String.raw`^\s*\.\.\s+now:\s*(${INSTANT})\s*$`),
];

/**
 * The "now" a document states before each line: entry `line - 1` (for a 1-based line) is the last
 * statement above it, which holds for every example until the next one. One pass over the
 * document, so that a document of many examples costs no more per example than one.
 */
export function statedNowByLine(lines: readonly string[]): (string | undefined)[] {
  const before: (string | undefined)[] = [undefined];
  for (const text of lines) {
    const match = STATEMENTS.map((statement) => statement.exec(text)).find(Boolean);
    before.push(match ? match[1] : before[before.length - 1]);
  }
  return before;
}
