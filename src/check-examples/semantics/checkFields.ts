import type { FieldSelection } from '../../mock/domain/fieldSelection';
import type { FieldBounds } from './fieldBounds';
import { itemFinding, type ShownItem } from './shownItems';
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
function keyFindings(shown: ShownItem, at: string, prefix: string, actual: string[], keys: Keys, label: string): Finding[] {
  const named = (names: string[]) => names.map((key) => `${prefix}${key}`).join(', ');
  const extra = actual.filter((key) => keys.known.includes(key) && !keys.allowed.includes(key));
  const missing = keys.required.filter((key) => !actual.includes(key));
  return [
    ...(extra.length ? [itemFinding(shown, at, `holds ${named(extra)}, which ${label} does not select`)] : []),
    ...(missing.length ? [itemFinding(shown, at, `lacks ${named(missing)}, which ${label} selects`)] : []),
  ];
}

/** Every item holds the fields, and meta fields, that `fields` selects, and no other field of a release it does not. */
export function checkFields(items: readonly ShownItem[], { required, allowed, label }: FieldBounds): Finding[] {
  return items.flatMap((shown) => [
    ...keyFindings(shown, '', '', Object.keys(shown.item), { known: RELEASE_FIELDS, required: bodyKeys(required), allowed: bodyKeys(allowed) }, label),
    ...(shown.item.meta && allowed.meta.length > 0
      ? keyFindings(shown, '/meta', 'meta.', Object.keys(shown.item.meta), { known: META_FIELDS, required: required.meta, allowed: allowed.meta }, label)
      : []),
  ]);
}
