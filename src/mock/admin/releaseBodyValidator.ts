// The schema check of one release posted to `POST /__mock/releases`, compiled from admin.openapi.yaml.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { ADMIN_OPENAPI_PATH } from '../../core/packageFiles';
import { companionSchemaValidator } from '../../core/openapi/schemaValidator';

let cached: ValidateFunction | undefined;

/**
 * The validator of one release of a `POST /__mock/releases` body: schema `ReleasePage` of
 * admin.openapi.yaml, which is openapi.yaml's. Read only when the admin routes are mounted.
 */
export function releaseBodyValidator(): ValidateFunction {
  if (!cached) {
    const document = parse(readFileSync(ADMIN_OPENAPI_PATH, 'utf8')) as { components: unknown };
    cached = companionSchemaValidator(basename(ADMIN_OPENAPI_PATH), document.components, 'ReleasePage');
  }
  return cached;
}
