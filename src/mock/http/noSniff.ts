import type { RequestHandler } from 'express';

/**
 * `X-Content-Type-Options: nosniff` on every answer, as Django's SecurityMiddleware sends it by
 * default: a browser takes each answer for the type it declares (a JSON error is never run as a script).
 */
export const noSniff: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};
