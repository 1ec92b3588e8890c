// express-openapi-validator (5.6.2) builds its check of the document against the OpenAPI schema at
// every start, validateApiSpec or not: ajv compiles the whole OpenAPI 3.1 schema with allErrors, a
// third of the mock's start-up to its first answer (bench/README.md, installed bin), for a check it
// then never runs. Its framework takes the class from its module's exports when it builds one, so
// putting a class there that builds the real one only when asked removes that cost and nothing
// else. Should a release move or rename the module, nothing is replaced: the start is only slower
// again, and specCheckOnlyWhenAsked.test.ts says so.

import { validatorModule } from './validatorModule';

type SchemaValidatorModule = typeof import('express-openapi-validator/dist/framework/openapi.schema.validator');

const schemaValidatorModule = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the validator's own module, which its package exports only by path
  validatorModule<SchemaValidatorModule>(() => require('express-openapi-validator/dist/framework/openapi.schema.validator'));

type SchemaValidator = SchemaValidatorModule['OpenAPISchemaValidator'];

const REPLACED = Symbol('release-pages-mock: spec check only when asked');

/** What stands in for the check not asked for: the framework runs a document check only with validateApiSpec on. */
const NOT_ASKED: Pick<InstanceType<SchemaValidator>, 'validate'> = { validate: () => ({ errors: [] }) };

/** Makes express-openapi-validator compile its OpenAPI-schema check only where `validateApiSpec` is on. Idempotent. */
export function specCheckOnlyWhenAsked(): void {
  const module = schemaValidatorModule();
  const Original = module?.OpenAPISchemaValidator;
  if (!module || typeof Original !== 'function' || REPLACED in Original) return;
  // `new` on a function that returns an object gives that object: the real check only when one is asked for.
  const OnlyWhenAsked = function (options: ConstructorParameters<SchemaValidator>[0]) {
    return options.validateApiSpec ? new Original(options) : NOT_ASKED;
  };
  module.OpenAPISchemaValidator = Object.assign(OnlyWhenAsked, { [REPLACED]: true }) as unknown as SchemaValidator;
}
