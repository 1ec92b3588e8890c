// The mock's last handlers: the JSON 404, and errors turned into JSON answers with their status.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ValidationProblem } from './parameterProblem';
import { answerError, clientErrorAnswer } from '../../core/errors';
import { ALLOWED_METHODS } from '../../core/spec';

interface HttpError {
  status?: number;
  /** What `send` (static files) and body-parser's errors carry beside `status`. */
  statusCode?: number;
  /** Headers the status needs: `Content-Range` on send's 416. */
  headers?: Record<string, string>;
  errors?: ValidationProblem[];
}

/**
 * Headers a static file's answer sets before it finds it cannot be sent (a failed `If-Match`, a
 * `Range` past the end): they describe a body that is not the error's.
 */
const REPRESENTATION_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Encoding',
  'Accept-Ranges',
  'Cache-Control',
  'ETag',
  'Last-Modified',
];

/** The last route: whatever no route answered is the one JSON 404 of `errorHandler`. */
export const notFound: RequestHandler = (_req, _res, next) => next({ status: 404 } satisfies HttpError);

/**
 * The server's last middleware, for what fails outside the core (which answers every API request
 * itself): DRF's `{"detail"}` for methods, unknown addresses and the other 4xx a library decides
 * (a static file's 412 or 416, passed through with a fixed text); a response that breaks
 * openapi.yaml or any other fault of the mock is a 500.
 */
export const errorHandler: ErrorRequestHandler = (error: HttpError, req, res, next) => {
  if (res.headersSent) return next(error);
  for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
  const status = error.status ?? error.statusCode;
  if (status === 405) {
    const answer = answerError('RPA_METHOD_NOT_ALLOWED', req.method);
    res.status(answer.status).set('Allow', ALLOWED_METHODS).json(answer.body);
    return;
  }
  if (status !== undefined && status >= 400 && status < 500) {
    const answer = clientErrorAnswer(status);
    res
      .status(answer.status)
      .set(error.headers ?? {})
      .json({ detail: answer.detail });
    return;
  }
  // A response that openapi.yaml does not allow is the mock's bug (or a fixtures file's): say so loudly.
  const responseProblems = status === 500 ? (error.errors ?? []).filter((e) => e.path.startsWith('/response')) : [];
  req.log?.error({ err: error }, responseProblems.length > 0 ? 'response failed validation' : 'unexpected error');
  const answer =
    responseProblems.length > 0
      ? answerError(
          'RPA_RESPONSE_INVALID',
          responseProblems.map((e) => `${e.path} ${e.message}`),
        )
      : answerError('RPA_INTERNAL');
  res.status(answer.status).json(answer.body);
};
