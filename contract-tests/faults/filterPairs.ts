// Broken variants where two filters meet, as mutation testing of the mock's listing logic found them: each filter alone is right.
import { onList, type Fault } from './harness';

const DATE_FILTERS = ['expected_date_after', 'expected_date_before', 'expected_date'];
const hasDateFilter = (query: URLSearchParams) => DATE_FILTERS.some((name) => query.has(name));

/** Each breaks one rule only where a status, a date filter, a search or an ordering come together. */
export const filterPairFaults: Fault[] = [
  {
    name: 'with a date filter and an ordering (no search), the status filter is dropped',
    caughtBy: 'combined.filters-in-pairs',
    request: (_req, query) => {
      if (hasDateFilter(query) && query.has('ordering') && !query.has('search')) query.delete('status');
    },
  },
  {
    name: 'with a search and no ordering, the status filter is dropped',
    caughtBy: 'combined.filters-in-pairs',
    request: (_req, query) => {
      if (query.has('search') && !query.has('ordering')) query.delete('status');
    },
  },
  {
    name: 'with a search and no ordering, expected_date_before is dropped',
    caughtBy: 'combined.filters-in-pairs',
    request: (_req, query) => {
      if (query.has('search') && !query.has('ordering')) query.delete('expected_date_before');
    },
  },
  {
    name: 'with a status and no date filter, the ordering is ignored',
    caughtBy: 'combined.filters-in-pairs',
    request: (_req, query) => {
      if (query.has('status') && !hasDateFilter(query)) query.delete('ordering');
    },
  },
  {
    name: 'with a status and a date filter, total_count counts twice the result',
    caughtBy: 'paging.total-count-counts-filtered-and-searched-results',
    answer: onList((body, query) => {
      if (query.has('status') && hasDateFilter(query)) body.meta.total_count *= 2;
    }),
  },
  {
    name: 'expected_date_after is dropped when expected_date is given without expected_date_before',
    caughtBy: 'filter.date-filters-combine',
    request: (_req, query) => {
      if (query.has('expected_date') && !query.has('expected_date_before')) query.delete('expected_date_after');
    },
  },
  {
    name: 'a search of one letter alone finds nothing',
    caughtBy: 'search.prefix-matches-word-start',
    request: (_req, query) => {
      if ((query.get('search') ?? '').trim().length === 1) query.set('search', 'qqxzjv');
    },
  },
];
