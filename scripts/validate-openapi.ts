// Validates openapi.yaml against the official OpenAPI 3.1 schema. A script, not a Jest test,
// because @seriousme/openapi-schema-validator is ESM-only and Jest's CommonJS runtime cannot load it.
import { OPENAPI_PATH } from '../src/core/packageFiles';

async function main(): Promise<void> {
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const validator = new Validator();
  const result = await validator.validate(OPENAPI_PATH);
  if (!result.valid || validator.version !== '3.1') {
    console.error(`openapi.yaml is not a valid OpenAPI 3.1 document (version ${validator.version}):`);
    console.error(JSON.stringify(result.errors, null, 2));
    process.exit(1);
  }
  console.log('openapi.yaml is a valid OpenAPI 3.1 document');
}

void main();
