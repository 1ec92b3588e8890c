import { comparatorFor, parseOrdering } from '../../mock/domain/ordering';
import { releaseOf, shows, type Item } from './itemRelease';
import { itemFinding, type ShownItem } from './shownItems';
import type { Finding } from '../types';

const valueOf = (item: Item, key: string) => String(key === 'first_published_at' ? item.meta!.first_published_at : item[key]);

/** `ordering=title`, or the reference's order without it: ascending id, except with `search` (relevance, which an example cannot show). */
function orderingOf(query: URLSearchParams): { value: string; label: string } | undefined {
  const value = query.get('ordering');
  if (value !== null) return { value, label: `ordering=${value}` };
  return query.has('search') ? undefined : { value: 'id', label: 'the default order (ascending id)' };
}

/** Consecutive items follow the ordering, when the items show the field it sorts by (ties by ascending id when ids are shown). */
export function checkOrdering(items: readonly ShownItem[], query: URLSearchParams): Finding[] {
  const ordering = orderingOf(query);
  if (!ordering) return [];
  const parsed = parseOrdering(ordering.value);
  if (!items.every((shown) => shows(shown.item, parsed.key))) return [];
  const compare = comparatorFor(parsed);
  return items.slice(1).flatMap((shown, i) => {
    const previous = items[i];
    if (compare(releaseOf(previous.item), releaseOf(shown.item)) <= 0) return [];
    const describe = (s: ShownItem) => `${parsed.key} ${valueOf(s.item, parsed.key)}${parsed.key !== 'id' && shows(s.item, 'id') ? `, id ${s.item.id}` : ''}`;
    return [itemFinding(shown, '', `(${describe(shown)}) comes after ${previous.name} (${describe(previous)}), against ${ordering.label}`)];
  });
}
