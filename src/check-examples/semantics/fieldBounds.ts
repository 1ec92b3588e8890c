import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, selectFields, type FieldSelection } from '../../mock/domain/fieldSelection';
import type { Profile } from '../../core/profile';
import { BODY_FIELDS, META_FIELDS } from '../../core/spec';

type FieldName = Parameters<typeof selectFields>[1][number];

const EVERY_FIELD: readonly FieldName[] = [...BODY_FIELDS, ...META_FIELDS];

/** The fields an item must hold, the fields it may hold, and how findings name the `fields` value. */
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

/**
 * The defaults `fields` starts from, at least and at most. The mock's are exact. The
 * documentation's table says a listing's are id, title and meta, its sample shows every field,
 * and it does not say whether names add to the defaults or replace them; the detail endpoint is
 * beyond it altogether.
 */
function defaultsOf(fields: string | undefined, listing: boolean, profile: Profile): { least: readonly FieldName[]; most: readonly FieldName[] } {
  if (profile === 'mock') {
    const defaults = listing ? LISTING_DEFAULT_FIELDS : DETAIL_DEFAULT_FIELDS;
    return { least: defaults, most: defaults };
  }
  if (!listing) return { least: [], most: EVERY_FIELD };
  return fields === undefined ? { least: LISTING_DEFAULT_FIELDS, most: EVERY_FIELD } : { least: [], most: LISTING_DEFAULT_FIELDS };
}

/** What items must and may hold for this `fields` value (Wagtail's syntax: `*`, `_` and `-name` as the mock reads them). */
export function fieldBounds(fields: string | undefined, listing: boolean, profile: Profile): FieldBounds {
  const { least, most } = defaultsOf(fields, listing, profile);
  const required = selectFields(fields, least);
  return {
    required,
    allowed: selectFields(fields, most),
    label: fields === undefined ? `fields (default: ${describeSelection(required)})` : `fields=${fields}`,
  };
}
