import type { ErrorRequestHandler } from 'express';
import { MOCK } from '../../core/messages';

/**
 * A body body-parser could not read (not JSON, too large, an unknown charset) is the client's error:
 * its own 4xx, with a fixed text in the API's `{"message"}`, because body-parser's message quotes the body.
 */
export const unreadableBody: ErrorRequestHandler = (error: { status?: number; type?: unknown }, _req, res, next) => {
  if (typeof error.type !== 'string' || error.status === undefined || error.status >= 500) return next(error);
  res.status(error.status).json({ message: MOCK.bodyUnreadable(error.type) });
};
