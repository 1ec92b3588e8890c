// Tests that the benchmark routes are absent from the mock and answer when mounted.
import request from 'supertest';
import { AUTH, testApp } from '../src/mock/testing/testApp';
import { benchRoutes, CEILING_PATH, UNCHAINED_LISTING_PATH } from './routes';

const QUERY = '?type=releases.ReleasePage&status=announced&limit=3';

test('the mock itself has no benchmark routes', async () => {
  const { app } = testApp({ count: 30 });
  expect((await request(app).get(CEILING_PATH).set(AUTH)).status).toBe(404);
  expect((await request(app).get(`${UNCHAINED_LISTING_PATH}${QUERY}`).set(AUTH)).status).toBe(404);
});

test('mounted by the benchmark: the ceiling, and the listing handler alone giving the same answer with no token', async () => {
  const { app } = testApp({ count: 30, routers: (service) => benchRoutes(service, { validateResponses: true }) });
  const ceiling = await request(app).get(CEILING_PATH);
  expect([ceiling.status, ceiling.body]).toEqual([200, { ok: true }]);
  const unchained = await request(app).get(`${UNCHAINED_LISTING_PATH}${QUERY}`).set('Host', 'mock.test');
  const chained = await request(app).get(`/api/v2/pages/${QUERY}`).set(AUTH).set('Host', 'mock.test');
  expect(unchained.status).toBe(200);
  expect(unchained.text).toBe(chained.text);
});
