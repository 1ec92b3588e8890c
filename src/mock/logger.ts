import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogFormat } from './options';
import { prettyLog } from './prettyLog';

/**
 * Standard output, written asynchronously: a line is queued and the request goes on, and lines
 * queued while a write is under way go out together in the next one (sonic-boom). A synchronous
 * write of each line cost a request ~2% of its time under load, and more on a slow pipe. pino
 * flushes what is queued when the process exits; `logger.flush(done)` before anything else is
 * written to stdout keeps the order.
 */
const standardOutput = (): DestinationStream => pino.destination({ dest: 1, sync: false });

/** The mock's logger, writing to stdout unless told otherwise: JSON lines, or pretty ones. */
export function createLogger(format: LogFormat, level: string, destination: DestinationStream = standardOutput()): Logger {
  return pino({ level, base: undefined }, format === 'pretty' ? prettyLog(destination) : destination);
}
