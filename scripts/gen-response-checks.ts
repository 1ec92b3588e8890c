// `npm run gen:response-checks` writes src/core/generated/responseChecks.js (.d.ts beside): ajv's code
// for the response checks express-openapi-validator compiles for openapi.yaml, with the mock's
// options, so that the mock loads them instead of compiling them at start-up
// (src/mock/http/precompiledResponseChecks.ts). It drives the validator itself, one request per
// route, and keeps each check it compiles with the hash of what decided it. With `--check` (in
// `npm test`), fails when the file on disk is not what the validator compiles now.
import { join } from 'node:path';
import { _, type AnySchemaObject, type Code, type SchemaObjCxt } from 'ajv';
import type Ajv from 'ajv';
import { stringify } from 'ajv/dist/compile/codegen';
import standaloneCode from 'ajv/dist/standalone';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import request from 'supertest';
import { openApiDocument } from '../src/core/openapi/document';
import { LISTING_PATH, PAGE_TYPE } from '../src/core/spec';
import { responseCheckFingerprint } from '../src/mock/http/responseCheckFingerprint';
import { responseValidatorOptions } from '../src/mock/http/responseValidator';
import { writeOrCheck } from './generatedFiles';

/* eslint-disable @typescript-eslint/no-require-imports -- the validator's own modules, which its package exports only by path */
const factory = require('express-openapi-validator/dist/framework/ajv/factory') as { factoryAjv: (version: string, options: object) => Ajv };
const util = require('express-openapi-validator/dist/middlewares/util') as { useAjvCache: (ajv: Ajv, schema: AnySchemaObject, key: string) => unknown };
/* eslint-enable @typescript-eslint/no-require-imports */

const WRITTEN_BY = 'Written by `npm run gen:response-checks` (scripts/gen-response-checks.ts) from openapi.yaml: do not edit.';
const OUT = join(__dirname, '..', 'src', 'core', 'generated', 'responseChecks');
/** The one compile-type keyword the written code calls back (precompiledResponseChecks.ts binds it). */
const SERDES = 'x-eov-res-serdes';

// Every Ajv the validator makes keeps its code, with the formats named `formats` (bindChecks' argument).
const makeAjv = factory.factoryAjv;
factory.factoryAjv = (version, options) => makeAjv(version, { ...options, code: { source: true, formats: _`formats` as Code } });

/**
 * A compile-type keyword makes a function per place in the schema, which ajv cannot write out:
 * each of SERDES's is named in the code as `keyword(name, format, schemaPath)`, which makes the
 * same function at load time. Other such keywords stay unwritable: their checks are compiled.
 */
function callBackKeywords(ajv: Ajv, done = new WeakSet<object>()): void {
  const definition = ajv.getKeyword(SERDES);
  const compile = typeof definition === 'object' && 'compile' in definition ? definition.compile : undefined;
  if (!compile || done.has(definition as object)) return;
  done.add(definition as object);
  (definition as { compile: typeof compile }).compile = function (schema: { format: string }, parentSchema: AnySchemaObject, it: SchemaObjCxt) {
    const made = compile.call(this, schema, parentSchema, it);
    ajv.scope.value('keyword', { ref: made, code: _`keyword(${SERDES}, ${schema.format}, ${it.schemaPath.str})` });
    return made;
  };
}

interface Compiled {
  ajv: Ajv;
  schema: AnySchemaObject;
  key: string;
  fingerprint: string | undefined;
}

/**
 * Without the constants that only hold each check's whole schema (document included), which ajv
 * writes for every check and its code never reads: they would make the generated file large for nothing.
 */
function withoutUnreadSchemas(code: string, schemas: readonly AnySchemaObject[]): string {
  for (const schema of schemas) {
    const literal = ` = ${stringify(schema).toString()};`;
    const at = code.indexOf(literal);
    const name = /const (schema\d+)$/.exec(code.slice(0, at))?.[1];
    if (at < 0 || name === undefined || code.match(new RegExp(`\\b${name}\\b`, 'g'))!.length !== 1) continue;
    code = code.slice(0, at - `const ${name}`.length) + code.slice(at + literal.length);
  }
  return code;
}

/** What the validator compiles on each route's first answer, with the mock's options. */
async function compiledChecks(): Promise<Compiled[]> {
  const compiled: Compiled[] = [];
  const useAjvCache = util.useAjvCache;
  util.useAjvCache = (ajv, schema, key) => {
    callBackKeywords(ajv);
    compiled.push({ ajv, schema, key, fingerprint: responseCheckFingerprint(ajv, schema) });
    return useAjvCache(ajv, schema, key);
  };
  const app = express()
    .use(OpenApiValidator.middleware(responseValidatorOptions(openApiDocument())))
    .use((_req, res) => void res.json({}))
    // The empty answers are refused: only the compiles matter. (Four parameters make it Express's error handler.)
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    .use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).end());
  try {
    for (const path of [`${LISTING_PATH}?type=${PAGE_TYPE}`, `${LISTING_PATH}1/`]) await request(app).get(path);
  } finally {
    util.useAjvCache = useAjvCache;
  }
  return compiled;
}

async function main(): Promise<void> {
  const compiled = await compiledChecks();
  const ajv = compiled[0]?.ajv;
  if (!ajv || compiled.some((check) => check.ajv !== ajv)) throw new Error(`expected the checks of one Ajv, got ${compiled.length}`);
  // Each check ajv can write (its keywords all written as code); the others are compiled at start-up.
  // One check per fingerprint: the routes' error answers share their schemas.
  const distinct = [...new Map(compiled.map((check) => [check.fingerprint, check])).values()];
  const writable = distinct.filter(({ key, fingerprint }) => {
    try {
      return fingerprint !== undefined && standaloneCode(ajv, { check: key }) !== '';
    } catch {
      console.warn(`${key}: left to compile at start-up (ajv cannot write it ahead of time)`);
      return false;
    }
  });
  const names = new Map(writable.map(({ key }, index) => [key, `check${index}`]));
  const written = standaloneCode(ajv, Object.fromEntries(writable.map(({ key }) => [names.get(key)!, key])));
  const code = withoutUnreadSchemas(
    written.replace(/^"use strict";/, ''),
    writable.map(({ schema }) => schema),
  );
  if (/\beval\(|new Function\(/.test(code)) throw new Error('ajv generated code that generates code');
  const fingerprints = Object.fromEntries(writable.map(({ key, fingerprint }) => [fingerprint!, names.get(key)!]));
  const js = [
    '"use strict";',
    `// ${WRITTEN_BY}`,
    ...writable.map(
      ({ key, fingerprint }) =>
        `// ${names.get(key)}: ${compiled
          .filter((check) => check.fingerprint === fingerprint)
          .map((check) => check.key)
          .join(', ')}`,
    ),
    `exports.FINGERPRINTS = ${JSON.stringify(fingerprints, null, 2)};`,
    // `self`: the Ajv, as compiled code has it (a keyword's function is called on it).
    'exports.bindChecks = function bindChecks(formats, keyword, self) {',
    'const exports = {};',
    code,
    'return exports;',
    '};',
    '',
  ].join('\n');
  writeOrCheck({ [`${OUT}.js`]: js }, 'openapi.yaml and express-openapi-validator', 'npm run gen:response-checks');
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
