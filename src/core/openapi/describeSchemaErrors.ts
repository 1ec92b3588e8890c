// Ajv's errors described by JSON pointer, one line per problem.
import type { ErrorObject } from 'ajv';

export interface SchemaError {
  /** JSON pointer of the value at fault, inside what was validated. */
  pointer: string;
  message: string;
}

const COMBINATORS = new Set(['oneOf', 'anyOf']);

function message(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[]; allowedValue?: unknown };
  switch (error.keyword) {
    case 'required':
      return 'is missing';
    case 'additionalProperties':
      return 'is not a field of this object';
    case 'enum':
      return `must be one of ${params.allowedValues!.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return error.message ?? error.keyword;
  }
}

function pointerOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const field = params.missingProperty ?? params.additionalProperty;
  return field === undefined ? error.instancePath : `${error.instancePath}/${field}`;
}

const isCombinator = (error: ErrorObject) => COMBINATORS.has(error.keyword);

/**
 * The values (JSON pointers) at or above which some branch error lies. Each pointer's ancestors are
 * walked only up to the first one already seen (whose own ancestors were added then), so the work is
 * linear in the number of errors and the length of their pointers, whatever their count.
 */
function pointersWithBranchErrors(branchErrors: readonly ErrorObject[]): Set<string> {
  const seen = new Set<string>();
  for (const error of branchErrors) {
    let pointer = pointerOf(error);
    while (!seen.has(pointer)) {
      seen.add(pointer);
      const parentEnd = pointer.lastIndexOf('/');
      if (parentEnd < 0) break;
      pointer = pointer.slice(0, parentEnd);
    }
  }
  return seen;
}

/**
 * Ajv's errors in a spec author's words, one line per value. A failed `oneOf` or `anyOf` says
 * nothing its branches' errors do not, so it gives way to them; and where it concerns one value,
 * the branches' complaints about that value are joined with "or" ("must be one of "AM", "PM" or
 * must be null"): each alone names a rule the value need not follow. (Branches are recognised by
 * the value they concern: behind a `$ref`, Ajv's schema paths no longer show the nesting.)
 */
export function describeSchemaErrors(errors: readonly ErrorObject[] | null | undefined): SchemaError[] {
  const all = errors ?? [];
  const combinators = all.filter(isCombinator);
  const branchErrors = all.filter((e) => !isCombinator(e));
  const alternativesAt = new Set(combinators.map((c) => c.instancePath));
  const failedBelow = pointersWithBranchErrors(branchErrors);
  // A combinator stays only when no branch failed: a oneOf that several branches match.
  const reported = all.filter((e) => !isCombinator(e) || !failedBelow.has(e.instancePath));
  const groups = new Map<string, { pointer: string; messages: Set<string> }>();
  for (const error of reported) {
    const pointer = pointerOf(error);
    const text = message(error);
    const key = JSON.stringify(alternativesAt.has(pointer) && !isCombinator(error) ? [pointer] : [pointer, text]);
    if (!groups.has(key)) groups.set(key, { pointer, messages: new Set() });
    groups.get(key)!.messages.add(text);
  }
  return [...groups.values()].map(({ pointer, messages }) => ({ pointer, message: [...messages].join(' or ') }));
}

/** One line per problem, `<JSON pointer> <what is wrong>` (`/` for the whole value). */
export function schemaErrorLines(errors: readonly ErrorObject[] | null | undefined): string[] {
  return describeSchemaErrors(errors).map(({ pointer, message }) => `${pointer || '/'} ${message}`);
}

/** The fields a schema found beyond its properties, as JSON pointers (`/items/0/meta/locale`). */
export function extraFieldPointers(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? [])
    .filter((error) => error.keyword === 'additionalProperties')
    .map((error) => `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`);
}
