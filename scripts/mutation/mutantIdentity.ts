// Who a mutant is, from StrykerJS's JSON report: its file, its mutator and the code it changes, not its line number.

/** A mutant as StrykerJS's JSON report (mutation-testing-report-schema) gives it; lines and columns count from 1. */
export interface ReportedMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/**
 * A mutant as the kept list names it: stable while the code it changes is unchanged, wherever the
 * line moves. `line` is the trimmed text of the line it starts on and `at` where it starts in that
 * text, which tells apart two mutants of one line; `original` and `replacement` are the code
 * before and after, white space collapsed and cut to `CODE_CHARS`.
 */
export interface MutantIdentity {
  file: string;
  mutator: string;
  line: string;
  at: number;
  original: string;
  replacement: string;
}

/** Past this many characters, code is kept as its start and end: a mutant that empties a block would otherwise copy the block. */
export const CODE_CHARS = 120;

/** White space collapsed, and the middle of a long text left out (`…`), so that the same code always reads the same. */
export function shortCode(code: string): string {
  const flat = code.replace(/\s+/g, ' ').trim();
  if (flat.length <= CODE_CHARS) return flat;
  const tail = Math.floor((CODE_CHARS - 1) / 2);
  return `${flat.slice(0, CODE_CHARS - 1 - tail)}…${flat.slice(flat.length - tail)}`;
}

/** The text of `source` from one location to another, as the report counts them. */
function textBetween(lines: readonly string[], start: ReportedMutant['location']['start'], end: ReportedMutant['location']['end']): string {
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  return [lines[start.line - 1].slice(start.column - 1), ...middle, lines[end.line - 1].slice(0, end.column - 1)].join('\n');
}

/** The identity of a mutant of `file`, whose text is `source`. */
export function identityOf(file: string, source: string, mutant: ReportedMutant): MutantIdentity {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  const whole = lines[start.line - 1];
  const indent = whole.length - whole.trimStart().length;
  return {
    file,
    mutator: mutant.mutatorName,
    line: whole.trim(),
    at: start.column - 1 - indent,
    original: shortCode(textBetween(lines, start, end)),
    replacement: shortCode(mutant.replacement ?? ''),
  };
}

/** One key per identity, for comparing a run's survivors with the kept list. */
export const identityKey = ({ file, mutator, line, at, original, replacement }: MutantIdentity): string =>
  JSON.stringify([file, mutator, line, at, original, replacement]);
