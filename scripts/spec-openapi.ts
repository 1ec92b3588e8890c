// `npm run gen:spec-openapi` writes openapi.spec.yaml from openapi.yaml; with `--check` (in `npm
// test`), fails when the file on disk is not what openapi.yaml makes now.
import { readFileSync } from 'node:fs';
import { OPENAPI_PATH, OPENAPI_SPEC_PATH } from '../src/core/packageFiles';
import { specDocumentText } from '../src/core/openapi/specDocument';
import { writeOrCheck } from './generatedFiles';

const fresh = specDocumentText(readFileSync(OPENAPI_PATH, 'utf8'));
writeOrCheck({ [OPENAPI_SPEC_PATH]: fresh }, 'openapi.yaml', 'npm run gen:spec-openapi');
