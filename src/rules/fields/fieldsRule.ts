// Each item holds what `fields` selects under one reading the profile admits, and no other documented field.
import { META_FIELDS, RELEASE_FIELDS } from '../../core/spec';
import { refOf } from '../catalogue';
import { isObject, type Item } from '../items/item';
import { HOLDS, type ItemRule } from '../items/itemJudgement';
import type { Reading, Selection } from './selection';

const DOCUMENTED = new Set<string>(RELEASE_FIELDS);
const DOCUMENTED_META = new Set<string>(META_FIELDS);

const describe = (reading: Reading) => [...reading.fields].join(', ') + (reading.meta.length ? ` (meta with ${reading.meta.join(', ')})` : '');

const metaHeld = (item: Item) => (isObject(item.meta) ? Object.keys(item.meta).filter((key) => DOCUMENTED_META.has(key)) : []);

const topLevelFits = (held: string[], reading: Reading) => held.length === reading.fields.size && held.every((key) => reading.fields.has(key));

/** Whether the item is what the reading selects: its documented fields exactly those, meta holding the named meta fields (exactly, where the reading says). Fields the documentation does not name are the schema rule's. */
function fits(item: Item, reading: Reading): boolean {
  if (
    !topLevelFits(
      Object.keys(item).filter((key) => DOCUMENTED.has(key)),
      reading,
    )
  )
    return false;
  if (reading.metaExact && metaHeld(item).some((name) => !reading.meta.includes(name))) return false;
  return reading.meta.every((name) => isObject(item.meta) && name in item.meta);
}

export function fieldsRule(selection: Selection): ItemRule {
  const expected = selection.readings.map((r) => `${r.name}: ${describe(r)}`).join('; or ');
  return {
    ref: refOf(selection.rule),
    expected: `with ${selection.label}, ${expected}`,
    judge(item) {
      if (selection.readings.some((reading) => fits(item, reading))) return HOLDS;
      const held = Object.keys(item).filter((key) => DOCUMENTED.has(key));
      // Its top-level fields are right: its meta is not.
      if (selection.readings.some((reading) => topLevelFits(held, reading)))
        return { problem: `meta holds ${metaHeld(item).join(', ') || 'no documented field'}`, at: '/meta' };
      return { problem: `holds ${held.length ? held.join(', ') : 'no documented field'}` };
    },
  };
}
