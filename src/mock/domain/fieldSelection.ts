// The mock reads `fields` as Wagtail does; the reading is the rulebook's mock profile's, held once
// there (src/rules/profile/wagtailFields.ts). Here a value Wagtail refuses becomes a 400.
import { QueryError } from './queryError';
import { FieldsSyntaxError, wagtailFieldSelection, type WagtailFieldName, type FieldSelection } from '../../rules/withoutSchemas';

export { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, type BodyField, type FieldSelection, type MetaField } from '../../rules/withoutSchemas';

/**
 * Selections read, per defaults list and `fields` value: a request's query is checked, then
 * answered, each reading its `fields`, and clients ask the same few lists over and over. Bounded:
 * a map that reaches this many values starts again empty (a client varying `fields` on every
 * request costs a parse each, as without it).
 */
const MAX_KEPT = 64;
const kept = new Map<readonly WagtailFieldName[], Map<string, FieldSelection>>();

/** The fields a `fields` value selects from `defaults`; a QueryError (400) for a value Wagtail refuses. Shared and frozen: not to be changed. */
export function selectFields(fieldsParameter: string | undefined, defaults: readonly WagtailFieldName[]): FieldSelection {
  let byValue = kept.get(defaults);
  if (!byValue) kept.set(defaults, (byValue = new Map()));
  const key = fieldsParameter ?? '';
  const known = byValue.get(key);
  if (known) return known;
  try {
    const { body, meta } = wagtailFieldSelection(fieldsParameter, defaults);
    const selection = Object.freeze({ body: Object.freeze(body), meta: Object.freeze(meta) }) as FieldSelection;
    if (byValue.size >= MAX_KEPT) byValue.clear();
    byValue.set(key, selection);
    return selection;
  } catch (error) {
    if (error instanceof FieldsSyntaxError) throw new QueryError('RPA_FIELDS_INVALID', error.message);
    throw error;
  }
}
