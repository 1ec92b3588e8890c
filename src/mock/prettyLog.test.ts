// Tests of the pretty log line: local time, message, and an error's message without its stack.
import { prettyLog } from './prettyLog';

function written(record: object): string {
  let text = '';
  prettyLog({ write: (line: string) => (text += line) }).write(JSON.stringify(record));
  return text;
}

const NINE_OH_FIVE = new Date(2026, 2, 1, 9, 5, 7, 45).getTime(); // local time

test('a record is its local time, to the millisecond, then its message, on one line', () => {
  expect(written({ level: 30, time: NINE_OH_FIVE, req: { url: '/x' }, responseTime: 3, msg: 'GET /x 200 3.1ms' })).toBe('09:05:07.045 GET /x 200 3.1ms\n');
});

test("an error's message follows the record's, and nothing else of it (no stack)", () => {
  const record = { level: 50, time: NINE_OH_FIVE, err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' }, msg: 'unexpected error' };
  expect(written(record)).toBe('09:05:07.045 unexpected error: boom\n');
});
