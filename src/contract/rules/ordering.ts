import { described, rule, type Rule } from '../suite/rule';
import { windowsOf } from '../suite/context';
import { expectDateOrder, readWindow, walkResult } from './support';
import { fail, skip } from '../suite/outcomes';

// Order without `ordering` is not shown (spec §4.1), so no rule looks at it.
function orderingRule(descending: boolean): Rule {
  const direction = descending ? 'descending' : 'ascending';
  const ordering = `${descending ? '-' : ''}expected_date`;
  return rule({
    ...described(`ordering.expected-date-${direction}-across-pages`),
    async check(context) {
      const total = context.snapshot.totalCount;
      if (total < 2) skip(`${total} release(s): nothing to order`);
      if (!context.snapshot.complete) {
        // A large listing: windows spread through it, each over several page boundaries.
        for (const window of windowsOf(total)) expectDateOrder(await readWindow(context, `ordering=${ordering}`, window, 100), descending);
        return;
      }
      // At least two pages (three up to 600 releases) so that the order is seen across page boundaries; never above 200 a page.
      const limit = Math.min(context.pageSize, Math.ceil(total / 3));
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
