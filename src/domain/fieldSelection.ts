import { parseFieldsParameter } from './fieldsParameter';
import { QueryError } from './queryError';

/** Fields of a release page outside `meta`, in the order of spec table 2.2 (the order items are written in). */
export const BODY_FIELDS = [
  'id',
  'title',
  'expected_date',
  'expected_time_period',
  'target_date',
  'content_scheduled',
  'status',
  'announcement_reports',
] as const;
/** Fields that live inside `meta`, in the order of spec table 2.3. */
export const META_FIELDS = ['type', 'detail_url', 'html_url', 'slug', 'first_published_at'] as const;

export type BodyField = (typeof BODY_FIELDS)[number];
export type MetaField = (typeof META_FIELDS)[number];
type FieldName = BodyField | MetaField;

/** Which fields to write, already in output order. */
export interface FieldSelection {
  body: BodyField[];
  meta: MetaField[];
}

const ALL_FIELDS: readonly FieldName[] = [...BODY_FIELDS, ...META_FIELDS];
const KNOWN = new Set<string>([...ALL_FIELDS, 'meta']);
/** `meta` is the mock's name for the whole meta object (the spec writes the default as `id,title,meta`). */
const expand = (name: string): FieldName[] => (name === 'meta' ? [...META_FIELDS] : [name as FieldName]);

export const LISTING_DEFAULT_FIELDS: readonly FieldName[] = ['id', 'title', ...META_FIELDS];
export const DETAIL_DEFAULT_FIELDS: readonly FieldName[] = ALL_FIELDS;

/**
 * Applies a `fields` value to a set of default fields the way Wagtail's
 * `_get_serializer_class` does: `*` starts from every field, `_` from none, names are added,
 * `-name` removes; every name mentioned must exist; no field of a release supports nesting.
 */
export function selectFields(fieldsParameter: string | undefined, defaults: readonly FieldName[]): FieldSelection {
  const parsed = fieldsParameter ? parseFieldsParameter(fieldsParameter) : [];
  let chosen = new Set<FieldName>(defaults);
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
    throw new QueryError(`unknown fields: ${[...new Set(unknown)].sort().join(', ')}`);
  }
  const nested = new Set<FieldName>();
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
    throw new QueryError(`'${asked}' does not support nested fields`);
  }
  return {
    body: BODY_FIELDS.filter((f) => chosen.has(f)),
    meta: META_FIELDS.filter((f) => chosen.has(f)),
  };
}
