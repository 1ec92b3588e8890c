// The mock reads `fields` as Wagtail does; the reading is the rulebook's mock profile's, held once
// there (src/rules/profile/wagtailFields.ts). Here a value Wagtail refuses becomes a 400.
import { QueryError } from './queryError';
import { FieldsSyntaxError } from '../../rules/profile/wagtailFieldsGrammar';
import { selectFields as wagtailSelection, type FieldName, type FieldSelection } from '../../rules/profile/wagtailFields';

export { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, type BodyField, type FieldSelection, type MetaField } from '../../rules/profile/wagtailFields';

/** The fields a `fields` value selects from `defaults`; a QueryError (400) for a value Wagtail refuses. */
export function selectFields(fieldsParameter: string | undefined, defaults: readonly FieldName[]): FieldSelection {
  try {
    return wagtailSelection(fieldsParameter, defaults);
  } catch (error) {
    if (error instanceof FieldsSyntaxError) throw new QueryError(error.message);
    throw error;
  }
}
