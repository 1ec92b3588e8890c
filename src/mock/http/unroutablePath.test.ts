// Tests that a path no route can match is the JSON 404, and that a query is not taken for a path.
import request from 'supertest';
import { AUTH, testApp } from '../testing/testApp';

const { app } = testApp({ count: 20 });

describe('a path no route can match is the JSON 404, whatever the validator and the router would say', () => {
  test.each([
    ['an empty segment under the listing', '/api/v2/pages//'],
    ['an empty segment under the listing, with its query', '/api/v2/pages//?type=releases.ReleasePage'],
    ['an empty segment before a page', '/api/v2/pages//100000/'],
    ['a double slash alone', '//'],
    ['malformed percent-encoding in the listing', '/api/v2/pages/%zz/'],
    ['malformed percent-encoding in a page id', '/api/v2/pages/1%/'],
    ['malformed percent-encoding under /docs', '/docs/%zz'],
  ])('%s', async (_case, path) => {
    const res = await request(app).get(path).set(AUTH);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  test('a query is not a path: malformed percent-encoding there is searched for as it is', async () => {
    const res = await request(app).get('/api/v2/pages/?type=releases.ReleasePage&search=%zz').set(AUTH);
    expect(res.status).toBe(200);
  });
});
