// The house rules for comments, found in the sources: each file opens with a line saying what it is for,
// and no comment holds a measured figure, narrates history or cites an issue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..');

/**
 * The folders held to the rules. bench/ is held too: a benchmark's code states what it measures and
 * the targets it judges against, and its measured figures belong in bench/README.md, where each sits
 * with the run, machine and date it came from; in a comment it would outlive the code it measured.
 */
export const FOLDERS = ['src', 'contract-tests', 'scripts', 'bench'];

/** Files a generator writes (`npm run gen:*`): they open, and carry openapi.yaml's words, as the generator writes them. */
export const GENERATED = [
  'src/core/generated/openapi.ts',
  'src/core/generated/queryValidators.d.ts',
  'src/core/generated/queryValidators.js',
  'src/core/generated/recordValidators.d.ts',
  'src/core/generated/recordValidators.js',
  'src/core/generated/responseChecks.d.ts',
  'src/core/generated/responseChecks.js',
];

export type CommentRule = 'opening' | 'figure' | 'history';

export interface CommentFinding {
  /** Relative to the project's root, with `/`. */
  file: string;
  line: number;
  rule: CommentRule;
  text: string;
}

/** One line of a comment: its 1-based line in the file, and its text without the comment's markers. */
export interface CommentLine {
  line: number;
  text: string;
  /** Lines of one comment, or of `//` comments on consecutive lines, share a block: a sentence may run over them. */
  block: number;
}

/** The project's .ts and .js files under `FOLDERS`, relative to the root, sorted. */
export function sourceFiles(root = ROOT): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path);
      return /\.(ts|js|mjs|cjs)$/.test(name) ? [relative(root, path).replace(/\\/g, '/')] : [];
    });
  return FOLDERS.flatMap((folder) => walk(join(root, folder))).sort();
}

/** Every comment of a source text, line by line: read off the syntax tree, so that `//` in a string or a regular expression is no comment. */
export function commentLines(text: string, fileName = 'file.ts'): CommentLine[] {
  const kind = /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node): void => {
    const leading = ts.getLeadingCommentRanges(text, node.pos) ?? [];
    const trailing = ts.getTrailingCommentRanges(text, node.end) ?? [];
    for (const range of [...leading, ...trailing]) ranges.set(range.pos, range);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  let block = 0;
  let lastLine = -1;
  return [...ranges.values()]
    .sort((a, b) => a.pos - b.pos)
    .flatMap((range) => {
      const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      const raw = text.slice(range.pos, range.end).split('\n');
      if (range.kind === ts.SyntaxKind.MultiLineCommentTrivia || first !== lastLine + 1) block += 1;
      lastLine = first + raw.length - 1;
      return raw
        .map((line, index) => ({
          line: first + index,
          text: line
            .replace(/^\s*(\/\/+|\/\*+|\*+(?!\/))?/, '')
            .replace(/\*+\/\s*$/, '')
            .trim(),
          block,
        }))
        .filter((line) => line.text !== '');
    });
}

