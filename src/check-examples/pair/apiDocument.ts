import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DOCUMENT_ID, schemaAjv } from '../../core/openapi/schemaValidator';
import { CannotCheckError } from '../cannotCheck';
import { valueAt } from '../../core/jsonPointer';
import type { Profile } from '../../core/profile';
import { relaxForSpec } from '../../core/openapi/relaxForSpec';

type Node = Record<string, unknown>;

/** An OpenAPI document read from a file as a profile reads it, with an Ajv that validates against any schema inside it. */
export interface ApiDocument {
  /** The file as the report names it. */
  name: string;
  profile: Profile;
  /** The document, its schemas relaxed in the spec profile (relaxForSpec). */
  root: Node;
  ajv: Ajv2020;
}

export function loadApiDocument(path: string, name: string, profile: Profile): ApiDocument {
  let root: unknown;
  try {
    root = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CannotCheckError(`cannot read ${name}: ${(error as Error).message}`);
  }
  if (root === null || typeof root !== 'object' || !('paths' in root)) {
    throw new CannotCheckError(`cannot read ${name}: it is not an OpenAPI document (no paths)`);
  }
  return apiDocumentOf(root as Node, name, profile);
}

/** An OpenAPI document already read (openApiDocument(), for one), as the profile reads it; the document is not changed. */
export function apiDocumentOf(root: Node, name: string, profile: Profile): ApiDocument {
  const read = profile === 'spec' ? relaxForSpec(root) : root;
  const ajv = schemaAjv();
  ajv.addSchema({ ...read, $id: DOCUMENT_ID });
  return { name, profile, root: read, ajv };
}

/** Follows `$ref`s (local ones, the only kind openapi.yaml uses) from the object at `at`; gives the object and where it is written. */
export function resolveAt(document: ApiDocument, at: string): { node: Node; at: string } {
  let node = valueAt(document.root, at) as Node;
  while (node && typeof node.$ref === 'string') {
    at = node.$ref.replace(/^#/, '');
    node = valueAt(document.root, at) as Node;
  }
  return { node, at };
}

/** A validator for the schema written at `at` (a JSON pointer into the document). */
export function validatorAt(document: ApiDocument, at: string): ValidateFunction {
  const fragment = at.split('/').map(encodeURIComponent).join('/');
  const validate = document.ajv.getSchema(`${DOCUMENT_ID}#${fragment}`);
  if (!validate) throw new Error(`${document.name} has no schema at ${at}`);
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
