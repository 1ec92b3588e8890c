// `npm run gen:spec-openapi` writes openapi.spec.yaml from openapi.yaml; with `--check` (in `npm
// test`), fails when the file on disk is not what openapi.yaml makes now.
import { readFileSync, writeFileSync } from 'node:fs';
import { OPENAPI_PATH, OPENAPI_SPEC_PATH } from '../src/core/packageFiles';
import { specDocumentText } from '../src/core/openapi/specDocument';

const fresh = specDocumentText(readFileSync(OPENAPI_PATH, 'utf8'));
if (process.argv.includes('--check')) {
  let current: string | undefined;
  try {
    current = readFileSync(OPENAPI_SPEC_PATH, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== fresh) {
    console.error('openapi.spec.yaml is out of date with openapi.yaml: run `npm run gen:spec-openapi` and commit the result.');
    process.exit(1);
  }
  console.log('openapi.spec.yaml matches openapi.yaml');
} else {
  writeFileSync(OPENAPI_SPEC_PATH, fresh);
}
