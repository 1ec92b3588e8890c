// A checked query turned into the service's listing request, its paging defaults applied.
import type { StatusCode } from '../../core/types';
import { DEFAULT_LIMIT, DEFAULT_OFFSET } from '../../core/spec';
import type { ListRequest } from '../service/releaseService';
import type { SearchOperator } from '../store/searchIndex';
import type { LiteralQuery } from './queryCheck';

/** A checked query (every value a single string) as the service's listing request. */
export function listRequestOf(query: LiteralQuery): ListRequest {
  const text = (name: string) => query[name] as string | undefined;
  return {
    limit: query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit),
    offset: query.offset === undefined ? DEFAULT_OFFSET : Number(query.offset),
    fields: text('fields'),
    search: text('search'),
    searchOperator: text('search_operator') as SearchOperator | undefined,
    expectedDate: text('expected_date'),
    expectedDateAfter: text('expected_date_after'),
    expectedDateBefore: text('expected_date_before'),
    status: text('status') as StatusCode | undefined,
    ordering: text('ordering'),
  };
}
