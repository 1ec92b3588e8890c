// Reading an http block: the request line and headers, and the response head if shown.
import type { CodeBlock } from './codeBlock';
import type { Finding } from '../types';

export interface Header {
  name: string;
  value: string;
  line: number;
}

export interface RequestHead {
  method: string;
  /** As written: a path with its query, or an absolute URL. */
  target: string;
  headers: Header[];
  line: number;
}

export interface ResponseHead {
  status: number;
  headers: Header[];
  line: number;
}

export interface HttpExchange {
  request: RequestHead;
  /** Absent when the example shows no status line: the answer is then 200. */
  response?: ResponseHead;
}

const REQUEST_LINE = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/\d(?:\.\d)?)?$/;
const STATUS_LINE = /^HTTP\/\d(?:\.\d)?\s+(\d{3})\b/;
const HEADER = /^([!#$%&'*+.^`|~\w-]+):\s*(.*)$/;

const numberedLines = (block: CodeBlock) => block.text.split(/\r?\n/).map((text, i) => ({ text: text.trim(), line: block.line + i }));

/** Whether an http block holds only a response head (`HTTP/1.1 401 Unauthorized` and maybe headers). */
export function isResponseHeadBlock(block: CodeBlock): boolean {
  const first = numberedLines(block).find((l) => l.text !== '');
  return first !== undefined && STATUS_LINE.test(first.text);
}

/** The lines of the blocks from `from` on, as a block of their own (the body an http block carries after its head). */
function restAsBlock(blocks: readonly CodeBlock[], first: { line: number }): CodeBlock {
  const block = blocks.find((b) => first.line >= b.line && first.line < b.line + b.text.split(/\r?\n/).length)!;
  return {
    ...block,
    language: 'json',
    text: block.text
      .split(/\r?\n/)
      .slice(first.line - block.line)
      .join('\n'),
    line: first.line,
  };
}

/**
 * Reads the request line, its headers and the response head that may follow it, in the same
 * block or in a block of its own (`responseHead`), and the answer's body when the block carries it
 * (httpdomain's `.. sourcecode:: http`): from the first line that opens a JSON value.
 */
export function parseHttpBlock(block: CodeBlock, responseHead?: CodeBlock): { exchange?: HttpExchange; findings: Finding[]; body?: CodeBlock } {
  const blocks = responseHead ? [block, responseHead] : [block];
  const lines = blocks.flatMap(numberedLines).filter((l) => l.text !== '');
  const [first, ...rest] = lines;
  const requestLine = first && REQUEST_LINE.exec(first.text);
  if (!requestLine) {
    const message = 'the http block does not start with a request line such as `GET /api/v2/pages/?type=releases.ReleasePage HTTP/1.1`';
    return { findings: [{ check: 'parse', rule: 'example.is-well-formed', line: first?.line ?? block.line, message }] };
  }
  const exchange: HttpExchange = { request: { method: requestLine[1], target: requestLine[2], headers: [], line: first.line } };
  const findings: Finding[] = [];
  let current: { headers: Header[] } = exchange.request;
  for (const { text, line } of rest) {
    if (/^[[{]/.test(text)) return { exchange, findings, body: restAsBlock(blocks, { line }) };
    const status = STATUS_LINE.exec(text);
    const header = HEADER.exec(text);
    if (status && !exchange.response) {
      exchange.response = { status: Number(status[1]), headers: [], line };
      current = exchange.response;
    } else if (status) {
      findings.push({ check: 'parse', rule: 'example.is-well-formed', line, message: 'a second response status line: an example shows one answer' });
    } else if (header) {
      current.headers.push({ name: header[1], value: header[2], line });
    } else {
      findings.push({
        check: 'parse',
        rule: 'example.is-well-formed',
        line,
        message: `\`${text}\` is neither a header (\`Name: value\`) nor a response status line; the body goes in the json block`,
      });
    }
  }
  return { exchange, findings };
}

/** The first header of that name (case-insensitive), if any. */
export function headerOf(headers: readonly Header[], name: string): Header | undefined {
  return headers.find((h) => h.name.toLowerCase() === name.toLowerCase());
}

/** A response head written as lines (a console's output before its body): the status line and the headers after it, if it starts with one. */
export function responseHeadOf(lines: readonly string[], line: number): ResponseHead | undefined {
  const numbered = lines.map((text, i) => ({ text: text.trim(), line: line + i })).filter((l) => l.text !== '');
  const status = numbered[0] && STATUS_LINE.exec(numbered[0].text);
  if (!status) return undefined;
  const headers = numbered.slice(1).flatMap(({ text, line: at }) => {
    const header = HEADER.exec(text);
    return header ? [{ name: header[1], value: header[2], line: at }] : [];
  });
  return { status: Number(status[1]), headers, line: numbered[0].line };
}
