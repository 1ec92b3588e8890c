// Finding the example pairs (a request and its answer) in a document's code blocks.
import { extname } from 'node:path';
import type { BlockReader, CodeBlock } from './codeBlock';
import { DEFAULT_CHECKER_BOUNDS } from '../checkerBounds';
import { markdownBlocks } from './markdownBlocks';
import { isResponseHeadBlock } from './parseHttpBlock';
import { readRequest } from './requests/readRequest';
import type { RequestRead } from './requests/requestRead';
import { rstBlocks } from './rstBlocks';
import { statedNowByLine } from './statedNow';
import type { NotExamined } from '../types';
import { markdownClaims, rstClaims, type CountTable } from './countTables';

/** A request and its answer, as a document shows them. */
export interface ExamplePair {
  /** The block holding the request: the example is named by its first line. */
  request: CodeBlock;
  /** The request read from it (and the response head, when shown). */
  read: RequestRead;
  body: CodeBlock;
  /** The instant the document says it was written at, for this example (`As of ...`). */
  statedNow?: string;
}

/** How a kind of document is read: its code, and its tables of counts and requests in prose. */
interface DocumentKind {
  blocks: BlockReader;
  claims: (text: string, name: string) => { tables: CountTable[]; prose: NotExamined[] };
}

const MARKDOWN: DocumentKind = { blocks: (text) => ({ blocks: markdownBlocks(text), notExamined: [] }), claims: markdownClaims };

export const DOCUMENT_KINDS: Record<string, DocumentKind> = {
  '.md': MARKDOWN,
  '.markdown': MARKDOWN,
  '.rst': { blocks: rstBlocks, claims: rstClaims },
};

/** The languages an answer's body is written in. */
const ANSWER_LANGUAGES = new Set(['json', 'jsonc', 'json5']);

/** Text that belongs to an example of this API: its path, its page type, or a listing's fields. */
export const NAMES_THE_API = /\/api\/v2\/|releases\.ReleasePage|total_count|"items"\s*:|expected_date/;

const describe = (block: CodeBlock) => (block.language === '' ? 'a plain code block' : `a ${block.language} block`);
const placeOf = (name: string, block: CodeBlock) => `${block.file ?? name}:${block.line}`;

/** Why a block that names the API was not read as part of an example. */
function whyNotRead(block: CodeBlock, before: CodeBlock | undefined): string {
  if (ANSWER_LANGUAGES.has(block.language)) {
    return before === undefined ? `${describe(block)} with no request before it` : `${describe(block)} after ${describe(before)} with no request in it`;
  }
  return `${describe(block)} that names the API but holds no request the checker reads (raw HTTP, curl, HTTPie, fetch, requests)`;
}

/**
 * The examples of a Markdown or reStructuredText document: a block holding a request in any form
 * the readers know (its answer in the same block, or a json, jsonc or json5 block after it, maybe
 * after a response-head http block); the tabs of one set showing one request share the answer
 * after them. Blocks that name the API but are part of no example, and requests in prose, are
 * listed as not examined; tables of counts are returned to be judged.
 */
export function findExamples(
  path: string,
  name: string,
  text: string,
  maxIncludeBytes = DEFAULT_CHECKER_BOUNDS.maxIncludeBytes,
): { pairs: ExamplePair[]; tables: CountTable[]; notExamined: NotExamined[] } {
  const kind = DOCUMENT_KINDS[extname(path).toLowerCase()];
  const { blocks, notExamined } = kind.blocks(text, { path, name, maxIncludeBytes });
  const { tables, prose } = kind.claims(text, name);
  notExamined.push(...prose);
  const statedNow = statedNowByLine(text.split(/\r?\n/));
  const pairs: ExamplePair[] = [];
  const used = new Set<number>();
  const readAt = (i: number) => (blocks[i] && !(blocks[i].language === 'http' && isResponseHeadBlock(blocks[i])) ? readRequest(blocks[i]) : undefined);
  for (let i = 0; i < blocks.length; i++) {
    const first = readAt(i);
    if (!first) continue;
    // The request blocks of one example: the tabs of a set that each show a request.
    const requests = [i];
    while (blocks[i].tabs !== undefined && blocks[i + requests.length]?.tabs === blocks[i].tabs && readAt(i + requests.length))
      requests.push(i + requests.length);
    let next = i + requests.length;
    const head = requests.length === 1 && blocks[i].language === 'http' && blocks[next] && isResponseHeadBlock(blocks[next]) ? blocks[next++] : undefined;
    const shared = ANSWER_LANGUAGES.has(blocks[next]?.language) ? blocks[next] : undefined;
    for (const at of requests) {
      const read = at === i && head ? readRequest(blocks[at], head)! : readAt(at)!;
      const body = read.answer ?? shared;
      if (!body) {
        notExamined.push({
          location: placeOf(name, blocks[at]),
          why: `${describe(blocks[at])} with a request but no answer after it (a json block, or the output of a console session)`,
        });
        continue;
      }
      if (body === shared) used.add(next);
      pairs.push({ request: blocks[at], read, body, statedNow: statedNow[blocks[at].line - 1] });
    }
    for (let at = i; at < next; at++) used.add(at);
    i = next - 1;
  }
  blocks.forEach((block, i) => {
    if (!used.has(i) && NAMES_THE_API.test(block.text)) notExamined.push({ location: placeOf(name, block), why: whyNotRead(block, blocks[i - 1]) });
  });
  return { pairs, tables, notExamined: notExamined.sort((a, b) => lineNumber(a.location) - lineNumber(b.location)) };
}

const lineNumber = (location: string) => Number(/:(\d+)$/.exec(location)?.[1] ?? 0);
