/** A fenced (Markdown) or `code-block` (reStructuredText) block of a document. */
export interface CodeBlock {
  /** Its language, lower case: `http`, `json`, ... */
  language: string;
  text: string;
  /** 1-based line of the document that holds the block's first line of text. */
  line: number;
}
