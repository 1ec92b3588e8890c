import { extname } from 'node:path';
import type { CodeBlock } from './codeBlock';
import { markdownBlocks } from './markdownBlocks';
import { isResponseHeadBlock } from './parseHttpBlock';
import { rstBlocks } from './rstBlocks';
import { statedNowByLine } from './statedNow';

/** A request and its answer, as a document shows them. */
export interface ExamplePair {
  request: CodeBlock;
  /** An http block holding only the response status line (and headers), between request and body. */
  responseHead?: CodeBlock;
  body: CodeBlock;
  /** The instant the document says it was written at, for this example (`As of ...`). */
  statedNow?: string;
}

export const DOCUMENT_KINDS: Record<string, (text: string) => CodeBlock[]> = {
  '.md': markdownBlocks,
  '.markdown': markdownBlocks,
  '.rst': rstBlocks,
};

/** The example pairs of a Markdown or reStructuredText document: an http block, maybe a response-head http block, then a json block. */
export function findExamples(path: string, text: string): ExamplePair[] {
  const blocks = DOCUMENT_KINDS[extname(path).toLowerCase()](text);
  const statedNow = statedNowByLine(text.split(/\r?\n/));
  const pairs: ExamplePair[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const request = blocks[i];
    if (request.language !== 'http' || isResponseHeadBlock(request)) continue;
    const responseHead = blocks[i + 1]?.language === 'http' && isResponseHeadBlock(blocks[i + 1]) ? blocks[i + 1] : undefined;
    const body = blocks[i + (responseHead ? 2 : 1)];
    if (body?.language !== 'json') continue;
    pairs.push({ request, responseHead, body, statedNow: statedNow[request.line - 1] });
  }
  return pairs;
}
