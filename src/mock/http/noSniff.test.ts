// Tests that every kind of answer says `X-Content-Type-Options: nosniff`.
import request from 'supertest';
import { AUTH, LISTING, testApp } from '../testing/testApp';

const { app } = testApp({ count: 20 });

test.each([
  ['a listing', LISTING, AUTH],
  ['a 400', `${LISTING}&limit=-1`, AUTH],
  ['a 401', LISTING, {}],
  ['a provoked HTML 503', LISTING, { ...AUTH, Prefer: 'code=503' }],
  ['the final 404', '/nothing', {}],
  ['the /docs page', '/docs', {}],
  ['a /docs asset', '/docs/swagger-ui.css', {}],
  ['the 301 to the slashed path', '/api/v2/pages', {}],
])('%s says nosniff', async (_case, path, headers) => {
  const res = await request(app).get(path).set(headers);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});
