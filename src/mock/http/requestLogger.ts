import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { isWarmUp } from './warmUp';

type Req = IncomingMessage & { originalUrl?: string };
const urlOf = (req: Req) => req.originalUrl ?? req.url;

/**
 * One line per request: method, path, status and time. Only these are logged: never a header,
 * so never a token.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    autoLogging: { ignore: isWarmUp },
    serializers: {
      req: (req: Req) => ({ method: req.method, url: urlOf(req) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, ms) => `${req.method} ${urlOf(req)} ${res.statusCode} ${ms.toFixed(1)}ms`,
    customErrorMessage: (req, res) => `${req.method} ${urlOf(req)} ${res.statusCode}`,
  });
}
