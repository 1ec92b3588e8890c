// The pretty log line: local time to the millisecond, then the record's message.
import type { DestinationStream } from 'pino';
import { printable } from '../core/printable';

interface LogRecord {
  time: number;
  msg?: string;
  err?: { message?: string };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS.mmm` in the machine's local time, the clock of whoever watches the terminal. */
function clockTime(epochMs: number): string {
  const at = new Date(epochMs);
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

/**
 * A pino destination that writes each record as one human line, its time then its message
 * (the request log's message is `GET /path 200 3.1ms`), with an error's message after a colon.
 * Nothing else of the record is written.
 */
export function prettyLog(out: {
  write(text: string): unknown;
  flush?: (done: (error?: Error) => void) => void;
}): DestinationStream & { flush(done: (error?: Error) => void): void } {
  return {
    // pino's logger.flush reaches the destination it was given: this, in front of `out`.
    flush: (done) => (out.flush ? out.flush(done) : done()),
    write(json: string) {
      const record = JSON.parse(json) as LogRecord;
      const error = record.err?.message ? `: ${record.err.message}` : '';
      out.write(`${clockTime(record.time)} ${printable(`${record.msg ?? ''}${error}`)}\n`);
    },
  };
}
