// `npm run gen:embedded` writes what the mock would otherwise read or compile at run time, so that
// its core runs in a browser under a strict content security policy (docs/in-process.md):
//   src/core/generated/openapiDocument.json  openapi.yaml as JSON (no file read, no YAML parser);
//   src/core/generated/queryValidators.js    the two routes' query checks, ajv standalone code (.d.ts beside);
//   src/core/generated/recordValidators.js   schema ReleasePage (fixtures, admin bodies), the same.
// With `--check` (in `npm test`), fails when a file on disk is not what openapi.yaml makes now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _, type Code } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../src/core/packageFiles';
import type { OpenApiDocument } from '../src/core/openapi/documentShape';
import { schemaAjv, type FormatChecks } from '../src/core/openapi/schemaAjv';
import { DOCUMENT_ID } from '../src/core/openapi/schemaValidator';
import { QUERY_AJV_OPTIONS, querySchema } from '../src/mock/pipeline/querySchema';
import { DETAIL_PATH, LISTING_PATH } from '../src/core/spec';
import { writeOrCheck } from './generatedFiles';

const GENERATED = join(__dirname, '..', 'src', 'core', 'generated');
const document = parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;

/** The formats each reading checks, as schemaAjv adds them, named in the generated code. */
const FORMATS: Record<FormatChecks, string> = {
  full: 'const formats = fullFormats;',
  fast: 'const formats = { ...fastFormats, date: fullFormats.date };',
};

/**
 * Ajv's standalone code for these schemas, as a plain CommonJS module and its declarations: no
 * TypeScript to transpile (ts-node and Jest took seconds over it at every start), `npm run build`
 * copies both into dist/.
 */
function standaloneModule(formats: FormatChecks, options: object, schemas: Record<string, object>, exports: Record<string, string>): Record<string, string> {
  const ajv = schemaAjv(formats, { ...options, code: { source: true, formats: _`formats` as Code } });
  for (const [id, schema] of Object.entries(schemas)) ajv.addSchema({ ...schema, $id: id });
  const code = standaloneCode(ajv, exports).replace(/^"use strict";/, '');
  if (/\beval\(|new Function\(/.test(code)) throw new Error('ajv generated code that generates code');
  const js = [
    '"use strict";',
    `// ${WRITTEN_BY}`,
    "const { fastFormats, fullFormats } = require('ajv-formats/dist/formats');",
    FORMATS[formats],
    code,
    '',
  ].join('\n');
  const dts = [
    `// ${WRITTEN_BY}`,
    "import type { ValidateFunction } from 'ajv';",
    ...Object.keys(exports).map((name) => `export declare const ${name}: ValidateFunction;`),
    '',
  ].join('\n');
  return { js, dts };
}

const WRITTEN_BY = 'Written by `npm run gen:embedded` (scripts/gen-embedded.ts) from openapi.yaml: do not edit.';

// Only the schemas: the rest of the components (examples, responses, descriptions of security) checks nothing.
const schemasOnly = (schema: object) => ({ ...schema, components: { schemas: document.components.schemas } });

const queryValidators = standaloneModule(
  'fast',
  QUERY_AJV_OPTIONS,
  { listing: schemasOnly(querySchema(document, LISTING_PATH)), detail: schemasOnly(querySchema(document, DETAIL_PATH)) },
  { listingQuery: 'listing', detailQuery: 'detail' },
);
const recordValidators = standaloneModule('full', {}, { [DOCUMENT_ID]: schemasOnly({}) }, { releasePage: `${DOCUMENT_ID}#/components/schemas/ReleasePage` });

/** The generated files, by name in src/core/generated/ (build.ts copies the .js and .d.ts ones). */
const EMBEDDED_FILES: Record<string, string> = {
  'openapiDocument.json': `${JSON.stringify(document)}\n`,
  'queryValidators.js': queryValidators.js,
  'queryValidators.d.ts': queryValidators.dts,
  'recordValidators.js': recordValidators.js,
  'recordValidators.d.ts': recordValidators.dts,
};

writeOrCheck(Object.fromEntries(Object.entries(EMBEDDED_FILES).map(([name, text]) => [join(GENERATED, name), text])), 'openapi.yaml', 'npm run gen:embedded');
