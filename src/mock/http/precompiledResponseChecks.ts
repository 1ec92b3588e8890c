// express-openapi-validator (5.6.2) compiles a route's response checks with ajv on the route's first
// answer, every status at once: for the listing a noticeable part of the mock's start-up (the warm-up,
// bench/README.md, installed bin). `npm run gen:response-checks` writes ajv's code for the checks
// it compiles for openapi.yaml ahead of time (src/core/generated/responseChecks.js); here the
// validator's `useAjvCache` takes that code where the schema, the Ajv's options, keywords and
// formats hash the same as when it was written (responseCheckFingerprint.ts), and compiles as
// usual otherwise: an answer's verdict never changes, only the time to the first one. Should a
// release move or rename the module, nothing is replaced (precompiledResponseChecks.test.ts says so).
import type Ajv from 'ajv';
import type { AnySchemaObject, SchemaObjCxt, ValidateFunction } from 'ajv';
import { bindChecks, FINGERPRINTS } from '../../core/generated/responseChecks';
import { responseCheckFingerprint } from './responseCheckFingerprint';
import { validatorModule } from './validatorModule';

type UtilModule = typeof import('express-openapi-validator/dist/middlewares/util');

const utilModule = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the validator's own module, which its package exports only by path
  validatorModule<UtilModule>(() => require('express-openapi-validator/dist/middlewares/util'));

type UseAjvCache = (ajv: Ajv, schema: AnySchemaObject, key: string) => ValidateFunction;

const REPLACED = Symbol('release-pages-mock: response checks compiled ahead of time');

/**
 * A compile-type keyword's function where the written code calls it (`keyword(...)` in
 * responseChecks.js): the validator's own, made by the live Ajv's definition from the same
 * schema value. Only the validator's response serialization (`x-eov-res-serdes`, whose value is
 * the format's entry in the Ajv's `serDesMap`) is written ahead of time.
 */
const keywordsOf = (ajv: Ajv) => (name: string, format: string, schemaPath: string) => {
  const definition = ajv.getKeyword(name);
  const compile = typeof definition === 'object' && 'compile' in definition ? definition.compile : undefined;
  const value = (ajv.opts as { serDesMap?: Record<string, unknown> }).serDesMap?.[format];
  if (!compile || value === undefined) throw new Error(`no keyword ${name} for ${format}`);
  return compile.call(ajv, value, {}, { schemaPath: { str: schemaPath } } as unknown as SchemaObjCxt);
};

/** The checks written ahead of time, bound to each Ajv's formats and keywords once. */
const bound = new WeakMap<Ajv, Record<string, ValidateFunction>>();

/** The check written ahead of time for this schema on this Ajv, or undefined where none was (or it could not be bound). */
export function precompiledCheck(ajv: Ajv, schema: AnySchemaObject): ValidateFunction | undefined {
  const fingerprint = responseCheckFingerprint(ajv, schema);
  const name = fingerprint === undefined ? undefined : FINGERPRINTS[fingerprint];
  if (name === undefined) return undefined;
  try {
    let checks = bound.get(ajv);
    if (!checks) bound.set(ajv, (checks = bindChecks(ajv.formats, keywordsOf(ajv), ajv)));
    return checks[name];
  } catch {
    return undefined;
  }
}

/** Makes express-openapi-validator take a check written ahead of time where one matches. Idempotent. */
export function precompiledResponseChecks(): void {
  const util = utilModule();
  const compiled = util?.useAjvCache as (UseAjvCache & { [REPLACED]?: true }) | undefined;
  if (!util || typeof compiled !== 'function' || REPLACED in compiled) return;
  const aheadOfTime: UseAjvCache = (ajv, schema, key) => precompiledCheck(ajv, schema) ?? compiled(ajv, schema, key);
  (util as { useAjvCache: unknown }).useAjvCache = Object.assign(aheadOfTime, { [REPLACED]: true });
}
