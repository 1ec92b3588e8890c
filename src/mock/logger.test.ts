// Test that the buffered output writes every line whole and in order.
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, standardOutput } from './logger';

test('the buffered output writes every line whole and in order, however many and whatever their characters', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'logger-'));
  const output = standardOutput(openSync(join(dir, 'out.log'), 'w'));
  try {
    const logger = createLogger('json', 'info', output);
    // Enough lines for several writes of 8 KB, each with characters of two, three and four bytes.
    const messages = Array.from({ length: 3000 }, (_, i) => `GET /api/v2/pages/?search=${'é€😀'.repeat(i % 7)}&offset=${i} 200 0.${i % 10}ms`);
    for (const message of messages) logger.info({ req: { method: 'GET' } }, message);
    // The lines left after the write under way go with the next flush of the timer (sonic-boom's
    // flush callback comes when that write ends, whatever is still queued).
    const written = () => readFileSync(join(dir, 'out.log'), 'utf8');
    for (let waited = 0; written().split('\n').length <= messages.length && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = written().split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(messages);
  } finally {
    // Ended, it closes its file once what it holds is written.
    await new Promise((resolve) => output.once('close', resolve).end());
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a JSON line carries no code point a terminal acts on, C1 controls and bidi overrides included, and parses back to the client's very text", () => {
  const lines: string[] = [];
  const logger = createLogger('json', 'info', { write: (line: string) => lines.push(line) });
  // An 8-bit CSI that clears the screen, an 8-bit OSC 52 clipboard write ended by an 8-bit ST, DEL, a right-to-left override, a line separator, an ESC.
  const hostile = 'GET /api/v2/pages/?ordering=\x9b2J\x9d52;c;cHduZWQ=\x9c\x7f\u202etxt.exe\u2028\x1b[31m 400';
  logger.info({ req: { url: hostile } }, hostile);
  expect(lines).toHaveLength(1);
  const [line] = lines;
  // eslint-disable-next-line no-control-regex -- the controls a line must not hold
  expect(line.slice(0, -1)).not.toMatch(/[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  expect(line).toContain('\\u009b2J\\u009d52');
  const record = JSON.parse(line) as { msg: string; req: { url: string } };
  expect([record.msg, record.req.url]).toEqual([hostile, hostile]);
});
