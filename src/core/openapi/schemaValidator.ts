import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';
import { openApiDocument } from './document';
import { relaxForSpec } from './relaxForSpec';

/** The `$id` an OpenAPI document is added under: its `#/components/...` references resolve against it. */
export const DOCUMENT_ID = 'openapi.yaml';

/**
 * How formats are checked: `full`, ajv-formats' full mode (RFC 3986 `uri`, real calendar dates:
 * 2025-02-30 is not one), as the server validates; `fast`, as the mock checks its own answers:
 * ajv-formats' fast patterns (a `uri` is a scheme and no space), but `date` in full.
 */
export type FormatChecks = 'full' | 'fast';

/** An Ajv for OpenAPI 3.1 schemas. */
export function schemaAjv(formats: FormatChecks = 'full'): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv, { mode: formats });
  if (formats === 'fast') ajv.addFormat('date', fullFormats.date);
  return ajv;
}

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
