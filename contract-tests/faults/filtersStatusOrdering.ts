// Broken variants of the mock's filters, statuses and ordering, each with the rule that must catch it.
import type { Request } from 'express';
import { FIXED_NOW } from '../../src/mock/testing/testApp';
import { onList, type Fault } from './harness';

type ListItem = Record<string, unknown>;

/** The mock's "today" and "now" under the suite's tests (its clock is pinned, in UTC). */
const TODAY = FIXED_NOW.slice(0, 10);
const NOW_MS = Date.parse(FIXED_NOW);

/** Whether a parameter is a real `YYYY-MM-DD` date: the broken filters below still validate their input. */
function isRealDate(value: string | null): value is string {
  const ms = Date.parse(`${value}T00:00:00Z`);
  return value !== null && /^\d{4}-\d\d-\d\d$/.test(value) && !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

/** Moves a date parameter by whole days, when it is a real date. */
const shiftDay = (query: URLSearchParams, name: string, days: number) => {
  const date = query.get(name);
  if (isRealDate(date)) query.set(name, new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10));
};

/** A query parameter as the client sent it, before a request rewrite. */
const sent = (req: Request, name: string) => new URL(req.originalUrl, 'http://client').searchParams.get(name);

/** Keeps only the items of a listing answer that pass `keep`, as a server whose filter is narrower would. */
const narrowed = (when: (query: URLSearchParams) => boolean, keep: (item: ListItem) => boolean) =>
  onList((body, query) => {
    if (!when(query)) return;
    const kept = body.items.filter(keep);
    body.meta.total_count -= body.items.length - kept.length;
    body.items = kept;
  });

const sortPageDescending = onList((body) => body.items.sort((a, b) => String(b.expected_date).localeCompare(String(a.expected_date))));

const statusIs = (code: string) => (query: URLSearchParams) => query.get('status') === code;

/**
 * Every release served with its fields, by id. A broken filter that lets in releases the
 * correct one leaves out needs them, and the suite's snapshot passes through the fault first.
 */
const served = new Map<number, ListItem>();

export const filtersStatusOrderingFaults: Fault[] = [
  {
    name: 'expected_date_after is exclusive',
    caughtBy: 'filter.expected-date-after-is-inclusive',
    request: (_req, query) => shiftDay(query, 'expected_date_after', 1),
  },
  {
    name: 'expected_date_before is exclusive',
    caughtBy: 'filter.expected-date-before-is-inclusive',
    request: (_req, query) => shiftDay(query, 'expected_date_before', -1),
  },
  {
    name: 'the exact expected_date filter is ignored',
    caughtBy: 'filter.expected-date-equals',
    request: (_req, query) => {
      if (isRealDate(query.get('expected_date'))) query.delete('expected_date');
    },
  },
  {
    name: 'expected_date_before is ignored when expected_date_after is given',
    caughtBy: 'filter.date-filters-combine',
    request: (_req, query) => {
      if (query.has('expected_date_after')) query.delete('expected_date_before');
    },
  },
  {
    name: 'the date range is ignored when an exact expected_date is given',
    caughtBy: 'filter.date-filters-combine',
    request: (_req, query) => {
      if (!query.has('expected_date')) return;
      query.delete('expected_date_after');
      query.delete('expected_date_before');
    },
  },
  {
    name: 'status=draft returns only pages never published (first_published_at null), not every page that is not live',
    caughtBy: 'status.draft-filter',
    answer: narrowed(statusIs('draft'), (item) => (item.meta as { first_published_at?: unknown } | undefined)?.first_published_at === null),
  },
  {
    name: 'status=draft is ignored: every page is returned',
    caughtBy: 'status.draft-filter',
    request: (_req, query) => {
      if (query.get('status') === 'draft') query.delete('status');
    },
  },
  {
    name: 'status=announced leaves out releases whose expected_date is past',
    caughtBy: 'status.announced-filter',
    answer: narrowed(statusIs('announced'), (item) => typeof item.expected_date !== 'string' || item.expected_date >= TODAY),
  },
  {
    name: 'status=scheduled compares target_date with the start of today, so a release published by its target earlier today is still scheduled',
    caughtBy: 'status.scheduled-filter',
    answer: onList((body, query) => {
      for (const item of body.items) if ('target_date' in item) served.set(item.id as number, item);
      const lastPage = body.items.length < Number(query.get('limit') ?? 200);
      if (query.get('status') !== 'scheduled' || !lastPage) return;
      const returned = new Set(body.items.map((i) => i.id));
      const passedToday = [...served.values()].filter((item) => {
        const target = Date.parse(String(item.target_date));
        const live = (item.status as { code?: string } | undefined)?.code !== 'draft';
        return live && !returned.has(item.id) && target >= Date.parse(`${TODAY}T00:00:00Z`) && target < NOW_MS;
      });
      body.items.push(...passedToday);
      body.meta.total_count += passedToday.length;
    }),
  },
  {
    name: 'status=published looks at expected_date only, leaving out releases published by their target_date',
    caughtBy: 'status.published-filter',
    answer: narrowed(statusIs('published'), (item) => typeof item.expected_date !== 'string' || item.expected_date < TODAY),
  },
  {
    name: 'a release whose target_date passed today still shows status.code scheduled (the code is computed when the page is saved)',
    caughtBy: 'status.shown-code-matches-its-filter',
    answer: onList((body) => {
      for (const item of body.items) {
        const status = item.status as { code: string } | undefined;
        const target = typeof item.target_date === 'string' ? Date.parse(item.target_date) : NaN;
        if (status?.code === 'published' && target < NOW_MS && String(item.expected_date) >= TODAY) {
          item.status = { code: 'scheduled', label: 'Scheduled', color: '#FD7E14', description: `Scheduled for ${item.target_date}.` };
        }
      }
    }),
  },
  {
    name: 'ordering=expected_date is ignored',
    caughtBy: 'ordering.expected-date-ascending-across-pages',
    request: (_req, query) => {
      if (query.get('ordering') === 'expected_date') query.delete('ordering');
    },
  },
  {
    name: 'with ordering, each page after the first starts one release early, so a release shows twice',
    caughtBy: 'ordering.expected-date-ascending-across-pages',
    request: (_req, query) => {
      const offset = Number(query.get('offset') ?? 0);
      if (query.has('ordering') && offset > 0) query.set('offset', String(offset - 1));
    },
  },
  {
    name: 'ordering=-expected_date sorts each page, not the result',
    caughtBy: 'ordering.expected-date-descending-across-pages',
    request: (_req, query) => {
      if (query.get('ordering') === '-expected_date') query.delete('ordering');
    },
    answer: (body, req, query) => (sent(req, 'ordering') === '-expected_date' ? sortPageDescending(body, req, query) : body),
  },
  {
    name: 'with a search, the status filter is dropped',
    caughtBy: 'combined.filters-search-ordering-and-paging',
    request: (_req, query) => {
      if (query.has('search')) query.delete('status');
    },
  },
  {
    name: 'with a search, ordering is ignored in favour of relevance',
    caughtBy: 'combined.filters-search-ordering-and-paging',
    request: (_req, query) => {
      if (query.has('search')) query.delete('ordering');
    },
  },
];
