// Reads the request of a code block in any of the forms documents write it in, into the request
// line and headers the rules judge: raw HTTP, curl and HTTPie commands, console sessions,
// JavaScript's fetch() and Python's requests.
import type { CodeBlock } from '../codeBlock';
import { parseHttpBlock } from '../parseHttpBlock';
import type { RequestRead } from './requestRead';
import { readCommandBlock } from './readCommandBlock';
import { readCodeCall } from './codeCall';

/** A request to this API: its versioned path. */
const API_PATH = /\/api\/v2\//;

const SHELL = new Set(['', 'bash', 'sh', 'shell', 'zsh', 'console', 'shell-session', 'sh-session', 'shellsession', 'terminal', 'text', 'none']);
const JAVASCRIPT = new Set(['js', 'javascript', 'ts', 'typescript', 'jsx', 'tsx', 'node', 'mjs']);
const PYTHON = new Set(['python', 'py', 'python3', 'pycon']);

/** The request the block shows, or undefined when it shows none (a json block, a shell block with no request in it). */
export function readRequest(block: CodeBlock, responseHead?: CodeBlock): RequestRead | undefined {
  if (block.language === 'http' && !/^\s*https?\s/.test(block.text)) {
    const { exchange, findings, body } = parseHttpBlock(block, responseHead);
    return { exchange, findings, ...(body && { answer: body }) };
  }
  const read =
    SHELL.has(block.language) || block.language === 'http'
      ? readCommandBlock(block)
      : JAVASCRIPT.has(block.language)
        ? readCodeCall(block, 'fetch')
        : PYTHON.has(block.language)
          ? readCodeCall(block, 'requests')
          : undefined;
  // A command or a call to another service (an installer, a package index) is no example of this API.
  return read?.exchange && API_PATH.test(read.exchange.request.target) ? read : undefined;
}
