// §4.1 `fields`: which documented top-level fields an item may hold under each reading the profile admits.
import { DEFAULT_FIELDS, META_FIELDS, RELEASE_FIELDS } from '../../core/spec';
import type { Readings } from '../profile/readings';
import { FieldsSyntaxError } from '../profile/wagtailFieldsGrammar';
import { LISTING_DEFAULT_FIELDS, wagtailFieldSelection } from '../profile/wagtailFields';

/** The documented top-level fields one reading selects, and the meta fields it names. */
export interface Reading {
  name: string;
  fields: ReadonlySet<string>;
  meta: readonly string[];
  /** Whether meta holds exactly `meta` of its documented fields (Wagtail's `-name` takes one away); else at least those. */
  metaExact?: boolean;
}

export interface Selection {
  rule: string;
  /** The `fields` value as a message names it. */
  label: string;
  readings: Reading[];
}

const META = new Set<string>(META_FIELDS);
const BODY = new Set<string>(RELEASE_FIELDS);

/** What Wagtail's reading selects of a listing's fields (the mock profile's), or why nothing: a value Wagtail refuses is an invalid request. */
function wagtailSelection(fields: string): Selection | { why: string } {
  try {
    const { body, meta } = wagtailFieldSelection(fields, LISTING_DEFAULT_FIELDS);
    const selected = new Set<string>(body.map((name) => name));
    if (meta.length > 0) selected.add('meta');
    return {
      rule: 'fields.subset-holds-requested-fields',
      label: `fields=${fields}`,
      readings: [{ name: 'Wagtail', fields: selected, meta, metaExact: true }],
    };
  } catch (error) {
    if (error instanceof FieldsSyntaxError) return { why: `fields=${fields} is refused (${error.message})` };
    throw error;
  }
}

/**
 * What `fields` selects, as each admitted reading has it; `{ why }` where it is not read here:
 * `_`, `-name` and nested lists are Wagtail's syntax, beyond the documentation (the mock profile
 * reads them as Wagtail does), and an unknown name makes the request invalid.
 */
export function selectionOf(fields: string | null, readings: Readings): Selection | { why: string } {
  if (fields === null) {
    return {
      rule: 'fields.default-holds-id-title-meta',
      label: 'no fields',
      readings: readings.noFields.map((name) => ({ name, fields: new Set<string>(name === 'defaults' ? DEFAULT_FIELDS : RELEASE_FIELDS), meta: [] })),
    };
  }
  const names = fields.split(',').map((name) => name.trim());
  if (names[0] === '*' && names.length === 1)
    return { rule: 'fields.star-selects-every-field', label: 'fields=*', readings: [{ name: 'every field', fields: new Set(RELEASE_FIELDS), meta: [] }] };
  if (names.some((name) => !BODY.has(name) && !META.has(name))) {
    if (readings.wagtailFieldsSyntax) return wagtailSelection(fields);
    return { why: `fields=${fields} uses syntax or names beyond the documented field names` };
  }
  const named = new Set(names.map((name) => (META.has(name) ? 'meta' : name)));
  const meta = names.filter((name) => META.has(name));
  return {
    rule: 'fields.subset-holds-requested-fields',
    label: `fields=${fields}`,
    readings: readings.fieldsList.map((name) => ({ name, fields: name === 'restricted' ? named : new Set([...DEFAULT_FIELDS, ...named]), meta })),
  };
}
