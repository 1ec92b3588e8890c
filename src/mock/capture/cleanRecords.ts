import type { ValidateFunction } from 'ajv';
import type { ReleasePage } from '../../core/types';
import { META_FIELDS } from '../../core/spec';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { extraFieldPointers, schemaErrorLines } from '../../core/openapi/describeSchemaErrors';
import { idUsedEarlier, recordLabel } from '../data/releaseRecords';

export interface CleanedRecords {
  releases: ReleasePage[];
  /** One line per dropped field (however many records had it), then one per skipped record. */
  notes: string[];
}

const SERVED_META: ReadonlySet<string> = new Set(META_FIELDS);

/**
 * The meta fields the mock does not serve, as pointers (`/meta/locale`). The schema allows further
 * meta fields (a deployment within the spec may send them), but the mock would never serve them
 * back, so a capture that kept them would hold data no request can see.
 */
const unservedMetaFields = (record: unknown): string[] => {
  const meta = (record as { meta?: unknown })?.meta;
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return [];
  return Object.keys(meta).filter((name) => !SERVED_META.has(name)).map((name) => `/meta/${name}`);
};

/** Deletes the field a pointer names (its names hold no `/`: they are property names). */
function deleteField(record: unknown, pointer: string): void {
  const names = pointer.split('/').slice(1);
  const last = names.pop() as string;
  const parent = names.reduce<unknown>((node, name) => (node as Record<string, unknown>)?.[name], record);
  if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
}

/** The dropped fields by pointer, in the order first seen: how many records had each, and the first of them. */
class DroppedFields {
  private readonly seen = new Map<string, { reason: string; count: number; first: string }>();

  add(pointer: string, reason: string, label: string): void {
    const entry = this.seen.get(pointer);
    if (entry) entry.count += 1;
    else this.seen.set(pointer, { reason, count: 1, first: label });
  }

  /** One line per field: a deployment's extra field is on every record, and thousands of equal lines would hide the rest. */
  notes(): string[] {
    return [...this.seen].map(([pointer, { reason, count, first }]) =>
      `dropped ${pointer}, ${reason}: ${count === 1 ? first : `${count} records, the first ${first}`}`,
    );
  }
}

/**
 * A deployment's items as fixtures records (schema `ReleasePage`, strict): fields the schema does
 * not know, and meta fields the mock does not serve, are dropped, a note per field; records still
 * invalid then, or with an id seen before, are skipped and named. The items are copied, not changed.
 */
export function cleanRecords(items: readonly unknown[], validate: ValidateFunction = schemaValidator('ReleasePage')): CleanedRecords {
  const releases: ReleasePage[] = [];
  const dropped = new DroppedFields();
  const skipped: string[] = [];
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const record: unknown = structuredClone(item);
    const label = recordLabel(record, index);
    let changed = false;
    const drop = (pointer: string, reason: string) => {
      deleteField(record, pointer);
      dropped.add(pointer, reason, label);
      changed = true;
    };
    let valid = validate(record);
    if (!valid) for (const pointer of extraFieldPointers(validate.errors)) drop(pointer, 'a field the mock does not know');
    for (const pointer of unservedMetaFields(record)) drop(pointer, 'a meta field the mock does not serve');
    // Validated again only when a field went: otherwise the first verdict (and its errors) stands.
    if (changed) valid = validate(record);
    if (!valid) {
      skipped.push(`${label}: skipped: ${schemaErrorLines(validate.errors).join('; ')}`);
      return;
    }
    const page = record as ReleasePage;
    if (seen.has(page.id)) {
      skipped.push(`${label}: skipped: ${idUsedEarlier(page.id)}`);
      return;
    }
    seen.add(page.id);
    releases.push(page);
  });
  return { releases, notes: [...dropped.notes(), ...skipped] };
}
