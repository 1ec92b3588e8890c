// The suite's progress line on a terminal, rewritten as each rule starts.
import type { Rule } from './suite/rule';

/**
 * One line on a terminal, rewritten as each rule starts: `rule 12 of 56 (paging.limit-bounds-the-page), 340 requests`.
 * Nothing at all when the stream is not a terminal (CI logs, files).
 */
export function progressLine(stream: NodeJS.WriteStream): { show: (rule: Rule, index: number, count: number, requests: number) => void; clear: () => void } {
  if (!stream.isTTY) return { show: () => undefined, clear: () => undefined };
  let shown = false;
  return {
    show: (rule, index, count, requests) => {
      shown = true;
      stream.write(`\r\x1b[2Krule ${index + 1} of ${count} (${rule.name}), ${requests} requests`);
    },
    clear: () => {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}
