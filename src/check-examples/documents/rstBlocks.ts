import type { CodeBlock } from './codeBlock';

const DIRECTIVE = /^(\s*)\.\.\s+(?:code-block|code|sourcecode)::\s*(\S+)\s*$/;
const OPTION = /^\s+:[\w-]+:/;

const indentation = (line: string) => line.length - line.trimStart().length;
const isBlank = (line: string) => line.trim() === '';

/** The block of a directive at `at`: the lines indented more than the directive, after its options. */
function blockAfter(lines: string[], at: number, directiveIndent: number): CodeBlock & { end: number } {
  let start = at + 1;
  while (start < lines.length && (isBlank(lines[start]) || OPTION.test(lines[start]))) start++;
  let end = start;
  while (end < lines.length && (isBlank(lines[end]) || indentation(lines[end]) > directiveIndent)) end++;
  while (end > start && isBlank(lines[end - 1])) end--;
  const body = lines.slice(start, end);
  const dedent = Math.min(...body.filter((l) => !isBlank(l)).map(indentation));
  return {
    language: DIRECTIVE.exec(lines[at])![2].toLowerCase(),
    text: body.map((l) => l.slice(dedent)).join('\n'),
    line: start + 1,
    end,
  };
}

/** The `code-block` (and `code`, `sourcecode`) directives of a reStructuredText document, in order. */
export function rstBlocks(text: string): CodeBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let at = 0; at < lines.length; at++) {
    const directive = DIRECTIVE.exec(lines[at]);
    if (!directive) continue;
    const { end, ...block } = blockAfter(lines, at, directive[1].length);
    blocks.push(block);
    at = end - 1;
  }
  return blocks;
}
