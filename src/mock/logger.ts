import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogFormat } from './options';
import { prettyLog } from './prettyLog';

/** The mock's logger, writing to stdout unless told otherwise: JSON lines, or pretty ones. */
export function createLogger(format: LogFormat, level: string, destination: DestinationStream = pino.destination(1)): Logger {
  return pino({ level, base: undefined }, format === 'pretty' ? prettyLog(destination) : destination);
}