/** Comments that are directives to a tool, not prose: no opening line. */
const DIRECTIVE = /^(eslint|@ts-|@type\b|istanbul|prettier|#region|global\b|jshint)/;

/** The file's first line (after a shebang) is a comment of prose: what the file is for. */
export function opensWithPurpose(text: string): boolean {
  const lines = text.split('\n');
  const first = (lines[0].startsWith('#!') ? lines.slice(1) : lines).find((line) => line.trim() !== '') ?? '';
  if (!/^\s*(\/\/|\/\*)/.test(first)) return false;
  const words = first.replace(/^\s*(\/\/+|\/\*+)\s*/, '').replace(/\*\/\s*$/, '');
  const prose = words.trim() === '' ? (lines[lines.indexOf(first) + 1] ?? '').replace(/^\s*\*\s?/, '') : words;
  return !DIRECTIVE.test(prose.trim()) && prose.trim().split(/\s+/).length >= 3;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** A figure: a number (or a range of two) with a unit of time or size, a percentage, or a ratio such as `1.6×`. */
const UNITS = ['ns', 'µs', 'μs', 'us', 'ms', 'secs?', 'seconds?', 'mins?', 'minutes?', '[kKMGT]i?B', '%', '×', 'x'].join('|');
const FIGURE = new RegExp(String.raw`(~\s*|\babout\s+)?(${NUMBER})(?:\s*[-–]\s*(?:${NUMBER}))?(?:\s*(${UNITS})|\s+(s))(?![\w])`, 'g');
/** Words just before a figure (up to two words between) that make it a setting the code holds to: a default, a bound, a period. */
const SETTING_WORDS = [
  ...['defaults?', 'every', 'per', 'after', 'within', 'at most', 'up to', 'for', 'under', 'over', 'past', 'below', 'above', 'beyond'],
  ...['more than', 'less than', 'never', 'waits?', 'holds?', 'adds?', 'timeout', 'bound', 'limit', 'cap', 'budget', 'grace', 'delay'],
];
const SETTING_BEFORE = new RegExp(String.raw`\b(${SETTING_WORDS.join('|')})\b,?:?(\s+[\w'-]+){0,2}\s*\(?$|\bof\s*$`, 'i');
/** Words just after a figure that make it a setting: a bound, a budget, a timeout, a unit of work. */
const SETTING_AFTER =
  /^\s*(budget|bound|limit|cap|timeout|deadline|delay|window|away|apart|after|later|head|header limit|maxWrite|pool|chunks?|blocks?|members?|by default)\b/i;
/** Words that mark a measurement wherever they stand in the line. */
const MEASURED = /\b(took|cost|costs|costing|spent|spends|went|slower|faster|as long|as many|of start-up|held a request|p50|p99|under load|quiet machine)\b/i;

/** The sentence of `prose` around `index`. */
function sentenceAt(prose: string, index: number): string {
  const start = Math.max(prose.lastIndexOf('. ', index), prose.lastIndexOf('; ', index)) + 1;
  const ends = [prose.indexOf('. ', index), prose.indexOf('; ', index)].filter((end) => end >= 0);
  return prose.slice(start, ends.length > 0 ? Math.min(...ends) : prose.length);
}

/** The figures of a text that read as measurements (approximate, a range, or in a sentence of measuring), unless a setting; each with its index. */
export function measurementsAt(text: string): { figure: string; index: number }[] {
  const prose = text.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
  return [...prose.matchAll(FIGURE)].flatMap((match) => {
    const [figure, approximate] = match;
    const index = match.index ?? 0;
    const before = prose.slice(Math.max(0, index - 40), index);
    const after = prose.slice(index + figure.length);
    const measured = approximate !== undefined || /\d\s*[-–]\s*\d/.test(figure) || MEASURED.test(sentenceAt(prose, index));
    const setting = SETTING_BEFORE.test(before) || SETTING_AFTER.test(after);
    return measured || !setting ? [{ figure: figure.trim(), index }] : [];
  });
}

/** The figures of a comment's text that read as measurements. */
export const measurements = (text: string): string[] => measurementsAt(text).map(({ figure }) => figure);

/** History told in a comment: what the code was, what changed, or the issue that asked for it. */
const HISTORY = [
  /\bissues?\s+#?\d+/i,
  /(^|[^\w&§/])#\d+\b/,
  /(^|[.;:]\s*)before,/i,
  /(?<!\b(?:is|are|be|been|being|was|were|gets?)\s+)\bused to\b/i,
  /\bnow\b.*\binstead of\b/i,
  /\bwas\b.*\d\s*((ms|s|µs)\b|%)/i,
  /\bwent from\b/i,
  /\b(previously|formerly|than before)\b/i,
  /\bmain's\b/i,
  /\b(this|the) (fix|commit|refactor)\b/i,
];

/** Whether a comment line tells history. */
export function narratesHistory(text: string): boolean {
  return HISTORY.some((pattern) => pattern.test(text));
}

/** A comment line the rules let stand, with the reason. */
export interface Allowed {
  file: string;
  /** Part of the line's text. */
  holds: string;
  why: string;
}

/** What every file breaks, skipping `GENERATED` and the `allowed` lines. */
export function commentFindings(files: string[], read: (file: string) => string, allowed: Allowed[] = []): CommentFinding[] {
  return files
    .filter((file) => !GENERATED.includes(file))
    .flatMap((file) => {
      const text = read(file);
      const found: CommentFinding[] = opensWithPurpose(text) ? [] : [{ file, line: 1, rule: 'opening', text: text.split('\n')[0] }];
      const lines = commentLines(text, file);
      const isAllowed = (comment: string) => allowed.some((entry) => entry.file === file && comment.includes(entry.holds));
      for (const { line, text: comment } of lines) {
        if (narratesHistory(comment) && !isAllowed(comment)) found.push({ file, line, rule: 'history', text: comment });
      }
      for (const block of new Set(lines.map((line) => line.block))) {
        const blockLines = lines.filter((line) => line.block === block);
        const starts = blockLines.map((_, i) => blockLines.slice(0, i).reduce((length, line) => length + line.text.length + 1, 0));
        const lineOf = (index: number) => starts.filter((start) => start <= index).length - 1;
        const flagged = new Set(measurementsAt(blockLines.map((line) => line.text).join(' ')).map(({ index }) => lineOf(index)));
        for (const i of flagged) if (!isAllowed(blockLines[i].text)) found.push({ file, line: blockLines[i].line, rule: 'figure', text: blockLines[i].text });
      }
      found.sort((a, b) => a.line - b.line);
      return found;
    });
}

/** Reads a project file by its relative path. */
export const readProjectFile = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
