// The `--admin` request journal route: the answered requests, filtered and paged.
import { answerError, answerOfProblems, problem, type Problem } from '../../core/errors';
import { errorAnswer, chunkedAnswer, emptyAnswer, JSON_TYPE, type CoreAnswer, type CoreRequest, type HeaderList } from '../pipeline/answer';
import { jsonChunks } from '../journal/jsonChunks';
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
function pageQueryOf(query: URLSearchParams): PageQuery | Problem {
  const names = [...new Set(query.keys())];
  const unknown = names.filter((name) => !(FILTERS as readonly string[]).includes(name) && !(PAGING as readonly string[]).includes(name));
  if (unknown.length > 0) return problem('RPA_JOURNAL_FILTERS_UNKNOWN', unknown, FILTERS, PAGING);
  const repeated = names.find((name) => query.getAll(name).length > 1);
  if (repeated) return problem('RPA_JOURNAL_FILTER_REPEATED', repeated);
  const [path, status, rule, method] = FILTERS.map((name) => query.get(name) ?? undefined);
  if (status !== undefined && !isStatusFilter(status)) return problem('RPA_JOURNAL_STATUS_INVALID', status);
  const ruleProblem = rule === undefined ? undefined : ruleFilterProblem(rule);
  if (ruleProblem !== undefined) return ruleProblem;
  const limit = query.get('limit') ?? String(DEFAULT_JOURNAL_PAGE);
  if (!DIGITS.test(limit) || Number(limit) < 1 || Number(limit) > MAX_JOURNAL_PAGE) return problem('RPA_JOURNAL_LIMIT_INVALID', limit, MAX_JOURNAL_PAGE);
  const after = query.get('after') ?? '0';
  if (!DIGITS.test(after)) return problem('RPA_JOURNAL_AFTER_INVALID', after);
  return { filter: { path, status, rule, method }, after: Number(after), limit: Number(limit) };
}

/** The page of `entries` (oldest first, as the journal lists them) after `seq` `after`, and the `after` of the next page (null after the last). */
function pageOf(entries: readonly JournalEntry[], after: number, limit: number): { entries: JournalEntry[]; next: number | null } {
  let start = 0;
  // Entries are in ascending seq: the first one after `after` is found by halving.
  for (let end = entries.length; start < end;) {
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
 * largest bound, written as one body, would hold the event loop for seconds. The page is written
 * as chunks, an entry at a time as the client reads them (`jsonChunks`), never as one string.
 */
export function requestsAnswer(request: CoreRequest, journal: RequestJournal, headers: HeaderList): CoreAnswer {
  if (request.method === 'DELETE') {
    journal.clear();
    return emptyAnswer(204, headers);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorAnswer(answerError('RPA_METHOD_NOT_ALLOWED', request.method), [...headers, ['Allow', REQUESTS_METHODS]]);
  }
  const queryStart = request.target.indexOf('?');
  const asked = pageQueryOf(new URLSearchParams(queryStart === -1 ? '' : request.target.slice(queryStart + 1)));
  if ('code' in asked) return errorAnswer(answerOfProblems([asked]), headers);
  const matching = journal.entries(asked.filter);
  const { entries, next } = pageOf(matching, asked.after, asked.limit);
  const head = { held: journal.count(), dropped: journal.dropped, maxEntries: journal.maxEntries, matched: matching.length, next };
  return chunkedAnswer(200, headers, JSON_TYPE, jsonChunks(head, 'entries', entries));
}
