import { Router } from 'express';
import { DRF } from '../../core/messages';
import { isStatusFilter, type JournalFilter } from '../journal/journalFilter';
import type { RequestJournal } from '../journal/requestJournal';

/** Where `--admin` serves the request journal (admin.openapi.yaml). */
export const REQUESTS_PATH = '/__mock/requests';
const REQUESTS_METHODS = 'GET, HEAD, DELETE';
const FILTERS = ['path', 'status', 'rule', 'method'] as const;

/** The query as a filter, or what is wrong with it. */
function filterOf(query: Record<string, unknown>): JournalFilter | string {
  const unknown = Object.keys(query).filter((name) => !(FILTERS as readonly string[]).includes(name));
  if (unknown.length > 0) return `unknown filters: ${unknown.join(', ')} (the journal filters by ${FILTERS.join(', ')})`;
  const repeated = FILTERS.find((name) => Array.isArray(query[name]) || (query[name] !== undefined && typeof query[name] !== 'string'));
  if (repeated) return `${repeated} may be given only once`;
  const { path, status, rule, method } = query as Record<string, string | undefined>;
  if (status !== undefined && !isStatusFilter(status)) return `status must be a status such as 200 or a class such as 4xx (got '${status.slice(0, 20)}')`;
  return { path, status, rule, method };
}

/**
 * `GET /__mock/requests` (the journal's entries, oldest first, filtered by path, status, rule and
 * method) and `DELETE /__mock/requests` (clears it). Mounted by `adminRoutes`, behind its token check.
 */
export function requestsRoutes(journal: RequestJournal): Router {
  const router = Router();
  router.get(REQUESTS_PATH, (req, res) => {
    const filter = filterOf(req.query as Record<string, unknown>);
    if (typeof filter === 'string') {
      res.status(400).json({ message: filter });
      return;
    }
    const entries = journal.entries(filter);
    res.json({ held: journal.count(), dropped: journal.dropped, maxEntries: journal.maxEntries, matched: entries.length, entries });
  });
  router.delete(REQUESTS_PATH, (_req, res) => {
    journal.clear();
    res.status(204).end();
  });
  router.all(REQUESTS_PATH, (req, res) => {
    res.status(405).set('Allow', REQUESTS_METHODS).json({ detail: DRF.methodNotAllowed(req.method) });
  });
  return router;
}
