// The browser build checks admin bodies with openapi.yaml's compiled `ReleasePage` check
// (src/browser/index.ts), which is right only while admin.openapi.yaml's `ReleasePage` is that schema.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ADMIN_OPENAPI_PATH } from '../core/packageFiles';

test("admin.openapi.yaml's ReleasePage is openapi.yaml's, by reference", () => {
  const admin = parse(readFileSync(ADMIN_OPENAPI_PATH, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  expect(admin.components.schemas.ReleasePage).toEqual({ $ref: 'openapi.yaml#/components/schemas/ReleasePage' });
});
