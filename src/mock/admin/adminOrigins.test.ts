// Tests of the admin routes' origin policy: loopback origins, the named ones, and the preflight they get.
import request from 'supertest';
import { createFetchHandler } from '../../fetch';
import { AUTH, LISTING, testApp } from '../testing/testApp';
import { MOCK } from '../../core/messages';
import { adminOriginPolicy, isLoopbackOrigin } from './adminOrigins';

describe('isLoopbackOrigin', () => {
  test.each(['http://localhost', 'http://localhost:3000', 'https://LOCALHOST:8443', 'http://127.0.0.1:5173', 'http://[::1]:4010', 'https://[::1]'])(
    '%s is loopback',
    (origin) => {
      expect(isLoopbackOrigin(origin)).toBe(true);
    },
  );

  test.each([
    'http://evil.test',
    'http://localhost.evil.test',
    'http://127.0.0.1.evil.test',
    'http://127.0.0.2',
    'null',
    'file://',
    'http://localhost:3000/path',
    'ftp://localhost',
  ])('%s is not', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(false);
  });
});

test('the policy allows loopback, the named origins (any case) and requests without Origin', () => {
  const allowed = adminOriginPolicy(['https://UI.example.com']);
  expect([undefined, 'http://localhost:1', 'https://ui.example.com', 'https://ui.example.com:444', 'http://ui.example.com'].map(allowed)).toEqual([
    true,
    true,
    true,
    false,
    false,
  ]);
});

describe('admin routes and origins', () => {
  const FOREIGN = 'http://evil.test';
  const app = () => testApp({ count: 20, admin: true, adminOrigins: ['https://ui.example.com'] }).app;

  test.each([
    ['a simple POST of /__mock/reset', (a: ReturnType<typeof app>) => request(a).post('/__mock/reset').set(AUTH).set('Origin', FOREIGN)],
    [
      'a form POST of /__mock/releases',
      (a: ReturnType<typeof app>) => request(a).post('/__mock/releases').set(AUTH).set('Origin', FOREIGN).type('form').send('a=1'),
    ],
    [
      'a PUT of the clock',
      (a: ReturnType<typeof app>) => request(a).put('/__mock/clock').set(AUTH).set('Origin', FOREIGN).send({ now: '2030-01-01T00:00:00Z' }),
    ],
    ['a preflight', (a: ReturnType<typeof app>) => request(a).options('/__mock/releases').set('Origin', FOREIGN).set('Access-Control-Request-Method', 'POST')],
  ])('from a foreign origin, %s is a 403 with no CORS header, and nothing changes', async (_case, send) => {
    const a = app();
    const res = await send(a);
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { message: MOCK.adminOriginRefused(FOREIGN) } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await request(a).get('/__mock/clock').set(AUTH)).body.now).toBe('2026-03-01T12:00:00.000Z');
  });

  test.each(['http://localhost:5173', 'https://ui.example.com'])('from %s, the preflight allows the admin methods for that origin only', async (origin) => {
    const res = await request(app()).options('/__mock/releases').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers.vary).toContain('Origin');
  });

  test('from a loopback page, a POST acts, and its answer is readable there', async () => {
    const res = await request(app()).post('/__mock/reset').set(AUTH).set('Origin', 'http://127.0.0.1:3000');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  });

  test('the listing keeps * for any origin', async () => {
    const res = await request(app()).get(LISTING).set(AUTH).set('Origin', FOREIGN);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('a Host not of this machine (DNS rebinding: a GET of its own page sends no Origin)', () => {
  test.each(['evil.test', 'evil.test:8000', '127.0.0.1.evil.test', '10.0.0.5:8000'])(
    'Host %s: the journal, the clock and every admin route are a 403; the API is served',
    async (host) => {
      const { app } = testApp({ count: 20, admin: true });
      for (const path of ['/__mock/requests', '/__mock/clock']) {
        const res = await request(app).get(path).set(AUTH).set('Host', host);
        expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { message: MOCK.adminHostRefused(host) } });
      }
      expect((await request(app).post('/__mock/reset').set(AUTH).set('Host', host)).status).toBe(403);
      expect((await request(app).get(LISTING).set(AUTH).set('Host', host)).status).toBe(200);
    },
  );

  test.each(['localhost:8000', 'LOCALHOST', '127.0.0.1:1', '[::1]:8000'])('Host %s is this machine: served', async (host) => {
    const res = await request(testApp({ count: 20, admin: true }).app)
      .get('/__mock/requests')
      .set(AUTH)
      .set('Host', host);
    expect(res.status).toBe(200);
  });

  test('a Host --allowed-hosts names is served; another still refused', async () => {
    const { app } = testApp({ count: 20, admin: true, allowedHosts: ['.mock.example.com', 'localhost'] });
    expect((await request(app).get('/__mock/requests').set(AUTH).set('Host', 'ci.mock.example.com:8000')).status).toBe(200);
    expect((await request(app).get('/__mock/requests').set(AUTH).set('Host', 'localhost')).status).toBe(200);
  });

  test('in process (the fetch handler), where no other site reaches it, any Host is served', async () => {
    const mock = createFetchHandler({ admin: true, count: 20 });
    expect((await mock(new Request('http://mock.test/__mock/requests', { headers: AUTH }))).status).toBe(200);
  });
});
