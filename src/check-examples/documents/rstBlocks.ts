// The code blocks of a reStructuredText document, included files read within their bound.
import type { BlockReader, CodeBlock } from './codeBlock';
import type { NotExamined } from '../types';
import { readIncluded } from './readIncluded';

const DIRECTIVE = /^(\s*)\.\.\s+(code-block|code|sourcecode|code-tab|literalinclude|tabs)::\s*(\S*)\s*$/;
const OPTION = /^\s+:([\w-]+):\s*(.*)$/;

const indentation = (line: string) => line.length - line.trimStart().length;
const isBlank = (line: string) => line.trim() === '';

/** The options and the content of a directive at `at`: the lines indented more than the directive, after its options. */
function contentAfter(lines: string[], at: number, directiveIndent: number) {
  const options: Record<string, string> = {};
  let start = at + 1;
  for (; start < lines.length && (isBlank(lines[start]) || OPTION.test(lines[start])); start++) {
    const option = OPTION.exec(lines[start]);
    if (option) options[option[1]] = option[2].trim();
  }
  let end = start;
  while (end < lines.length && (isBlank(lines[end]) || indentation(lines[end]) > directiveIndent)) end++;
  while (end > start && isBlank(lines[end - 1])) end--;
  const body = lines.slice(start, end);
  const dedent = Math.min(...body.filter((l) => !isBlank(l)).map(indentation));
  return { options, text: body.map((l) => l.slice(dedent)).join('\n'), line: start + 1, end };
}

/**
 * The code of a reStructuredText document, in order: `code-block` (and `code`, `sourcecode`,
 * httpdomain's `sourcecode:: http`), sphinx-tabs' `code-tab` (the tabs of one `.. tabs::` set
 * marked as one), and `literalinclude`, read from its file relative to the document (bounded, and
 * never outside the document's folder); an include that cannot be read is listed as not examined.
 */
export const rstBlocks: BlockReader = (text, context) => {
  const lines = text.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  const notExamined: NotExamined[] = [];
  const tabSets: { line: number; indent: number; end: number }[] = [];
  for (let at = 0; at < lines.length; at++) {
    const directive = DIRECTIVE.exec(lines[at]);
    if (!directive) continue;
    const [, indent, kind, argument] = directive;
    const content = contentAfter(lines, at, indent.length);
    const set = tabSets.filter((tabs) => at < tabs.end).at(-1);
    const tabs = set && { tabs: set.line };
    if (kind === 'tabs') {
      tabSets.push({ line: at + 1, indent: indent.length, end: content.end });
      continue;
    }
    if (kind === 'literalinclude') {
      const included = readIncluded(argument, context);
      const language = (content.options.language ?? argument.split('.').pop() ?? '').toLowerCase();
      if ('why' in included) notExamined.push({ location: `${context.name}:${at + 1}`, why: included.why });
      else blocks.push({ language, text: included.text, line: 1, file: included.name, ...tabs });
      continue;
    }
    blocks.push({ language: argument.toLowerCase(), text: content.text, line: content.line, ...tabs });
    at = content.end - 1;
  }
  return { blocks, notExamined };
};
