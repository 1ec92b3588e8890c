// The mock's logger: JSON or pretty lines on buffered standard output.
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogFormat } from './options';
import { prettyLog } from './prettyLog';
import { terminalSafeJson } from '../core/printable';

/** Bytes of lines gathered before a write (sonic-boom takes less than its 16 KB maxWrite), and the longest a line waits to be written. */
const BUFFER_BYTES = 8192;
const FLUSH_EVERY_MS = 250;

/**
 * Standard output (or another file descriptor), buffered and written asynchronously (sonic-boom): a
 * line is queued and the request goes on; a write goes out per 8 KB of lines, or every 250 ms,
 * whichever comes first. Under load, a write of each line as it came would be a share of each
 * request's time (a write call per line, synchronous or not). pino flushes what is queued when the process
 * exits, and `logger.flush(done)` before anything else is written to stdout keeps the order.
 *
 * Lines are queued as bytes, each its own: in its string mode, sonic-boom appends each line to one
 * string and measures that string's UTF-8 length each time, which copies it whole once per line
 * (under load, a large share of all the garbage the mock makes).
 */
export function standardOutput(fd = 1): ReturnType<typeof pino.destination> {
  const out = pino.destination({ dest: fd, sync: false, minLength: BUFFER_BYTES, contentMode: 'buffer' });
  // pino writes strings, which sonic-boom's buffer mode does not take.
  const writeBytes = out.write.bind(out) as unknown as (bytes: Buffer) => boolean;
  out.write = (line: string) => writeBytes(Buffer.from(line));
  const timer = setInterval(() => out.flush(), FLUSH_EVERY_MS).unref();
  // pino ends it at exit: a flush then would throw.
  out.once('close', () => clearInterval(timer));
  return out;
}

/**
 * The mock's logger, writing to stdout unless told otherwise: JSON lines, or pretty ones. A JSON
 * line holds what clients sent (a request target, a query's values): each passes `terminalSafeJson`
 * on its way out, so that a line printed to a terminal carries no escape it would act on.
 */
export function createLogger(format: LogFormat, level: string, destination: DestinationStream = standardOutput()): Logger {
  return pino({ level, base: undefined, hooks: { streamWrite: terminalSafeJson } }, format === 'pretty' ? prettyLog(destination) : destination);
}
