import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { MockLogger } from '../mockLogger';
import { isWarmUp } from './warmUp';

const STARTED = Symbol('request started');
type Req = IncomingMessage & { originalUrl?: string; [STARTED]?: number };
const urlOf = (req: Req) => req.originalUrl ?? req.url;

/** `GET /path?query 200 3.1ms`. pino-http's own time is whole milliseconds, and most answers take less than one. */
const summary = (req: Req, res: ServerResponse) => `${req.method} ${urlOf(req)} ${res.statusCode} ${(performance.now() - req[STARTED]!).toFixed(1)}ms`;

/**
 * One line per request: method, path, status and time. Only these are logged: never a header,
 * so never a token.
 */
export function requestLogger(logger: MockLogger): RequestHandler {
  const logRequest = pinoHttp({
    // A pino logger is what the options ask for (mockLogger.ts).
    logger: logger as Logger,
    quietReqLogger: true,
    autoLogging: { ignore: isWarmUp },
    serializers: {
      req: (req: Req) => ({ method: req.method, url: urlOf(req) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: summary,
    customErrorMessage: summary,
  });
  return (req: Req, res, next) => {
    req[STARTED] = performance.now();
    logRequest(req, res, next);
  };
}
