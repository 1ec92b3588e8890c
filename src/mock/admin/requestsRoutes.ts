import { DRF } from '../../core/messages';
import { emptyAnswer, jsonAnswer, type CoreAnswer, type CoreRequest, type HeaderList } from '../pipeline/answer';
import { isStatusFilter, ruleFilterProblem, type JournalFilter } from '../journal/journalFilter';
import type { RequestJournal } from '../journal/requestJournal';
import type { JournalEntry } from '../journal/journalEntry';

/** Where `--admin` serves the request journal (admin.openapi.yaml). */
export const REQUESTS_PATH = '/__mock/requests';
const REQUESTS_METHODS = 'GET, HEAD, DELETE';
const FILTERS = ['path', 'status', 'rule', 'method'] as const;
const PAGING = ['limit', 'after'] as const;
/** Entries in a page unless `limit` asks fewer or more. */
export const DEFAULT_JOURNAL_PAGE = 100;
/** The most entries in one page: with each entry bounded (MAX_ENTRY_BYTES), a page's body is bounded too, and quick to write. */
export const MAX_JOURNAL_PAGE = 1000;

/** Which entries, and which page of them: the filter, the `seq` the page starts after, and its size. */
interface PageQuery {
  filter: JournalFilter;
  after: number;
  limit: number;
}

const DIGITS = /^[0-9]{1,15}$/;

/** The query as a filter and a page, or what is wrong with it. */
function pageQueryOf(query: URLSearchParams): PageQuery | string {
  const names = [...new Set(query.keys())];
  const unknown = names.filter((name) => !(FILTERS as readonly string[]).includes(name) && !(PAGING as readonly string[]).includes(name));
  if (unknown.length > 0) return `unknown filters: ${unknown.join(', ')} (the journal filters by ${FILTERS.join(', ')} and pages by ${PAGING.join(', ')})`;
  const repeated = names.find((name) => query.getAll(name).length > 1);
  if (repeated) return `${repeated} may be given only once`;
  const [path, status, rule, method] = FILTERS.map((name) => query.get(name) ?? undefined);
  if (status !== undefined && !isStatusFilter(status)) return `status must be a status such as 200 or a class such as 4xx (got '${status.slice(0, 20)}')`;
  const ruleProblem = rule === undefined ? undefined : ruleFilterProblem(rule);
  if (ruleProblem !== undefined) return ruleProblem;
  const limit = query.get('limit') ?? String(DEFAULT_JOURNAL_PAGE);
  if (!DIGITS.test(limit) || Number(limit) < 1 || Number(limit) > MAX_JOURNAL_PAGE) return `limit must be an integer from 1 to ${MAX_JOURNAL_PAGE} (got '${limit.slice(0, 20)}')`;
  const after = query.get('after') ?? '0';
  if (!DIGITS.test(after)) return `after must be the seq of an entry, an integer from 0 (got '${after.slice(0, 20)}')`;
  return { filter: { path, status, rule, method }, after: Number(after), limit: Number(limit) };
}

/** The page of `entries` (oldest first, as the journal lists them) after `seq` `after`, and the `after` of the next page (null after the last). */
function pageOf(entries: readonly JournalEntry[], after: number, limit: number): { entries: JournalEntry[]; next: number | null } {
  let start = 0;
  // Entries are in ascending seq: the first one after `after` is found by halving.
  for (let end = entries.length; start < end; ) {
    const middle = (start + end) >>> 1;
    if (entries[middle].seq <= after) start = middle + 1;
    else end = middle;
  }
  const page = entries.slice(start, start + limit);
  return { entries: page, next: start + limit < entries.length ? page[page.length - 1].seq : null };
}

/**
 * `GET /__mock/requests` (the journal's entries, oldest first, filtered by path, status, rule and
 * method, a page of `limit` after the entry `after`) and `DELETE /__mock/requests` (clears it),
 * for a request whose token was accepted. A page, never the whole journal: the journal at its
 * largest bound, written as one body, would hold the event loop for seconds.
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
  const asked = pageQueryOf(new URLSearchParams(queryStart === -1 ? '' : request.target.slice(queryStart + 1)));
  if (typeof asked === 'string') return jsonAnswer(400, headers, { message: asked });
  const matching = journal.entries(asked.filter);
  const { entries, next } = pageOf(matching, asked.after, asked.limit);
  return jsonAnswer(200, headers, { held: journal.count(), dropped: journal.dropped, maxEntries: journal.maxEntries, matched: matching.length, next, entries });
}
