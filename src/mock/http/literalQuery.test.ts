// Tests that no query, however named, writes to a prototype or makes a 500.
import fc from 'fast-check';
import request from 'supertest';
import { AUTH, LISTING, testApp } from '../testing/testApp';

const { app } = testApp({ count: 20 });

/** Every own property of the prototypes a query could reach, with its value, to compare before and after. */
const prototypeState = () =>
  [Object.prototype, Array.prototype, Function.prototype].map((prototype) =>
    Object.getOwnPropertyNames(prototype).map((name) => [name, Object.getOwnPropertyDescriptor(prototype, name)?.value]),
  );

/** Names qs, ajv or a careless merge could turn into a prototype write. */
const SEGMENT = fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'toString', 'limit', 'status', 'fields', 'type', '', '0');
/** `a`, `a[b]`, `a[b][c]`, `a.b`, `a[]`, each bracket sometimes percent-encoded. */
const NAME = fc.tuple(SEGMENT, fc.array(SEGMENT, { maxLength: 3 }), fc.constantFrom('[]', '.'), fc.boolean()).map(([first, rest, style, encoded]) => {
  const name = style === '.' ? [first, ...rest].join('.') : first + rest.map((segment) => `[${segment}]`).join('');
  return encoded ? name.replace(/\[/g, '%5B').replace(/\]/g, '%5D') : name;
});
const QUERY = fc
  .array(fc.tuple(NAME, fc.constantFrom('1', 'x', 'draft', '{}', '%7B%7D')), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&'));

describe('no query touches a prototype', () => {
  test.each([
    '__proto__[polluted]=1',
    '__proto__.polluted=1',
    'constructor[prototype][polluted]=1',
    'limit[__proto__][polluted]=1',
    'status[constructor][prototype][polluted]=1',
    '__proto__=1&__proto__[polluted]=1',
    'toString[]=1',
  ])('%s is a 400, and Object.prototype is as it was', async (query) => {
    const before = prototypeState();
    const res = await request(app).get(`${LISTING}&${query}`).set(AUTH);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^query parameter is not an operation or a recognised field: /);
    expect(prototypeState()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('nor does any query of such names, bracketed, dotted or encoded: never a 500, never a prototype change', async () => {
    const before = prototypeState();
    await fc.assert(
      fc.asyncProperty(QUERY, async (query) => {
        const res = await request(app).get(`${LISTING}&${query}`).set(AUTH);
        expect([200, 400]).toContain(res.status);
        expect(prototypeState()).toEqual(before);
      }),
      { numRuns: 150, seed: 13 },
    );
  }, 60_000);
});

describe('the validator is given the query without bracketed names', () => {
  test('a listing with plain names still works, its values coerced for the routes', async () => {
    const res = await request(app).get(`${LISTING}&limit=3&offset=1&fields=_,id`).set(AUTH);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(3);
  });
});
