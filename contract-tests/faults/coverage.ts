// Broken variants closing the suite's coverage gaps, each with the rule that must catch it.
import { onList, type Fault } from './harness';

/** The header a request rewrite leaves for the answer rewrite: the limit the client asked for. */
const ASKED_LIMIT = 'x-fault-asked-limit';
const FILTERS = ['status', 'search', 'expected_date', 'expected_date_after', 'expected_date_before'];

// Variants breaking the rules that close the coverage gaps: counts under filters, the page cap,
// refusals of bad offset, search_operator and type, the default operator, JSON payloads.
export const coverageFaults: Fault[] = [
  {
    name: 'total_count under a filter or search is larger than the result',
    caughtBy: 'paging.total-count-counts-filtered-and-searched-results',
    answer: onList((body, query) => {
      if (FILTERS.some((name) => query.has(name))) body.meta.total_count += 17;
    }),
  },
  {
    name: 'a limit above 200 is honoured',
    caughtBy: 'paging.no-page-exceeds-200',
    request: (req, query) => {
      const limit = Number(query.get('limit'));
      if (limit > 200) {
        req.headers[ASKED_LIMIT] = String(limit);
        query.set('limit', '200');
      }
    },
    answer: (body, req) => {
      const asked = Number(req.headers[ASKED_LIMIT]);
      const list = body as { items?: unknown[] };
      if (asked && Array.isArray(list.items)) list.items = [...list.items, ...list.items].slice(0, asked);
      return body;
    },
  },
  {
    name: 'ordering=-expected_date, a request the documentation admits, is answered with a server error',
    caughtBy: 'content.no-failing-answers',
    crashes: (query) => query.get('ordering') === '-expected_date',
  },
  {
    name: 'a negative offset counts as 0',
    caughtBy: 'invalid.offset-not-an-integer-is-refused',
    request: (_req, query) => {
      if (Number(query.get('offset')) < 0) query.delete('offset');
    },
  },
  {
    name: 'an unknown search_operator is ignored',
    caughtBy: 'invalid.search-operator-not-and-or-is-refused',
    request: (_req, query) => {
      if (query.has('search_operator') && !['and', 'or'].includes(query.get('search_operator')!)) query.delete('search_operator');
    },
  },
  {
    name: 'a listing without type lists release pages',
    caughtBy: 'invalid.type-missing-is-refused',
    request: (req, query) => {
      if (req.path === '/api/v2/pages/' && !query.has('type')) query.set('type', 'releases.ReleasePage');
    },
  },
  {
    name: 'search_operator defaults to and',
    caughtBy: 'search.default-operator-is-or',
    request: (_req, query) => {
      if (/\s/.test(query.get('search') ?? '') && !query.has('search_operator')) query.set('search_operator', 'and');
    },
  },
  {
    name: 'without offset, a page starts at position 1',
    caughtBy: 'paging.default-offset-is-0',
    request: (req, query) => {
      if (req.path === '/api/v2/pages/' && query.has('limit') && !query.has('offset')) query.set('offset', '1');
    },
  },
  {
    name: 'the short last page loses its last item',
    caughtBy: 'paging.short-page-is-the-last',
    answer: onList((body, query) => {
      const limit = Number(query.get('limit') ?? 200);
      if (body.items.length > 1 && body.items.length < limit) body.items.pop();
    }),
  },
  {
    name: 'JSON answers are sent as text/html',
    caughtBy: 'content.answers-are-json',
    contentType: 'text/html; charset=utf-8',
  },
];
