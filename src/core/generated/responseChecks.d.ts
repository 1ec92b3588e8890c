// Written by `npm run gen:response-checks` (scripts/gen-response-checks.ts) from openapi.yaml: do not edit.
import type { ValidateFunction } from 'ajv';
/** Each check's export name in bindChecks' answer, by the hash of what decides its code (src/mock/http/responseCheckFingerprint.ts). */
export declare const FINGERPRINTS: Record<string, string>;
/** The checks, bound to an Ajv (`self`), its formats and its compile-type keywords as the validator compiles them where the schema places one. */
export declare function bindChecks(formats: Record<string, unknown>, keyword: (name: string, format: string, schemaPath: string) => unknown, self: object): Record<string, ValidateFunction>;
