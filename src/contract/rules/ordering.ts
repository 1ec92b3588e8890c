// The suite's rules on `ordering`.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import { windowsOf, type SuiteItem } from '../suite/context';
import { expectDateOrder, readWindow, walkResult } from './support';
import { fail, skip } from '../suite/outcomes';

/** Pages at most this many times more than the default walk: a tie is worth a few more requests, not a crawl. */
const TIE_PAGES_FACTOR = 3;

/**
 * A page size no larger than `limit` that puts a page boundary inside the longest run of releases
 * sharing one expected_date: a deployment whose ties fall in another order from page to page then
 * repeats or loses a release there. `limit` itself when no smaller size within a few times the
 * pages does.
 */
function tieSplittingLimit(items: readonly SuiteItem[], limit: number, descending: boolean): number {
  const dates = items.map((item) => String(item.expected_date ?? '')).sort();
  if (descending) dates.reverse();
  let [start, end] = [0, 0];
  for (let i = 0, runStart = 0; i <= dates.length; i++) {
    if (i === dates.length || dates[i] !== dates[runStart]) {
      if (i - runStart > end - start) [start, end] = [runStart, i];
      runStart = i;
    }
  }
  for (let size = limit; size >= Math.max(1, Math.ceil(limit / TIE_PAGES_FACTOR)); size--) {
    if (Math.floor((end - 1) / size) * size > start) return size;
  }
  return limit;
}

// Order without `ordering` is not shown (spec §4.1), so no rule looks at it.
function orderingRule(descending: boolean): Rule {
  const direction = descending ? 'descending' : 'ascending';
  const ordering = `${descending ? '-' : ''}expected_date`;
  return rule({
    ...rulebookDescription(`ordering.expected-date-${direction}-across-pages`),
    async check(context) {
      const total = context.snapshot.totalCount;
      if (total < 2) skip(`${total} release(s): nothing to order`);
      if (!context.snapshot.complete) {
        // A large listing: windows spread through it, each over several page boundaries.
        for (const window of windowsOf(total)) expectDateOrder(await readWindow(context, `ordering=${ordering}`, window, 100), descending);
        return;
      }
      // At least two pages (three up to 600 releases) so that the order is seen across page boundaries; never above 200 a page.
      const limit = tieSplittingLimit(context.snapshot.items, Math.min(context.pageSize, Math.ceil(total / 3)), descending);
      context.drew(`pages of ${limit}, a boundary inside the longest run of one expected_date where one falls`, `ordering=${ordering}&limit=${limit}`);
      const result = await walkResult(context, `ordering=${ordering}`, limit);
      expectDateOrder(result, descending);
      const returned = new Set(result.items.map((i) => i.id));
      const missing = context.snapshot.items.filter((i) => !returned.has(i.id));
      if (missing.length > 0) {
        fail(`walking ordering=${ordering} ${limit} at a time left out ${missing.length} release(s)`, {
          expected: `each of the ${total} releases once`,
          actual: `${result.items.length} releases, without release ${missing[0].id}`,
          response: result.pages[result.pages.length - 1],
        });
      }
    },
  });
}

export const orderingRules: Rule[] = [orderingRule(false), orderingRule(true)];
