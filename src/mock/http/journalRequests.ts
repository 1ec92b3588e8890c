import type { RequestHandler } from 'express';
import { ADMIN_PREFIX } from '../admin';
import type { RequestJournal } from '../journal/requestJournal';

/**
 * Hands every answered request to the journal once its answer is sent: method and target as the
 * client sent them (before HEAD is served as GET), the status sent. The admin routes are the
 * tests' own, not the client's: they are not journaled.
 */
export function journalRequests(journal: RequestJournal): RequestHandler {
  return (req, res, next) => {
    const target = req.originalUrl;
    if (target === ADMIN_PREFIX || target.startsWith(`${ADMIN_PREFIX}/`)) return next();
    const { method } = req;
    const authorization = req.headers.authorization;
    res.once('finish', () => journal.record({ method, target, authorization, status: res.statusCode }));
    next();
  };
}
