// §4.1, §4.3, §8, §2.1 on one answer: the page's size against limit and 200, a short page is the
// last, and total_count counts at least what the page shows.
import { DEFAULT_LIMIT, DEFAULT_OFFSET, MAX_LIMIT } from '../../core/spec';
import { refOf } from '../catalogue';
import { isObject } from '../items/item';
import type { Verdict } from '../verdict';

/** A query parameter written as a non-negative integer in digits; undefined when absent, null when it is something else (the request is invalid, §7). */
function integerParameter(query: URLSearchParams, name: string): number | undefined | null {
  const value = query.get(name);
  if (value === null) return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The filters and search that narrow a result: with one, total_count is the filtered rule's. */
const NARROWING = ['status', 'search', 'expected_date', 'expected_date_after', 'expected_date_before'];

export const totalRuleOf = (query: URLSearchParams): string =>
  NARROWING.some((name) => query.has(name)) ? 'paging.total-count-counts-filtered-and-searched-results' : 'paging.total-count-counts-every-release';

/**
 * Where the page starts and how many it may hold; undefined when limit or offset is not an integer
 * (nothing to judge). `limit=0` holds no item: limit is the maximum number returned (§4.1), and
 * openapi.yaml decides 0 is allowed and gives none.
 */
export function pageWindow(query: URLSearchParams): { offset: number; limit: number; asked: boolean } | undefined {
  const [limit, offset] = [integerParameter(query, 'limit'), integerParameter(query, 'offset')];
  if (limit === null || offset === null) return undefined;
  return { offset: offset ?? DEFAULT_OFFSET, limit: limit ?? DEFAULT_LIMIT, asked: limit !== undefined };
}

export function pageVerdicts(body: unknown, query: URLSearchParams): Verdict[] {
  const window = pageWindow(query);
  if (!window || !isObject(body) || !Array.isArray(body.items)) return [];
  const count = body.items.length;
  const total = isObject(body.meta) && Number.isInteger(body.meta.total_count) ? (body.meta.total_count as number) : undefined;
  const verdicts: Verdict[] = [];
  const bound = Math.min(window.limit, MAX_LIMIT);
  const sizeRule = window.limit > MAX_LIMIT ? 'paging.no-page-exceeds-200' : window.asked ? 'paging.limit-bounds-the-page' : 'paging.default-page-size-is-200';
  verdicts.push(
    count > bound
      ? { ...refOf(sizeRule), outcome: 'violated', expected: `at most ${bound} items`, actual: `${count} items`, pointer: '/items' }
      : { ...refOf(sizeRule), outcome: 'holds' },
  );
  if (total === undefined) return verdicts;
  const totalRule = totalRuleOf(query);
  verdicts.push(
    count > 0 && total < window.offset + count
      ? {
          ...refOf(totalRule),
          outcome: 'violated',
          expected: `total_count at least ${window.offset + count} (offset ${window.offset} and ${count} items shown)`,
          actual: `total_count ${total}`,
          pointer: '/meta/total_count',
        }
      : { ...refOf(totalRule), outcome: 'holds' },
  );
  // Fewer items than the page may hold: the last page, so total_count ends with it (without limit, the default of 200 is the bound).
  if (count < bound) {
    const shortRule = window.asked ? 'paging.short-page-is-the-last' : 'paging.default-page-size-is-200';
    const remaining = total - window.offset - count;
    verdicts.push(
      remaining > 0
        ? {
            ...refOf(shortRule),
            outcome: 'violated',
            expected: `a page of ${count} < ${bound} items is the last: total_count ${window.offset + count}`,
            actual: `total_count ${total}: ${remaining} more after this page`,
            pointer: '/meta/total_count',
          }
        : { ...refOf(shortRule), outcome: 'holds' },
    );
  }
  return verdicts;
}
