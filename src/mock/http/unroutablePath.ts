import type { RequestHandler } from 'express';
import { notFound } from './errorHandler';

/**
 * A path with an empty segment (`/api/v2/pages//`) or that is not valid percent-encoding
 * (`/api/v2/pages/%zz/`) names nothing: Django's exact routes match neither, so each is the final 404.
 * Without this the validator, whose matching forgives a trailing slash, took `/api/v2/pages//` for the
 * listing, and it and Express's router each answered `%zz` with a 400 quoting the path.
 */
export const unroutablePath: RequestHandler = (req, res, next) => {
  if (req.path.includes('//')) return notFound(req, res, next);
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    notFound(req, res, next);
  }
};
