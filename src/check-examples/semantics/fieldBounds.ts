// What the detail endpoint's page must and may hold for a `fields` value. The endpoint is beyond
// the documentation (§4.1 documents the listing): where the profile reads `fields` as Wagtail does
// (the mock's), it is held to that reading from the endpoint's defaults, every field
// (src/rules/profile/wagtailFields.ts); otherwise only to the names asked for.
import { ALL_FIELDS, DETAIL_DEFAULT_FIELDS, wagtailFieldSelection, type FieldSelection, type Readings } from '../../rules';
import { BODY_FIELDS, META_FIELDS } from '../../core/spec';

/** The fields the page must hold, the fields it may hold, and how findings name the `fields` value. */
export interface FieldBounds {
  required: FieldSelection;
  allowed: FieldSelection;
  label: string;
}

/** A selection as the `fields` syntax writes it: `id, title, meta`, or `*`. */
function describeSelection({ body, meta }: FieldSelection): string {
  if (body.length === BODY_FIELDS.length && meta.length === META_FIELDS.length) return '*';
  return [...body, ...(meta.length === META_FIELDS.length ? ['meta'] : meta)].join(', ');
}

export function detailFieldBounds(fields: string | undefined, readings: Readings): FieldBounds {
  const required = wagtailFieldSelection(fields, readings.wagtailFieldsSyntax ? DETAIL_DEFAULT_FIELDS : []);
  return {
    required,
    allowed: wagtailFieldSelection(fields, readings.wagtailFieldsSyntax ? DETAIL_DEFAULT_FIELDS : ALL_FIELDS),
    label: fields === undefined ? `fields (default: ${describeSelection(required)})` : `fields=${fields}`,
  };
}
