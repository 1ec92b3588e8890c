import request from 'supertest';
import { listen } from '../testing/listen';
import { rawExchange } from '../testing/rawExchange';
import { AUTH, LISTING, testApp } from '../testing/testApp';

const { app } = testApp({ count: 20 });

describe('a Host that is no host is a 400, as Django answers it, not a 500 over links built from it', () => {
  test.each(['a b/c', 'mock.test:port', 'mock.test/path', '[::1'])('Host: %s', async (host) => {
    const res = await request(app).get(`${LISTING}&limit=1`).set(AUTH).set('Host', host);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Invalid HTTP_HOST header.' });
  });

  test.each(['mock.test', 'mock.test:8080', '127.0.0.1:4010', '[::1]:4010', 'MOCK.Example.com'])('Host: %s is fine', async (host) => {
    const res = await request(app).get(`${LISTING}&limit=1`).set(AUTH).set('Host', host);
    expect(res.status).toBe(200);
    expect(res.body.items[0].meta.detail_url).toMatch(new RegExp(`^http://${host.replace(/[[\].]/g, '\\$&')}/api/v2/pages/`));
  });

  test('two Host headers are a 400 (Node would keep the first)', async () => {
    const server = await listen(app);
    try {
      const answer = await rawExchange(server.url, `GET ${LISTING} HTTP/1.1\r\nHost: mock.test\r\nHost: other.test\r\nAuthorization: ${AUTH.Authorization}\r\nConnection: close\r\n\r\n`);
      expect([answer.status, JSON.parse(answer.body)]).toEqual([400, { detail: 'Invalid HTTP_HOST header.' }]);
    } finally {
      await server.close();
    }
  });

  test("HTTP/1.1 without Host is a JSON 400 (Node's own had no body)", async () => {
    const server = await listen(app);
    try {
      const answer = await rawExchange(server.url, `GET ${LISTING} HTTP/1.1\r\nAuthorization: ${AUTH.Authorization}\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toEqual({ detail: 'Invalid HTTP_HOST header.' });
    } finally {
      await server.close();
    }
  });
});
