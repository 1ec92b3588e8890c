// The fenced code blocks of a Markdown document.
import MarkdownIt from 'markdown-it';
import type { CodeBlock } from './codeBlock';

const markdown = new MarkdownIt();

/** The fenced code blocks of a Markdown document, in order. */
export function markdownBlocks(text: string): CodeBlock[] {
  return markdown
    .parse(text, {})
    .filter((token) => token.type === 'fence' && token.map)
    .map((token) => ({
      language: token.info.trim().split(/\s+/)[0].toLowerCase(),
      text: token.content,
      // map[0] is the 0-based line of the opening fence; the text starts on the next line.
      line: token.map![0] + 2,
    }));
}
