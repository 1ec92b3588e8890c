// Wagtail's reading of `fields` (the mock profile's, and the mock's own): `*` starts from every
// field, `_` from none, names add to the endpoint's defaults, `-name` removes. The documentation
// states only a list of names (§4.1); the rest is Wagtail's `_get_serializer_class`.
import { BODY_FIELDS, META_FIELDS } from '../../core/spec';
import { WAGTAIL } from '../../core/messages';
import { FieldsSyntaxError, parseFieldsParameter } from './wagtailFieldsGrammar';

export type BodyField = (typeof BODY_FIELDS)[number];
export type MetaField = (typeof META_FIELDS)[number];
export type WagtailFieldName = BodyField | MetaField;

/** Which fields to write, already in output order. */
export interface FieldSelection {
  body: BodyField[];
  meta: MetaField[];
}

export const ALL_FIELDS: readonly WagtailFieldName[] = [...BODY_FIELDS, ...META_FIELDS];
const KNOWN = new Set<string>([...ALL_FIELDS, 'meta']);
/** `meta` is the mock's name for the whole meta object (the spec writes the default as `id,title,meta`). */
const expand = (name: string): WagtailFieldName[] => (name === 'meta' ? [...META_FIELDS] : [name as WagtailFieldName]);

/** The defaults of each endpoint: the listing's `id,title,meta` (§4.1), the detail endpoint's every field. */
export const LISTING_DEFAULT_FIELDS: readonly WagtailFieldName[] = ['id', 'title', ...META_FIELDS];
export const DETAIL_DEFAULT_FIELDS: readonly WagtailFieldName[] = ALL_FIELDS;

/**
 * Applies a `fields` value to a set of default fields the way Wagtail's `_get_serializer_class`
 * does: every name mentioned must exist; no field of a release supports nesting. Throws
 * FieldsSyntaxError, in Wagtail's words, for a value Wagtail refuses.
 */
export function wagtailFieldSelection(fieldsParameter: string | undefined, defaults: readonly WagtailFieldName[]): FieldSelection {
  const parsed = fieldsParameter ? parseFieldsParameter(fieldsParameter) : [];
  let chosen = new Set<WagtailFieldName>(defaults);
  let entries = parsed;
  if (parsed[0]?.name === '*') {
    chosen = new Set(ALL_FIELDS);
    entries = parsed.slice(1);
  } else if (parsed[0]?.name === '_') {
    chosen = new Set();
    entries = parsed.slice(1);
  }
  const unknown = entries.map((f) => f.name).filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) {
    throw new FieldsSyntaxError(WAGTAIL.unknownFields([...new Set(unknown)].sort()));
  }
  const nested = new Set<WagtailFieldName>();
  for (const { name, negated, subFields } of entries) {
    for (const field of expand(name)) {
      if (negated) chosen.delete(field);
      else chosen.add(field);
      if (subFields) nested.add(field);
    }
  }
  // As in Wagtail, only a field that ends up selected is refused for its nested list.
  const refused = [...nested].find((field) => chosen.has(field));
  if (refused) {
    const asked = entries.find((f) => f.subFields && expand(f.name).includes(refused))!.name;
    throw new FieldsSyntaxError(`'${asked}' does not support nested fields`);
  }
  return {
    body: BODY_FIELDS.filter((f) => chosen.has(f)),
    meta: META_FIELDS.filter((f) => chosen.has(f)),
  };
}
