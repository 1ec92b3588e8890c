// `Vary: Host` on every answer that names the request's origin, and none where --public-url fixes it.
import request from 'supertest';
import { AUTH, LISTING, testApp } from '../testing/testApp';

const ROUTES = [
  ['the listing', LISTING],
  ['the detail', 'DETAIL'],
  ['/openapi.yaml', '/openapi.yaml'],
  ['/openapi.spec.yaml', '/openapi.spec.yaml'],
  ['/docs/openapi.json', '/docs/openapi.json'],
] as const;

type App = ReturnType<typeof testApp>['app'];

/** The path, the detail's of the first release listed. */
async function pathIn(app: App, path: string): Promise<string> {
  if (path !== 'DETAIL') return path;
  const listed = await request(app).get(`${LISTING}&limit=1&fields=_,id`).set(AUTH);
  return `/api/v2/pages/${(listed.body as { items: { id: number }[] }).items[0].id}/`;
}

test.each(ROUTES)('%s names the Host it was asked on, and says it varies with it', async (_name, path) => {
  const { app } = testApp({ count: 20 });
  const at = await pathIn(app, path);
  const [first, second] = await Promise.all(['one.test:8000', 'two.test:8000'].map((host) => request(app).get(at).set(AUTH).set('Host', host)));
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(first.text).toContain('http://one.test:8000');
  expect(second.text).toContain('http://two.test:8000');
  expect(first.headers.vary).toBe('Host');
});

test.each(ROUTES)('with --public-url, %s names it whatever the Host, and has no Vary', async (_name, path) => {
  const { app } = testApp({ count: 20, publicUrl: 'https://mock.example.com' });
  const res = await request(app)
    .get(await pathIn(app, path))
    .set(AUTH)
    .set('Host', 'one.test');
  expect(res.status).toBe(200);
  expect(res.text).toContain('https://mock.example.com');
  expect(res.headers.vary).toBeUndefined();
});

test('an answer that names no origin (a 400) has no Vary: Host', async () => {
  const res = await request(testApp({ count: 20 }).app)
    .get(`${LISTING}&limit=abc`)
    .set(AUTH);
  expect(res.status).toBe(400);
  expect(res.headers.vary).toBeUndefined();
});
