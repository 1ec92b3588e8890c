// The request log: one line per answered request (JSON or pretty), never the Authorization header.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { MockLogger } from '../mockLogger';
import { provokedOf } from './provokedMark';
import { isWarmUp } from './warmUp';

type Req = IncomingMessage & { originalUrl?: string };

/** The calls the request log makes of a pino logger: a record with its message. */
interface RecordLogger {
  info(record: object, message: string): void;
  error(record: object, message: string): void;
}

declare module 'http' {
  interface IncomingMessage {
    /** The mock's logger, where the error handler says what failed (in the place of pino-http's `req.log`). */
    log?: RecordLogger;
  }
}

/**
 * One line per request once its answer is sent (or the client went first): method, path with
 * query, status and time, as pino-http writes it (`req.method`, `req.url`, `res.statusCode`,
 * the text `GET /path?query 200 3.1ms` as `msg`; a 5xx at level error with an `err`, unless provoked), without its
 * request id, response time in whole milliseconds and two child loggers a request. Never a
 * header, so never a token. Returns what each request calls first.
 */
export function requestLogger(logger: MockLogger): (req: Req, res: ServerResponse) => void {
  // A pino logger is what the options ask for (mockLogger.ts): it takes a record before its message.
  const log = logger as MockLogger & RecordLogger;
  return (req, res) => {
    req.log = log;
    if (isWarmUp(req)) return;
    const started = performance.now();
    // One line, whichever event comes first: a flag, where removing both listeners cost each request two list edits.
    let written = false;
    const line = (error?: Error) => {
      if (written) return;
      written = true;
      // Read at the end: an absolute-form target's originalUrl is its path by then (absoluteForm.ts).
      const url = req.originalUrl ?? req.url;
      const { statusCode } = res;
      const message = `${req.method} ${url} ${statusCode} ${(performance.now() - started).toFixed(1)}ms`;
      const record = { req: { method: req.method, url }, res: { statusCode } };
      const provoked = provokedOf(res);
      // A 5xx the request or the run asked for (`Prefer: code=503`, `--error-rate`) is the mock doing its job: info, no stack.
      if (error || (statusCode >= 500 && provoked === undefined))
        log.error({ ...record, err: error ?? new Error(`failed with status code ${statusCode}`) }, message);
      else log.info(provoked === undefined ? record : { ...record, provoked }, message);
    };
    // `close` follows `finish`, and comes alone when the client goes first.
    res.on('close', line);
    res.on('error', line);
  };
}
