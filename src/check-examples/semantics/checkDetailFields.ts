// Checking an example's items hold the keys its `fields` selection gives.
import { refOf, type FieldSelection, type Item } from '../../rules';
import type { FieldBounds } from './fieldBounds';
import type { Finding } from '../types';
import { META_FIELDS, RELEASE_FIELDS } from '../../core/spec';

/** The item's keys for a selection, `meta` standing for any meta field. */
const bodyKeys = ({ body, meta }: FieldSelection): string[] => [...body, ...(meta.length > 0 ? ['meta'] : [])];

interface Keys {
  /** The keys a release has. */
  known: readonly string[];
  required: string[];
  allowed: string[];
}

/**
 * Known keys held that may not be, and keys that must be held but are not; `prefix` names them
 * (`meta.`). Keys no release has are not judged: the schema check decides whether extra fields
 * are allowed.
 */
function keyFindings(at: string, prefix: string, actual: string[], keys: Keys, label: string, rule: string): Finding[] {
  const named = (names: string[]) => names.map((key) => `${prefix}${key}`).join(', ');
  const extra = actual.filter((key) => keys.known.includes(key) && !keys.allowed.includes(key));
  const missing = keys.required.filter((key) => !actual.includes(key));
  const finding = (message: string): Finding => ({ check: 'reference', rule, pointer: at, message: `the page ${message}; ${rule} (${refOf(rule).section})` });
  return [
    ...(extra.length ? [finding(`holds ${named(extra)}, which ${label} does not select`)] : []),
    ...(missing.length ? [finding(`lacks ${named(missing)}, which ${label} selects`)] : []),
  ];
}

/**
 * The detail endpoint's page holds the fields, and meta fields, that `fields` selects, and no
 * other field of a release. A `fields` value is `fields.subset-holds-requested-fields`'s; the
 * defaults are the mock's (`mock.detail-default-is-every-field`).
 */
export function checkDetailFields(page: Item, { required, allowed, label }: FieldBounds, fields: string | undefined): Finding[] {
  const rule = fields === undefined ? 'mock.detail-default-is-every-field' : 'fields.subset-holds-requested-fields';
  const meta = page.meta as Record<string, unknown> | undefined;
  return [
    ...keyFindings('', '', Object.keys(page), { known: RELEASE_FIELDS, required: bodyKeys(required), allowed: bodyKeys(allowed) }, label, rule),
    ...(meta && allowed.meta.length > 0
      ? keyFindings('/meta', 'meta.', Object.keys(meta), { known: META_FIELDS, required: required.meta, allowed: allowed.meta }, label, rule)
      : []),
  ];
}
