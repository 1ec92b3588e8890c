import type { Finding } from '../types';
import { MAX_LIMIT } from '../../core/spec';

export interface ListingBody {
  meta: { total_count: number };
  items: unknown[];
}

/** The page holds at most `limit` items (default 200), and `meta.total_count` counts at least the items up to this page's end. */
export function checkPaging(body: ListingBody, query: URLSearchParams): Finding[] {
  const limit = query.has('limit') ? Number(query.get('limit')) : MAX_LIMIT;
  const offset = query.has('offset') ? Number(query.get('offset')) : 0;
  const count = body.items.length;
  const findings: Finding[] = [];
  if (count > limit) {
    const limitLabel = query.has('limit') ? `limit=${limit}` : `the default limit ${MAX_LIMIT}`;
    findings.push({ check: 'reference', pointer: '/items', message: `the page holds ${count} items, more than ${limitLabel}` });
  }
  if (count > 0 && body.meta.total_count < offset + count) {
    const shown = offset > 0 ? `${count} items from offset ${offset}` : `${count} items`;
    findings.push({ check: 'reference', pointer: '/meta/total_count', message: `meta.total_count is ${body.meta.total_count}, fewer than the ${shown} the page shows` });
  }
  return findings;
}
