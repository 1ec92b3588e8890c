import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ReleasePage } from '../../core/types';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';

export interface CleanedRecords {
  releases: ReleasePage[];
  /** One line per dropped field and per skipped record. */
  notes: string[];
}

const labelOf = (record: unknown, index: number) =>
  `record ${index}${typeof (record as { id?: unknown })?.id === 'number' ? ` (id ${(record as { id: number }).id})` : ''}`;

/** The extra fields the schema names, as JSON pointers (`/status/icon`). */
const extraFields = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? [])
    .filter((error) => error.keyword === 'additionalProperties')
    .map((error) => `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`);

/** Deletes the field a pointer of `extraFields` names (its names hold no `/`: they are property names). */
function deleteField(record: unknown, pointer: string): void {
  const names = pointer.split('/').slice(1);
  const last = names.pop() as string;
  const parent = names.reduce<unknown>((node, name) => (node as Record<string, unknown>)?.[name], record);
  if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
}

/**
 * A deployment's items as fixtures records (schema `ReleasePage`, strict): fields the schema does
 * not know are dropped, a note each; records still invalid then, or with an id seen before, are
 * skipped and named. The items are copied, not changed.
 */
export function cleanRecords(items: readonly unknown[], validate: ValidateFunction = schemaValidator('ReleasePage')): CleanedRecords {
  const releases: ReleasePage[] = [];
  const notes: string[] = [];
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const record: unknown = structuredClone(item);
    const label = labelOf(record, index);
    if (!validate(record)) {
      for (const pointer of extraFields(validate.errors)) {
        deleteField(record, pointer);
        notes.push(`${label}: dropped ${pointer}, a field the mock does not know`);
      }
    }
    if (!validate(record)) {
      notes.push(`${label}: skipped: ${schemaErrorLines(validate.errors).join('; ')}`);
      return;
    }
    const page = record as ReleasePage;
    if (seen.has(page.id)) {
      notes.push(`${label}: skipped: /id ${page.id} is used by an earlier record`);
      return;
    }
    seen.add(page.id);
    releases.push(page);
  });
  return { releases, notes };
}
