import { DRF } from '../../core/messages';
import { emptyAnswer, jsonAnswer, type CoreAnswer, type CoreRequest, type HeaderList } from '../core/answer';
import { isStatusFilter, ruleFilterProblem, type JournalFilter } from '../journal/journalFilter';
import type { RequestJournal } from '../journal/requestJournal';

/** Where `--admin` serves the request journal (admin.openapi.yaml). */
export const REQUESTS_PATH = '/__mock/requests';
const REQUESTS_METHODS = 'GET, HEAD, DELETE';
const FILTERS = ['path', 'status', 'rule', 'method'] as const;

/** The query as a filter, or what is wrong with it. */
function filterOf(query: URLSearchParams): JournalFilter | string {
  const names = [...new Set(query.keys())];
  const unknown = names.filter((name) => !(FILTERS as readonly string[]).includes(name));
  if (unknown.length > 0) return `unknown filters: ${unknown.join(', ')} (the journal filters by ${FILTERS.join(', ')})`;
  const repeated = names.find((name) => query.getAll(name).length > 1);
  if (repeated) return `${repeated} may be given only once`;
  const [path, status, rule, method] = FILTERS.map((name) => query.get(name) ?? undefined);
  if (status !== undefined && !isStatusFilter(status)) return `status must be a status such as 200 or a class such as 4xx (got '${status.slice(0, 20)}')`;
  const ruleProblem = rule === undefined ? undefined : ruleFilterProblem(rule);
  if (ruleProblem !== undefined) return ruleProblem;
  return { path, status, rule, method };
}

/**
 * `GET /__mock/requests` (the journal's entries, oldest first, filtered by path, status, rule and
 * method) and `DELETE /__mock/requests` (clears it), for a request whose token was accepted.
 */
export function requestsAnswer(request: CoreRequest, journal: RequestJournal, headers: HeaderList): CoreAnswer {
  if (request.method === 'DELETE') {
    journal.clear();
    return emptyAnswer(204, headers);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return jsonAnswer(405, [...headers, ['Allow', REQUESTS_METHODS]], { detail: DRF.methodNotAllowed(request.method) });
  }
  const queryStart = request.target.indexOf('?');
  const filter = filterOf(new URLSearchParams(queryStart === -1 ? '' : request.target.slice(queryStart + 1)));
  if (typeof filter === 'string') return jsonAnswer(400, headers, { message: filter });
  const entries = journal.entries(filter);
  return jsonAnswer(200, headers, { held: journal.count(), dropped: journal.dropped, maxEntries: journal.maxEntries, matched: entries.length, entries });
}
