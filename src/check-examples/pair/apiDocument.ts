// An OpenAPI document as a profile reads it, with an Ajv that validates against any of its schemas.
import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import { DOCUMENT_ID, schemaAjv } from '../../core/openapi/schemaValidator';
import { CannotCheckError } from '../cannotCheck';
import { valueAt } from '../../core/jsonPointer';
import type { Profile } from '../../core/profile';
import { relaxForSpec } from '../../core/openapi/relaxForSpec';
import { DEFAULT_CHECKER_BOUNDS, type CheckerBounds } from '../checkerBounds';
import { FileRefused, readBoundedFile } from '../../core/readBoundedFile';
import { readYamlDocument } from './readYamlDocument';
import { checkReferences, localPointer } from './checkReferences';

type Node = Record<string, unknown>;

/** An OpenAPI document read from a file as a profile reads it, with an Ajv that validates against any schema inside it. */
export interface ApiDocument {
  /** The file as the report names it. */
  name: string;
  profile: Profile;
  /** The document, its schemas relaxed in the spec profile (relaxForSpec). */
  root: Node;
  ajv: Ajv2020;
  /** Where a JSON pointer into the document is written, for messages: `FILE:LINE`, or `FILE#pointer` when the line is not known. */
  where(pointer: string): string;
}

/** The OpenAPI document of a YAML (or JSON) file, read within `bounds`; CannotCheckError with FILE:LINE for one that cannot be used. */
export function loadApiDocument(path: string, name: string, profile: Profile, bounds: CheckerBounds = DEFAULT_CHECKER_BOUNDS): ApiDocument {
  let text: string;
  try {
    text = readBoundedFile(path, bounds.maxFileBytes, 'the checker');
  } catch (error) {
    const why = error instanceof FileRefused ? `${error.message} (--max-file-bytes)` : (error as Error).message;
    throw new CannotCheckError('RPE_FILE_UNREADABLE', name, why);
  }
  const { root, lineOf } = readYamlDocument(text, name, bounds);
  if (root === null || typeof root !== 'object' || !('paths' in root)) {
    throw new CannotCheckError('RPE_NOT_OPENAPI', name);
  }
  const where = (pointer: string) => {
    const line = lineOf(pointer);
    return line === undefined ? `${name}#${pointer}` : `${name}:${line}`;
  };
  return apiDocumentOf(root as Node, name, profile, { where, maxRefHops: bounds.maxRefHops });
}

/**
 * An OpenAPI document already read (openApiDocument(), for one), as the profile reads it; the
 * document is not changed. Its `$ref`s are checked first (checkReferences): CannotCheckError for
 * one the checker cannot follow.
 */
export function apiDocumentOf(
  root: Node,
  name: string,
  profile: Profile,
  { where = (pointer: string) => `${name}#${pointer}`, maxRefHops = DEFAULT_CHECKER_BOUNDS.maxRefHops } = {},
): ApiDocument {
  checkReferences(root, maxRefHops, where);
  const read = profile === 'spec' ? relaxForSpec(root) : root;
  const ajv = schemaAjv();
  ajv.addSchema({ ...read, $id: DOCUMENT_ID });
  return { name, profile, root: read, ajv, where };
}

/** Follows `$ref`s from the object at `at` (checkReferences has found each local, leading somewhere and ending); gives the object and where it is written. */
export function resolveAt(document: ApiDocument, at: string): { node: Node; at: string } {
  let node = valueAt(document.root, at) as Node;
  while (node && typeof node.$ref === 'string') {
    at = localPointer(node.$ref)!;
    node = valueAt(document.root, at) as Node;
  }
  return { node, at };
}

/** A validator for the schema written at `at` (a JSON pointer into the document); CannotCheckError, with the place, for one Ajv cannot compile. */
export function validatorAt(document: ApiDocument, at: string): ValidateFunction {
  const fragment = at.split('/').map(encodeURIComponent).join('/');
  let validate: ValidateFunction | undefined;
  try {
    validate = document.ajv.getSchema(`${DOCUMENT_ID}#${fragment}`);
  } catch (error) {
    throw new CannotCheckError('RPE_SCHEMA_UNUSABLE', document.where(at), (error as Error).message.split('\n')[0]);
  }
  if (!validate) throw new CannotCheckError('RPE_NO_SCHEMA', document.where(at));
  return validate;
}

/** A short name for a schema: the component it refers to, the components it combines, or its type. */
function describeSchema(schema: Node): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
  if (alternatives) return alternatives.map(describeSchema).join(' or ');
  const type = [schema.type].flat().filter(Boolean).join(' or ') || 'inline schema';
  return schema.format ? `${type} (${schema.format})` : type;
}

/** A short name for the schema at `at`. */
export function schemaName(document: ApiDocument, at: string): string {
  return describeSchema(valueAt(document.root, at) as Node);
}
