import type { ErrorRequestHandler } from 'express';
import { QueryError } from '../domain/queryError';
import type { ValidationProblem } from './parameterProblem';
import { DRF } from '../../core/messages';

/** Methods the API answers; any other gets 405 naming these. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

interface HttpError {
  status?: number;
  errors?: ValidationProblem[];
}

/**
 * The last middleware: every failure becomes a JSON body with the status the real stack
 * sends. Wagtail's `{"message"}` for bad parameters (every one of them, gathered by
 * `reportQueryProblems`) and missing pages, DRF's `{"detail"}` for methods and unknown addresses.
 */
export const errorHandler: ErrorRequestHandler = (error: HttpError, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof QueryError) {
    res.status(400).json({ message: error.message });
    return;
  }
  switch (error.status) {
    case 404:
      res.status(404).json({ detail: DRF.notFound });
      return;
    case 405:
      res.status(405).set('Allow', ALLOWED_METHODS).json({ detail: DRF.methodNotAllowed(req.method) });
      return;
  }
  // A response that openapi.yaml does not allow is the mock's bug (or a fixtures file's): say so loudly.
  const responseProblems = error.status === 500 ? (error.errors ?? []).filter((e) => e.path.startsWith('/response')) : [];
  req.log?.error({ err: error }, responseProblems.length > 0 ? 'response failed validation' : 'unexpected error');
  res.status(500).json({
    message:
      responseProblems.length > 0
        ? `the response does not match openapi.yaml: ${responseProblems.map((e) => `${e.path} ${e.message}`).join('; ')}`
        : 'internal server error',
  });
};
