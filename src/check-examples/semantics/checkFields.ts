import { selectFields, type FieldSelection } from '../../mock/domain/fieldSelection';
import { itemFinding, type ShownItem } from './shownItems';
import type { Finding } from '../types';
import { BODY_FIELDS, META_FIELDS } from '../../core/spec';

type Defaults = Parameters<typeof selectFields>[1];

/** A selection as the `fields` syntax writes it: `id, title, meta`, or `*`. */
function describeSelection({ body, meta }: FieldSelection): string {
  if (body.length === BODY_FIELDS.length && meta.length === META_FIELDS.length) return '*';
  return [...body, ...(meta.length === META_FIELDS.length ? ['meta'] : meta)].join(', ');
}

/** Keys held that are not expected, and keys expected but not held; `prefix` names them (`meta.`). */
function keyFindings(shown: ShownItem, at: string, prefix: string, actual: string[], expected: string[], fieldsLabel: string): Finding[] {
  const named = (keys: string[]) => keys.map((key) => `${prefix}${key}`).join(', ');
  const extra = actual.filter((key) => !expected.includes(key));
  const missing = expected.filter((key) => !actual.includes(key));
  return [
    ...(extra.length ? [itemFinding(shown, at, `holds ${named(extra)}, which ${fieldsLabel} does not select`)] : []),
    ...(missing.length ? [itemFinding(shown, at, `lacks ${named(missing)}, which ${fieldsLabel} selects`)] : []),
  ];
}

/** Every item holds exactly the fields, and meta fields, that the reference writes for this `fields` value. */
export function checkFields(items: readonly ShownItem[], fields: string | undefined, defaults: Defaults): Finding[] {
  const selection = selectFields(fields, defaults);
  const fieldsLabel = fields === undefined ? `fields (default: ${describeSelection(selectFields(undefined, defaults))})` : `fields=${fields}`;
  const bodyKeys = [...selection.body, ...(selection.meta.length > 0 ? ['meta'] : [])];
  return items.flatMap((shown) => [
    ...keyFindings(shown, '', '', Object.keys(shown.item), bodyKeys, fieldsLabel),
    ...(shown.item.meta && selection.meta.length > 0
      ? keyFindings(shown, '/meta', 'meta.', Object.keys(shown.item.meta), selection.meta, fieldsLabel)
      : []),
  ]);
}
