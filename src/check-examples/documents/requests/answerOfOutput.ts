// The answer a console session prints after a command: maybe a status line and headers (`curl -i`,
// `http --print=hb`), then the body from the first line that opens a JSON value.
import type { CodeBlock } from '../codeBlock';
import { responseHeadOf, type ResponseHead } from '../parseHttpBlock';

export function answerOfOutput(block: CodeBlock, output: { text: string; line: number }): { response?: ResponseHead; body?: CodeBlock } {
  const lines = output.text.split(/\r?\n/);
  const start = lines.findIndex((line) => /^\s*[[{]/.test(line));
  const head = responseHeadOf(lines.slice(0, start === -1 ? lines.length : start), output.line);
  const body = start === -1 ? undefined : { ...block, language: 'json', text: lines.slice(start).join('\n'), line: output.line + start };
  return { ...(head && { response: head }), ...(body && { body }) };
}
