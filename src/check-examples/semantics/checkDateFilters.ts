import { shows } from './itemRelease';
import { itemFinding, type ShownItem } from './shownItems';
import type { Finding } from '../types';

/** The date filters of spec §4.1, and what an item's expected_date must be for each. */
const DATE_FILTERS: { parameter: string; holds: (date: string, value: string) => boolean; otherwise: string }[] = [
  { parameter: 'expected_date', holds: (date, value) => date === value, otherwise: 'other than' },
  { parameter: 'expected_date_after', holds: (date, value) => date >= value, otherwise: 'before' },
  { parameter: 'expected_date_before', holds: (date, value) => date <= value, otherwise: 'after' },
];

/** Items that show expected_date meet every date filter of the request. */
export function checkDateFilters(items: readonly ShownItem[], query: URLSearchParams): Finding[] {
  const filters = DATE_FILTERS.filter(({ parameter }) => query.has(parameter));
  return items
    .filter((shown) => shows(shown.item, 'expected_date'))
    .flatMap((shown) =>
      filters
        .filter(({ parameter, holds }) => !holds(shown.item.expected_date!, query.get(parameter)!))
        .map(({ parameter, otherwise }) => {
          const value = query.get(parameter)!;
          return itemFinding(shown, '/expected_date', `has expected_date ${shown.item.expected_date}, ${otherwise} ${parameter}=${value}`);
        }),
    );
}
