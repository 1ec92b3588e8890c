// Tests that express-openapi-validator checks the document against the OpenAPI schema only when asked.
import Ajv2020 from 'ajv/dist/2020';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import request from 'supertest';
import { specCheckOnlyWhenAsked } from './specCheckOnlyWhenAsked';

/** A one-route document; `type: 7` makes it break the OpenAPI schema. */
const documentWith = (schema: object) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: { '/x': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } },
});

/** The status of GET /x through the validator; its compiles of whole schemas (ajv's `compile`, which the response checks do not use). */
async function answerWith(document: object, validateApiSpec: boolean) {
  const compile = jest.spyOn(Ajv2020.prototype, 'compile');
  try {
    const app = express()
      .use(OpenApiValidator.middleware({ apiSpec: document as never, validateApiSpec, validateRequests: false, validateResponses: true }))
      .get('/x', (_req, res) => void res.json({ ok: true }));
    const { status } = await request(app).get('/x');
    return { status, compiles: compile.mock.calls.length };
  } finally {
    compile.mockRestore();
  }
}

beforeAll(() => specCheckOnlyWhenAsked());

test('with validateApiSpec off, express-openapi-validator compiles no OpenAPI-schema check (the response check still runs)', async () => {
  expect(await answerWith(documentWith({ type: 'object' }), false)).toEqual({ status: 200, compiles: 0 });
  expect((await answerWith(documentWith({ type: 'string' }), false)).status).toBe(500);
});

test('with validateApiSpec on, the document is still checked against the OpenAPI schema', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await answerWith(documentWith({ type: 'object' }), true)).toEqual({ status: 200, compiles: 1 });
  expect((await answerWith(documentWith({ type: 7 }), true)).status).toBe(500);
});

test('replacing twice keeps one replacement', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the replacement goes into
  const module = require('express-openapi-validator/dist/framework/openapi.schema.validator') as { OpenAPISchemaValidator: unknown };
  const once = module.OpenAPISchemaValidator;
  specCheckOnlyWhenAsked();
  expect(module.OpenAPISchemaValidator).toBe(once);
});
