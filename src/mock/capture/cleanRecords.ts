// Captured records made loadable: fields the mock does not serve dropped, invalid records skipped, each noted.
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
  /** Why each skipped record was skipped, without which record it was (for counting them by reason). */
  skipped: string[];
  /** The dropped fields that neither the spec nor Wagtail defines, with their values: what `--anonymize` looks into before it goes on. */
  unknownFields: UnknownField[];
}

/** A dropped field nobody defined: which record, where in it, and what it held. */
export interface UnknownField {
  label: string;
  pointer: string;
  value: unknown;
}

/** The meta fields Wagtail's API adds with `fields=*` besides the ones the mock serves: known, and dropped as unserved. */
const WAGTAIL_META_FIELDS: ReadonlySet<string> = new Set(['show_in_menus', 'seo_title', 'search_description', 'alias_of', 'locale', 'parent']);

const TOO_DEEP = '/ nests deeper than a record can';

/** Reasons told apart in the line that counts the skipped records; the rest are counted together. */
const MAX_REASONS_TOLD = 3;

/** One line for the skipped records: how many of how many, and why, the commonest reasons first (`84 of 430 records skipped: /title must be string (84)`). */
export function skippedLine(skipped: readonly string[], read: number): string {
  const counts = new Map<string, number>();
  for (const reason of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const common = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1));
  const told = common.slice(0, MAX_REASONS_TOLD).map(([reason, count]) => `${reason} (${count})`);
  const others = common.slice(MAX_REASONS_TOLD).reduce((sum, [, count]) => sum + count, 0);
  return `${skipped.length} of ${read} records skipped: ${[...told, ...(others > 0 ? [`other reasons, named above (${others})`] : [])].join('; ')}`;
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
  return Object.keys(meta)
    .filter((name) => !SERVED_META.has(name))
    .map((name) => `/meta/${name}`);
};

/** Deletes the field a pointer names (its names hold no `/`: they are property names), and gives its value. */
function deleteField(record: unknown, pointer: string): unknown {
  const names = pointer.split('/').slice(1);
  const last = names.pop() as string;
  const parent = names.reduce<unknown>((node, name) => (node as Record<string, unknown>)?.[name], record);
  if (!parent || typeof parent !== 'object') return undefined;
  const value = (parent as Record<string, unknown>)[last];
  delete (parent as Record<string, unknown>)[last];
  return value;
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
    return [...this.seen].map(
      ([pointer, { reason, count, first }]) => `dropped ${pointer}, ${reason}: ${count === 1 ? first : `${count} records, the first ${first}`}`,
    );
  }
}

/**
 * A deployment's items as fixtures records (schema `ReleasePage`, strict): fields the schema does
 * not know, and meta fields the mock does not serve, are dropped, a note per field; records still
 * invalid then, or with an id seen before, are skipped and named. The items are copied, not changed.
 * The dropped fields that are not Wagtail's own meta fields are given back with their values
 * (`unknownFields`).
 */
export function cleanRecords(items: readonly unknown[], validate: ValidateFunction = schemaValidator('ReleasePage')): CleanedRecords {
  const releases: ReleasePage[] = [];
  const dropped = new DroppedFields();
  const skipped: { note: string; reason: string }[] = [];
  const unknownFields: UnknownField[] = [];
  const skip = (label: string, note: string, reason: string) => skipped.push({ note: `${label}: skipped: ${note}`, reason });
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const label = recordLabel(item, index);
    let record: unknown;
    try {
      record = structuredClone(item);
    } catch {
      // Copying is recursive: an item nested deeper than the call stack goes (no record does) throws.
      skip(label, TOO_DEEP, TOO_DEEP);
      return;
    }
    let changed = false;
    const drop = (pointer: string, reason: string) => {
      const value = deleteField(record, pointer);
      if (!WAGTAIL_META_FIELDS.has(pointer.replace(/^\/meta\//u, ''))) unknownFields.push({ label, pointer, value });
      dropped.add(pointer, reason, label);
      changed = true;
    };
    let valid = validate(record);
    if (!valid) for (const pointer of extraFieldPointers(validate.errors)) drop(pointer, 'a field the mock does not know');
    for (const pointer of unservedMetaFields(record)) drop(pointer, 'a meta field the mock does not serve');
    // Validated again only when a field went: otherwise the first verdict (and its errors) stands.
    if (changed) valid = validate(record);
    if (!valid) {
      const errors = schemaErrorLines(validate.errors).join('; ');
      skip(label, errors, errors);
      return;
    }
    const page = record as ReleasePage;
    if (seen.has(page.id)) {
      skip(label, idUsedEarlier(page.id), '/id is used by an earlier record');
      return;
    }
    seen.add(page.id);
    releases.push(page);
  });
  return { releases, notes: [...dropped.notes(), ...skipped.map(({ note }) => note)], skipped: skipped.map(({ reason }) => reason), unknownFields };
}
