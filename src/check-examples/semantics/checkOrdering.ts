import { comparatorFor, parseOrdering, type OrderingKey } from '../../mock/domain/ordering';
import type { StoredRelease } from '../../core/types';
import type { Profile } from '../../core/profile';
import { releaseOf, shows, type Item } from './itemRelease';
import { itemFinding, type ShownItem } from './shownItems';
import type { Finding } from '../types';

/** The documentation's ordering: by expected_date, either way (§4.1). */
const DOCUMENTED = ['expected_date', '-expected_date'];

interface Order {
  key: OrderingKey;
  label: string;
  compare: (a: StoredRelease, b: StoredRelease) => number;
}

const valueOf = (item: Item, key: string) => String(key === 'first_published_at' ? item.meta!.first_published_at : item[key]);

/**
 * The order the items must follow. The mock's: `ordering`, else ascending id except with
 * `search` (relevance, which an example cannot show), ties by ascending id. The documentation
 * states only expected_date's, and leaves ties, other keys and the order without `ordering` open.
 */
function orderOf(query: URLSearchParams, profile: Profile): Order | undefined {
  const value = query.get('ordering');
  if (profile === 'spec') {
    if (value === null || !DOCUMENTED.includes(value)) return undefined;
    const { descending } = parseOrdering(value);
    const direction = descending ? -1 : 1;
    const compare = (a: StoredRelease, b: StoredRelease) => (a.expected_date === b.expected_date ? 0 : a.expected_date < b.expected_date ? -direction : direction);
    return { key: 'expected_date', label: `ordering=${value}`, compare };
  }
  if (value !== null) return { key: parseOrdering(value).key, label: `ordering=${value}`, compare: comparatorFor(parseOrdering(value)) };
  return query.has('search') ? undefined : { key: 'id', label: 'the default order (ascending id)', compare: comparatorFor(parseOrdering('id')) };
}

/** Consecutive items follow the order, when the items show the field it sorts by. */
export function checkOrdering(items: readonly ShownItem[], query: URLSearchParams, profile: Profile): Finding[] {
  const order = orderOf(query, profile);
  if (!order || !items.every((shown) => shows(shown.item, order.key))) return [];
  return items.slice(1).flatMap((shown, i) => {
    const previous = items[i];
    if (order.compare(releaseOf(previous.item), releaseOf(shown.item)) <= 0) return [];
    const describe = (s: ShownItem) => `${order.key} ${valueOf(s.item, order.key)}${order.key !== 'id' && shows(s.item, 'id') ? `, id ${s.item.id}` : ''}`;
    return [itemFinding(shown, '', `(${describe(shown)}) comes after ${previous.name} (${describe(previous)}), against ${order.label}`)];
  });
}
