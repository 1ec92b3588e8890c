// Written by `npm run gen:embedded` (scripts/gen-embedded.ts) from openapi.yaml: do not edit.
import type { ValidateFunction } from 'ajv';
export declare const releasePage: ValidateFunction;
