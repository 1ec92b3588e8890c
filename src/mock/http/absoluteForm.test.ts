// Tests of request targets in absolute form (RFC 9112 §3.2.2), answered as their path on their host.
import { listenLocally } from '../../net/testing/listenLocally';
import { rawExchange } from '../../net/testing/rawExchange';
import { AUTH, LISTING, testApp } from '../testing/testApp';
import type { Listening } from '../../net/server/listen';

let server: Listening;

beforeAll(async () => {
  server = await listenLocally(testApp({ count: 20 }).app);
});
afterAll(() => server.close());

/** A GET whose request target is `target` as written, with a Host that is not the target's. */
const get = (target: string) =>
  rawExchange(server.url, `GET ${target} HTTP/1.1\r\nHost: wrong.test\r\nAuthorization: ${AUTH.Authorization}\r\nConnection: close\r\n\r\n`);

describe('a request target in absolute form is answered as its path, on its host (RFC 9112 §3.2.2)', () => {
  test('the listing, its links on the host of the target', async () => {
    const answer = await get(`http://mock.test:8080${LISTING}&limit=1`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).items[0].meta.detail_url).toMatch(/^http:\/\/mock\.test:8080\/api\/v2\/pages\/[0-9]+\/$/);
  });

  test('its parameters are checked as in origin form', async () => {
    const answer = await get(`http://mock.test${LISTING}&limit=201`);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([400, { message: 'limit cannot be higher than 200' }]);
  });

  test('the trailing-slash redirect keeps the query', async () => {
    const answer = await get('http://mock.test/api/v2/pages?type=releases.ReleasePage');
    expect([answer.status, answer.headers['location']]).toEqual([301, '/api/v2/pages/?type=releases.ReleasePage']);
  });

  test('a /docs file is served', async () => {
    expect((await get('http://mock.test/docs/swagger-ui.css')).status).toBe(200);
  });

  test('an authority with no path is the root, the final 404', async () => {
    const answer = await get('http://mock.test');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([404, { detail: 'Not found.' }]);
  });
});
