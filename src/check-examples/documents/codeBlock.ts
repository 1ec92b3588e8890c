// A code block of a document, and the reader that finds them.
import type { NotExamined } from '../types';
import type { IncludeContext } from './readIncluded';

/** A fenced (Markdown) or `code-block` (reStructuredText) block of a document. */
export interface CodeBlock {
  /** Its language, lower case: `http`, `json`, ... */
  language: string;
  text: string;
  /** 1-based line of the document that holds the block's first line of text. */
  line: number;
  /** The file the text is in, when it is not the document's (an included file, as the report names it). */
  file?: string;
  /** The `.. tabs::` set the block is a tab of (its line): the tabs show one request in several forms. */
  tabs?: number;
}

/** A document's blocks, read relative to the document's folder (for included files). */
export type BlockReader = (text: string, context: IncludeContext) => { blocks: CodeBlock[]; notExamined: NotExamined[] };
