// Tests that the response checks written ahead of time give ajv's own verdicts and are used instead of compiling.
import Ajv2020 from 'ajv/dist/2020';
import type Ajv from 'ajv';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import request from 'supertest';
import { AUTH, LISTING, testApp } from '../testing/testApp';
import { precompiledCheck } from './precompiledResponseChecks';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the validator's own module, which its package exports only by path
const util = require('express-openapi-validator/dist/middlewares/util') as {
  useAjvCache: (ajv: Ajv, schema: AnySchemaObject, key: string) => ValidateFunction;
};

/** A release's detail page, by its id in the default dataset's first page. */
const DETAIL = async () => `/api/v2/pages/${(await request(testApp().app).get(`${LISTING}&limit=1`).set(AUTH)).body.items[0].id}/`;

/** The status of each request through the mock with response validation on, and what the validator asked ajv for. */
async function throughTheValidator(paths: string[]) {
  const { app } = testApp({ validateResponses: true });
  const asked: { ajv: Ajv; schema: AnySchemaObject }[] = [];
  const addSchema = jest.spyOn(Ajv2020.prototype, 'addSchema');
  // Wrapped around the replacement createApp installed, to see every check the validator builds.
  const installed = util.useAjvCache;
  util.useAjvCache = (ajv, schema, key) => (asked.push({ ajv, schema }), installed(ajv, schema, key));
  try {
    const answers = [];
    for (const path of paths) answers.push(await request(app).get(path).set(AUTH));
    const routeCompiles = addSchema.mock.calls.map(([, key]) => key).filter((key) => typeof key === 'string' && key.startsWith('GET-'));
    return { answers, asked, routeCompiles };
  } finally {
    util.useAjvCache = installed;
    addSchema.mockRestore();
  }
}

test("express-openapi-validator takes the listing's and a detail's checks written ahead of time: ajv compiles none of them", async () => {
  const { answers, asked, routeCompiles } = await throughTheValidator([`${LISTING}&limit=20`, await DETAIL()]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  // Every status of both routes (200, 400, 401, 403, 404, 429), none compiled.
  expect(asked.length).toBe(12);
  expect(routeCompiles).toEqual([]);
});

/** Each top-level and `meta` field of the first item set to a number, then left out, one at a time: wrong types, formats and serializations. */
function brokenCopies(body: { items?: Record<string, unknown>[] } & Record<string, unknown>): unknown[] {
  const item = body.items?.[0] ?? body;
  const places = [item, ...(typeof item.meta === 'object' && item.meta ? [item.meta as Record<string, unknown>] : [])];
  return places.flatMap((place) =>
    Object.keys(place).flatMap((field) =>
      [123, undefined].map((value) => {
        const saved = place[field];
        place[field] = value;
        if (value === undefined) delete place[field];
        const copy = structuredClone(body);
        place[field] = saved;
        return copy;
      }),
    ),
  );
}

/** What a check says of a body (a copy each time: a check may rewrite what it serializes). */
function verdict(check: ValidateFunction, body: unknown) {
  const valid = check({ response: structuredClone(body) });
  return { valid, errors: check.errors };
}

test("each check written ahead of time gives ajv's compiled check's verdict and errors, on good and broken answers", async () => {
  const { answers, asked } = await throughTheValidator([`${LISTING}&limit=5`, await DETAIL()]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  const bodies = [
    ...answers.flatMap((answer) => [answer.body, ...brokenCopies(answer.body)]),
    { message: 'Not found.' },
    { detail: 'Invalid token.' },
    { message: 5 },
    {},
    [],
    null,
  ];
  for (const { ajv, schema } of asked) {
    const written = precompiledCheck(ajv, schema);
    expect(written).toBeDefined();
    const compiled = ajv.compile(schema);
    for (const body of bodies) expect(verdict(written!, body)).toEqual(verdict(compiled, body));
  }
  // Good answers pass and broken ones are refused: the comparison compared something.
  const listing = asked[0];
  expect(verdict(precompiledCheck(listing.ajv, listing.schema)!, answers[0].body)).toEqual({ valid: true, errors: null });
  expect(brokenCopies(answers[0].body).filter((body) => !verdict(precompiledCheck(listing.ajv, listing.schema)!, body).valid).length).toBeGreaterThan(5);
});

test('a schema the checks were not written for gets none: the validator compiles it', async () => {
  const { asked } = await throughTheValidator([`${LISTING}&limit=1`]);
  const { ajv, schema } = asked[0];
  expect(precompiledCheck(ajv, schema)).toBeDefined();
  expect(precompiledCheck(ajv, { ...schema, properties: { response: { type: 'string' } } })).toBeUndefined();
});
