// Validators of openapi.yaml's schemas, one shared Ajv per reading and format check.
import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { schemaAjv, type FormatChecks } from './schemaAjv';
import { openApiDocument } from './document';
import { relaxForSpec } from './relaxForSpec';

export { schemaAjv, type FormatChecks } from './schemaAjv';

/** The `$id` an OpenAPI document is added under: its `#/components/...` references resolve against it. */
export const DOCUMENT_ID = 'openapi.yaml';

/**
 * How a schema is read: `strict`, as openapi.yaml writes it (the mock's own contract); `spec`, with
 * what the API documentation leaves open loosened (extra fields, meta nullability, error bodies).
 */
export type SchemaReading = 'strict' | 'spec';

const ajvs = new Map<string, Ajv2020>();

/** The one Ajv for the project's openapi.yaml, per reading and format checks. */
function sharedAjv(reading: SchemaReading, formats: FormatChecks = 'full'): Ajv2020 {
  let ajv = ajvs.get(`${reading} ${formats}`);
  if (!ajv) {
    const document = openApiDocument();
    ajv = schemaAjv(formats);
    ajv.addSchema({ $id: DOCUMENT_ID, components: reading === 'spec' ? relaxForSpec(document).components : document.components });
    ajvs.set(`${reading} ${formats}`, ajv);
  }
  return ajv;
}

/** A validator for `#/components/schemas/<name>` of openapi.yaml. */
export function schemaValidator(name: string, reading: SchemaReading = 'strict', formats: FormatChecks = 'full'): ValidateFunction {
  const validate = sharedAjv(reading, formats).getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`openapi.yaml has no schema ${name}`);
  return validate;
}

/**
 * A validator for `#/components/schemas/<name>` of a companion document of openapi.yaml (such as
 * `admin.openapi.yaml`), added under its file name so that its `$ref`s may name openapi.yaml's
 * schemas (`openapi.yaml#/components/schemas/...`).
 */
export function companionSchemaValidator(documentId: string, components: unknown, name: string): ValidateFunction {
  const ajv = sharedAjv('strict');
  if (!ajv.getSchema(documentId)) ajv.addSchema({ $id: documentId, components });
  const validate = ajv.getSchema(`${documentId}#/components/schemas/${name}`);
  if (!validate) throw new Error(`${documentId} has no schema ${name}`);
  return validate;
}
