import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
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

/** One line per problem, `<JSON pointer> <what is wrong>`, without repeats. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  const lines = (errors ?? []).map((e) => {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const field = params.missingProperty ?? params.additionalProperty;
    const where = field ? `${e.instancePath}/${field}` : e.instancePath || '/';
    const what = e.keyword === 'required' ? 'is missing' : e.keyword === 'additionalProperties' ? 'is not a field of this object' : e.message;
    return `${where} ${what}`;
  });
  return [...new Set(lines)];
}
