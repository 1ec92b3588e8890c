// The rules of a listing answer as a whole: its order, its size, the fields `fields` selects.
import type { Item } from '../contract/suite/context';
import { missingKeys } from '../contract/rules/itemChecks';
import { DEFAULT_FIELDS, DEFAULT_LIMIT, META_FIELDS, RELEASE_FIELDS } from '../core/spec';
import { boundedPayload, type AnswerVerdict } from './violation';

/** `items` holds at most `limit` (200 without one). */
export function checkLimit(items: Item[], query: URLSearchParams, verdict: AnswerVerdict): void {
  const limit = query.has('limit') ? Number(query.get('limit')) : DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || items.length <= limit) return;
  verdict.violations.push({ rule: 'paging.limit-bounds-the-page', section: '§4.1', expected: `at most ${limit} items`, actual: `${items.length} items`, pointer: '/items' });
}

/** `ordering=expected_date` or `-expected_date`: that order, ties by ascending id. */
export function checkOrder(items: Item[], query: URLSearchParams, verdict: AnswerVerdict): void {
  const ordering = query.get('ordering');
  if (ordering !== 'expected_date' && ordering !== '-expected_date') return;
  const descending = ordering.startsWith('-');
  const direction = descending ? 'descending' : 'ascending';
  const position = items.findIndex((item, i) => {
    const previous = items[i - 1];
    if (!previous || typeof previous.expected_date !== 'string' || typeof item.expected_date !== 'string') return false;
    if (item.expected_date === previous.expected_date) return item.id < previous.id;
    return descending ? item.expected_date > previous.expected_date : item.expected_date < previous.expected_date;
  });
  if (position === -1) return;
  const [previous, item] = [items[position - 1], items[position]];
  verdict.violations.push({
    rule: `ordering.expected-date-${direction}-across-pages`,
    section: '§4.1',
    expected: `after release ${previous.id} (${previous.expected_date}), an expected_date ${descending ? 'on or before' : 'on or after'} it, ties by ascending id`,
    actual: `release ${item.id} with expected_date ${item.expected_date}`,
    pointer: `/items/${position}`,
    payload: boundedPayload(item),
  });
}

/**
 * What `fields` selects: `*` every field; otherwise the defaults (none after `_`) and the names.
 * Undefined where the selection is not read here (meta field names, `-name` removals).
 */
function selection(fields: string | null): { rule: string; exact: boolean; keys: readonly string[] } | undefined {
  if (fields === null) return { rule: 'fields.default-holds-id-title-meta', exact: false, keys: DEFAULT_FIELDS };
  const names = fields.split(',');
  if (names.includes('*')) return { rule: 'fields.star-selects-every-field', exact: false, keys: RELEASE_FIELDS };
  const added = names[0] === '_' ? names.slice(1) : names;
  if (added.some((name) => name.startsWith('-') || name === '_' || (META_FIELDS as readonly string[]).includes(name))) return undefined;
  return { rule: 'fields.subset-holds-requested-fields', exact: true, keys: [...new Set([...(names[0] === '_' ? [] : DEFAULT_FIELDS), ...added])] };
}

/** Each item holds the fields the query selects, and with a list of names no other documented field. */
export function checkFields(items: Item[], query: URLSearchParams, verdict: AnswerVerdict): void {
  const selected = selection(query.get('fields'));
  if (!selected) {
    verdict.unjudged.push('fields.subset-holds-requested-fields');
    return;
  }
  const documented = new Set<string>(RELEASE_FIELDS);
  const problemOf = (item: Item) => {
    const extra = selected.exact ? Object.keys(item).filter((key) => documented.has(key) && !selected.keys.includes(key)) : [];
    return missingKeys(item, selected.keys) ?? (extra.length > 0 ? `also holds ${extra.join(', ')}` : undefined);
  };
  const position = items.findIndex((item) => problemOf(item) !== undefined);
  if (position === -1) return;
  verdict.violations.push({
    rule: selected.rule,
    section: '§4.1',
    expected: selected.exact ? `exactly ${selected.keys.join(', ')}` : `at least ${selected.keys.join(', ')}`,
    actual: `release ${items[position].id} ${problemOf(items[position])}`,
    pointer: `/items/${position}`,
    payload: boundedPayload(items[position]),
  });
}
