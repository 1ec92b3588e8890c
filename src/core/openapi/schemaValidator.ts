import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from './document';

/** The `$id` an OpenAPI document is added under: its `#/components/...` references resolve against it. */
export const DOCUMENT_ID = 'openapi.yaml';

/** An Ajv for OpenAPI 3.1 schemas with full format checks (real calendar dates: 2025-02-30 is not one), as the server validates. */
export function schemaAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv, { mode: 'full' });
  return ajv;
}

let ajv: Ajv2020 | undefined;

/** The one Ajv for the project's openapi.yaml. */
function sharedAjv(): Ajv2020 {
  if (!ajv) {
    ajv = schemaAjv();
    ajv.addSchema({ $id: DOCUMENT_ID, components: openApiDocument().components });
  }
  return ajv;
}

/** A validator for `#/components/schemas/<name>` of openapi.yaml. */
export function schemaValidator(name: string): ValidateFunction {
  const validate = sharedAjv().getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`openapi.yaml has no schema ${name}`);
  return validate;
}
