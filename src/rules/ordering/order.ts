// §4.1 `ordering`: the order the items of a result must follow, as far as the profile judges it,
// compared pairwise so that the same order is judged within a page and across pages.
import { refOf } from '../catalogue';
import { isObject, type Item } from '../items/item';
import type { Readings } from '../profile/readings';
import type { RuleRef } from '../verdict';

export interface Order {
  ref: RuleRef;
  /** The field the order reads (`id`, `expected_date`, `title`, `first_published_at`). */
  key: string;
  label: string;
  /** Negative when `a` must come before `b`, positive when after, 0 when either order is right; undefined when the items do not show what decides it. */
  compare(a: Item, b: Item): number | undefined;
}

/** English collation, ignoring case but not accents (the mock's order of titles). */
const titleCollator = new Intl.Collator('en', { sensitivity: 'accent' });

/** The value an order reads; undefined when the item does not show it. */
function valueOf(item: Item, key: string): unknown {
  if (key === 'first_published_at') return isObject(item.meta) ? item.meta.first_published_at : undefined;
  return item[key];
}

function compareValues(key: string, a: unknown, b: unknown): number | undefined {
  if (key === 'id') return typeof a === 'number' && typeof b === 'number' ? a - b : undefined;
  if (key === 'title') return typeof a === 'string' && typeof b === 'string' ? titleCollator.compare(a, b) : undefined;
  if (key === 'first_published_at') {
    // null sorts after every value ascending (PostgreSQL's NULLS LAST).
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    const [x, y] = [Date.parse(String(a)), Date.parse(String(b))];
    return Number.isNaN(x) || Number.isNaN(y) ? undefined : x - y;
  }
  return typeof a === 'string' && typeof b === 'string' ? (a < b ? -1 : a > b ? 1 : 0) : undefined;
}

function orderBy(rule: string, key: string, descending: boolean, tiesById: boolean, label: string): Order {
  return {
    ref: refOf(rule),
    key,
    label,
    compare(a, b) {
      const primary = compareValues(key, valueOf(a, key), valueOf(b, key));
      if (primary === undefined) return undefined;
      const directed = descending ? -primary : primary;
      if (directed !== 0 || !tiesById || key === 'id') return directed;
      return compareValues('id', a.id, b.id);
    },
  };
}

/**
 * The order of a query: `ordering=expected_date` either way (ties in any order, by ascending id in
 * the mock profile), the mock's other keys, and without `ordering` or `search` the mock's
 * ascending id. Undefined where the profile judges no order (other values, relevance, "not shown").
 */
export function orderOf(query: URLSearchParams, readings: Readings): Order | undefined {
  const value = query.get('ordering');
  if (value === null) {
    return readings.defaultOrderIsId && !query.has('search')
      ? orderBy('mock.order-without-ordering-is-ascending-id', 'id', false, false, 'the default order (ascending id)')
      : undefined;
  }
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  if (!readings.orderingKeys.includes(key)) return undefined;
  const rule =
    key === 'expected_date' ? `ordering.expected-date-${descending ? 'descending' : 'ascending'}-across-pages` : 'mock.orderings-beyond-expected-date';
  return orderBy(rule, key, descending, readings.tiesById, `ordering=${value}${readings.tiesById ? ', ties by ascending id' : ' (ties in any order)'}`);
}
