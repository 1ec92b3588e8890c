// `npm run gen:embedded` writes what the mock would otherwise read or compile at run time, so that
// its core runs in a browser under a strict content security policy (docs/in-process.md):
//   src/core/generated/openapiDocument.json  openapi.yaml as JSON (no file read, no YAML parser);
//   src/core/generated/queryValidators.ts    the two routes' query checks, ajv standalone code;
//   src/core/generated/recordValidators.ts   schema ReleasePage (fixtures, admin bodies), the same.
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
import { QUERY_AJV_OPTIONS, querySchema } from '../src/mock/core/querySchema';
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
 * Ajv's standalone module for these schemas, as TypeScript: its `require`s turned into imports (one
 * module syntax, which bundlers read), each export typed as the ValidateFunction ajv gives.
 */
function standaloneModule(formats: FormatChecks, options: object, schemas: Record<string, object>, exports: Record<string, string>): string {
  const ajv = schemaAjv(formats, { ...options, code: { source: true, esm: true, formats: _`formats` as Code } });
  for (const [id, schema] of Object.entries(schemas)) ajv.addSchema({ ...schema, $id: id });
  const code = standaloneCode(ajv, exports);
  const modules = new Map<string, string>();
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)/g, (_match, name: string) => {
      if (!modules.has(name)) modules.set(name, `runtime${modules.size}`);
      return modules.get(name)!;
    })
    .replace(/export const (\w+) = (\w+);/g, 'export const $1 = $2 as unknown as ValidateFunction;');
  if (/\beval\(|new Function\(/.test(body)) throw new Error('ajv generated code that generates code');
  return [
    '// Written by `npm run gen:embedded` (scripts/gen-embedded.ts) from openapi.yaml: do not edit.',
    '/* eslint-disable */',
    '// @ts-nocheck',
    "import type { ValidateFunction } from 'ajv';",
    "import { fastFormats, fullFormats } from 'ajv-formats/dist/formats';",
    ...[...modules].map(([name, alias]) => `import * as ${alias} from '${name}';`),
    FORMATS[formats],
    body,
    '',
  ].join('\n');
}

// Only the schemas: the rest of the components (examples, responses, descriptions of security) checks nothing.
const schemasOnly = (schema: object) => ({ ...schema, components: { schemas: document.components.schemas } });

const files: Record<string, string> = {
  'openapiDocument.json': `${JSON.stringify(document)}\n`,
  'queryValidators.ts': standaloneModule(
    'fast',
    QUERY_AJV_OPTIONS,
    { listing: schemasOnly(querySchema(document, LISTING_PATH)), detail: schemasOnly(querySchema(document, DETAIL_PATH)) },
    { listingQuery: 'listing', detailQuery: 'detail' },
  ),
  'recordValidators.ts': standaloneModule('full', {}, { [DOCUMENT_ID]: schemasOnly({}) }, { releasePage: `${DOCUMENT_ID}#/components/schemas/ReleasePage` }),
};

writeOrCheck(Object.fromEntries(Object.entries(files).map(([name, text]) => [join(GENERATED, name), text])), 'openapi.yaml', 'npm run gen:embedded');
