// Tests of the progress line: rewritten on a terminal, silent elsewhere.
import { rule } from './suite/rule';
import { progressLine } from './progressLine';

const aRule = rule({ name: 'paging.limit-bounds-the-page', section: '§4.1', statement: 's', check: async () => undefined });

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
}

test('on a terminal: one line, rewritten for each rule, cleared at the end', () => {
  const { written, stream: tty } = stream(true);
  const progress = progressLine(tty);
  progress.show(aRule, 11, 56, 340);
  progress.clear();
  expect(written).toEqual(['\r\x1b[2Krule 12 of 56 (paging.limit-bounds-the-page), 340 requests', '\r\x1b[2K']);
});

test('not a terminal (a CI log, a file): nothing', () => {
  const { written, stream: file } = stream(false);
  const progress = progressLine(file);
  progress.show(aRule, 0, 56, 0);
  progress.clear();
  expect(written).toEqual([]);
});
