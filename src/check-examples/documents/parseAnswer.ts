// Reads an answer's body as documents write it: JSON, JSON with comments and trailing commas
// (jsonc-parser, for `json` and `jsonc` fences), JSON5 (json5, for `json5` fences), and trimmed
// with `...` (or `…`) where items or fields are left out. A `...` is replaced by a marker on the
// same line, so that line numbers hold, and the marker is dropped from the value read.
import JSON5 from 'json5';
import { createScanner, findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { childPointer, pointerSegments } from '../../core/jsonPointer';
import type { CodeBlock } from './codeBlock';
import type { Finding } from '../types';

const MARKER = '…';

/** jsonc-parser's SyntaxKind values (a const enum, which isolated modules cannot read). */
const TOKEN = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, unknown: 16, end: 17 } as const;

/** An answer's body: its value, and where it is trimmed (JSON pointers of the arrays and objects that hold a `...`). */
export interface AnswerBody {
  value?: unknown;
  trimmedAt: string[];
  findings: Finding[];
  /** The line of the value at a pointer, or of the nearest value above it that is written. */
  lineOf(pointer: string): number;
}

/** The text with each `...` outside strings replaced: `"…"` in an array, `"…":0` in an object. */
function markEllipses(text: string): string {
  const scanner = createScanner(text, false);
  const stack: string[] = [];
  let out = '';
  let copied = 0;
  for (let kind = scanner.scan(); kind !== TOKEN.end; kind = scanner.scan()) {
    const at = scanner.getTokenOffset();
    if (kind === TOKEN.openBrace) stack.push('{');
    else if (kind === TOKEN.openBracket) stack.push('[');
    else if (kind === TOKEN.closeBrace || kind === TOKEN.closeBracket) stack.pop();
    else if (kind === TOKEN.unknown && (text.startsWith('...', at) || text.startsWith('…', at))) {
      const length = text.startsWith('...', at) ? 3 : 1;
      out += text.slice(copied, at) + (stack.at(-1) === '{' ? `"${MARKER}":0` : `"${MARKER}"`);
      copied = at + length;
      while (scanner.getPosition() < copied) scanner.scan();
    }
  }
  return out + text.slice(copied);
}

const isMarkedObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && MARKER in value;
const isMarker = (value: unknown) => value === MARKER || isMarkedObject(value);

/** The value without its markers, and the pointers of what held one. */
function dropMarkers(value: unknown, at: string, trimmedAt: string[]): unknown {
  if (Array.isArray(value)) {
    if (value.some(isMarker)) trimmedAt.push(at);
    return value.filter((one) => !isMarker(one)).map((one, i) => dropMarkers(one, `${at}/${i}`, trimmedAt));
  }
  if (value === null || typeof value !== 'object') return value;
  if (MARKER in value) trimmedAt.push(at);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== MARKER)
      .map(([key, one]) => [key, dropMarkers(one, childPointer(at, key), trimmedAt)]),
  );
}

/** The tree's node at a pointer, markers skipped as the value read skips them. */
function nodeAt(tree: Node, pointer: string): Node {
  let node = tree;
  for (const part of pointerSegments(pointer)) {
    const children = (node.children ?? []).filter((child) =>
      node.type === 'array'
        ? !(child.value === MARKER || (child.type === 'object' && child.children?.length === 1 && child.children[0].children?.[0].value === MARKER))
        : child.children?.[0].value !== MARKER,
    );
    const next = node.type === 'array' ? children[Number(part)] : node.type === 'object' ? findNodeAtLocation(node, [part]) : undefined;
    if (!next) return node;
    node = next;
  }
  return node;
}

const lineAtOffset = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

export function parseAnswer(block: CodeBlock): AnswerBody {
  const marked = markEllipses(block.text);
  const tree = parseTree(marked, [], { allowTrailingComma: true });
  const lineOf = (pointer: string) => block.line + (tree ? lineAtOffset(marked, nodeAt(tree, pointer).offset) : 0);
  let value: unknown;
  const errors: ParseError[] = [];
  if (block.language === 'json5') {
    try {
      value = JSON5.parse(marked);
    } catch (error) {
      const line = (error as { lineNumber?: number }).lineNumber ?? 1;
      const message = `the json5 block is not JSON5: ${(error as Error).message.replace(/^JSON5: /, '')}`;
      return { trimmedAt: [], lineOf, findings: [{ check: 'parse', rule: 'example.is-well-formed', line: block.line + line - 1, file: block.file, message }] };
    }
  } else {
    value = parse(marked, errors, { allowTrailingComma: true });
  }
  if (errors.length > 0) {
    const [first] = errors;
    const message = `the ${block.language} block is not JSON: ${printParseErrorCode(first.error)}`;
    return {
      trimmedAt: [],
      lineOf,
      findings: [{ check: 'parse', rule: 'example.is-well-formed', line: block.line + lineAtOffset(marked, first.offset), file: block.file, message }],
    };
  }
  const trimmedAt: string[] = [];
  return { value: dropMarkers(value, '', trimmedAt), trimmedAt, findings: [], lineOf };
}
