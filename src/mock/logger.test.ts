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
    for (let waited = 0; written().split('\n').length <= messages.length && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = written().split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(messages);
  } finally {
    // Ended, it closes its file once what it holds is written.
    await new Promise((resolve) => output.once('close', resolve).end());
    rmSync(dir, { recursive: true, force: true });
  }
});
