// Tests of provoked answers (`Prefer: code=`, latency, examples): each as the real stack sends it.
import request from 'supertest';
import { openApiDocument } from '../../../core/openapi/document';
import { LISTING_PATH } from '../../../core/spec';
import { LIST_PERMISSION } from '../../auth/tokenRegistry';
import { AUTH, LISTING, testApp } from '../../testing/testApp';
import { ERROR_PAGES } from './errorPages';

const { app } = testApp({ count: 30 });
const get = (prefer: string, path = `${LISTING}&limit=1`) => request(app).get(path).set(AUTH).set('Prefer', prefer);
const componentExample = (name: string) => (openApiDocument().components.examples as Record<string, { value: unknown }>)[name].value;
type Listing = { get: { responses: { 200: { content: { 'application/json': { examples: Record<string, { value: unknown }> } } } } } };
const listingExample = (name: string) =>
  (openApiDocument().paths[LISTING_PATH] as unknown as Listing).get.responses[200].content['application/json'].examples[name].value;

describe('Prefer: code= answers as the real stack does', () => {
  test('401: DRF\'s "Invalid token." with WWW-Authenticate: Token', async () => {
    const res = await get('code=401');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Token');
    expect(res.body).toEqual({ detail: 'Invalid token.' });
  });

  test("403: DRF's permission denial", async () => {
    const res = await get('code=403');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  test.each([LISTING, '/api/v2/pages/100000/'])("404 on %s: Wagtail's missing page", async (path) => {
    const res = await get('code=404', path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No Page matches the given query.' });
  });

  test("429: DRF's throttling body and Retry-After", async () => {
    const res = await get('code=429');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
  });

  test.each([
    [500, 'text/html; charset=utf-8', '<h1>Server Error (500)</h1>'],
    [502, 'text/html', '<center><h1>502 Bad Gateway</h1></center>'],
    [503, 'text/html', '<center><h1>503 Service Temporarily Unavailable</h1></center>'],
  ] as const)('%i: the HTML page, as %s', async (status, contentType, heading) => {
    const res = await get(`code=${status}`);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.text).toBe(ERROR_PAGES[status].html);
    expect(res.text).toContain(heading);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(ERROR_PAGES[status].html)));
  });

  test('HEAD gets the status and headers without a body', async () => {
    const res = await request(app).head(LISTING).set(AUTH).set('Prefer', 'code=503');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.text).toBeUndefined();
  });

  test('the query is not validated for a provoked answer', async () => {
    expect((await get('code=503', `${LISTING}&limit=999`)).status).toBe(503);
  });
});

describe('Prefer is honoured only after the token is accepted', () => {
  const { app: withOwnTokens } = testApp({
    count: 20,
    tokens: [
      { key: 'ok', permissions: [LIST_PERMISSION] },
      { key: 'no', permissions: [] },
    ],
  });

  test.each([
    ['no token', undefined, 401, { detail: 'Authentication credentials were not provided.' }],
    ['an unknown token', 'Token nope', 401, { detail: 'Invalid token.' }],
    ['a token without permission', 'Token no', 403, { detail: 'You do not have permission to perform this action.' }],
  ])('%s: the real answer, whatever Prefer asks', async (_case, authorization, status, body) => {
    for (const prefer of ['code=503', 'example=allFields', 'drop', 'bogus']) {
      const req = request(withOwnTokens).get(LISTING).set('Prefer', prefer);
      const res = await (authorization ? req.set('Authorization', authorization) : req);
      expect([res.status, res.body]).toEqual([status, body]);
    }
  });

  test('a method the API does not serve still gets its 405', async () => {
    const res = await request(app).post(LISTING).set(AUTH).set('Prefer', 'code=503');
    expect(res.status).toBe(405);
  });
});

describe('Prefer: example=', () => {
  const HOST = 'mock.test:8080';
  type Item = { id: number; meta?: { detail_url: string } };
  /** The example as written, with the id given and a detail_url on the request's origin. */
  const served = (example: unknown, id: number) => {
    const item = structuredClone(example) as Item;
    item.id = id;
    if (item.meta) item.meta.detail_url = `http://${HOST}/api/v2/pages/${id}/`;
    return item;
  };
  const firstId = async () => (await request(app).get(`${LISTING}&limit=1&fields=_,id`).set(AUTH)).body.items[0].id as number;

  test.each(['allFields', 'defaultFields'])(
    "the listing's %s: openapi.yaml's, its item holding the data's first id, its detail_url the live origin",
    async (name) => {
      const res = await get(`example=${name}`).set('Host', HOST);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const example = listingExample(name) as { meta: unknown; items: unknown[] };
      expect(res.body).toEqual({ ...example, items: [served(example.items[0], await firstId())] });
      // The link leads to the release.
      const detail = await request(app).get(new URL(res.body.items[0].meta.detail_url).pathname).set(AUTH);
      expect(detail.status).toBe(200);
    },
  );

  test.each([
    ['full', 'FullItem'],
    ['listingFields', 'DefaultFieldsItem'],
  ])("the detail's %s: openapi.yaml's %s with the id asked for, its detail_url the live origin", async (name, component) => {
    const id = await firstId();
    const res = await get(`example=${name}`, `/api/v2/pages/${id}/`).set('Host', HOST);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(served(componentExample(component), id));
  });

  test.each([
    [LISTING, 'full', "Prefer: no example named 'full' for this operation (examples: defaultFields, allFields)"],
    ['/api/v2/pages/100000/', 'allFields', "Prefer: no example named 'allFields' for this operation (examples: full, listingFields)"],
    ['/api/v2/pages/1/x/', 'full', "Prefer: no example named 'full' for this operation (it has none)"],
  ])('%s example=%s is a 400 naming the ones there are', async (path, name, message) => {
    const res = await get(`example=${name}, latency=5000`, path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});

describe("a Prefer the mock cannot honour is its own 400, not the validator's", () => {
  test.each([
    ['code=418', "Prefer: code must be one of 401, 403, 404, 429, 500, 502, 503 (got '418')"],
    ['return=minimal', "Prefer: 'return' is not supported (supported: code, example, latency, drop)"],
    ['code=503;x', "Prefer: cannot read 'code=503;x' (expected name or name=value, separated by commas)"],
  ])('%p', async (prefer, message) => {
    const res = await get(prefer);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test('a valid Prefer that asks no other answer lets the request through, and its query is validated as ever', async () => {
    expect((await get('latency=0')).status).toBe(200);
    expect((await get('latency=0', `${LISTING}&limit=201`)).body).toEqual({ message: 'limit cannot be higher than 200' });
  });
});

describe('Prefer: latency= and drop', () => {
  test('latency delays the real answer and a provoked one (a lower bound only)', async () => {
    for (const prefer of ['latency=300', 'code=429, latency=300']) {
      const started = performance.now();
      const res = await get(prefer);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      expect([200, 429]).toContain(res.status);
    }
  });

  test('drop closes the connection without an answer', async () => {
    await expect(get('drop')).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  test('drop after a latency', async () => {
    const started = performance.now();
    await expect(get('drop, latency=200')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('held answers are capped (--max-held-answers)', () => {
  test('past the cap, a request asking to wait is a 503 with Retry-After at once; a place is free again once an answer goes', async () => {
    const { app: capped } = testApp({ count: 30, maxHeldAnswers: 2 });
    const ask = (prefer: string) => request(capped).get(`${LISTING}&limit=1`).set(AUTH).set('Prefer', prefer);
    const waiting = [ask('latency=400'), ask('latency=400')].map((r) => r.then((res) => res.status));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await ask('latency=400');
    expect([refused.status, refused.headers['retry-after'], refused.text]).toEqual([503, '1', ERROR_PAGES[503].html]);
    // A request that does not ask to wait is not held, and is answered.
    expect((await ask('code=429')).status).toBe(429);
    expect(await Promise.all(waiting)).toEqual([200, 200]);
    expect((await ask('latency=10')).status).toBe(200);
  });

  test('a client that leaves gives its place back', async () => {
    const { app: capped } = testApp({ count: 30, maxHeldAnswers: 1 });
    const ask = (prefer: string, timeout?: number) =>
      request(capped)
        .get(`${LISTING}&limit=1`)
        .set(AUTH)
        .set('Prefer', prefer)
        .timeout(timeout ?? 5000);
    await expect(ask('latency=60000', 100)).rejects.toMatchObject({ timeout: 100 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await ask('latency=10')).status).toBe(200);
  });
});

describe('the run faults: --error-rate and --latency', () => {
  const statuses = async (app: ReturnType<typeof testApp>['app'], n: number) => {
    const result: number[] = [];
    for (let i = 0; i < n; i++) result.push((await request(app).get(`${LISTING}&limit=1`).set(AUTH)).status);
    return result;
  };

  test('--error-rate 1 answers every request with an HTML 500, 502 or 503', async () => {
    const { app: failing } = testApp({ count: 20, runFaults: { seed: 1, errorRate: 1 } });
    const res = await request(failing).get(LISTING).set(AUTH);
    expect([500, 502, 503]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(new Set(await statuses(failing, 30))).toEqual(new Set([500, 502, 503]));
  });

  test('--error-rate 0 answers every request', async () => {
    const { app: healthy } = testApp({ count: 20, runFaults: { seed: 1, errorRate: 0 } });
    expect(new Set(await statuses(healthy, 20))).toEqual(new Set([200]));
  });

  test('the same seed gives the same answers, request by request', async () => {
    const run = () => statuses(testApp({ count: 20, runFaults: { seed: 9, errorRate: 0.5 } }).app, 30);
    const first = await run();
    expect(new Set(first)).toEqual(new Set([200, 500, 502, 503]));
    expect(await run()).toEqual(first);
  });

  test('a Prefer wins over the drawn error, and an unauthenticated request is not touched', async () => {
    const { app: failing } = testApp({ count: 20, runFaults: { seed: 1, errorRate: 1 } });
    expect((await request(failing).get(`${LISTING}&limit=1`).set(AUTH).set('Prefer', 'code=429')).status).toBe(429);
    expect((await request(failing).get(`${LISTING}&limit=1`).set(AUTH).set('Prefer', 'example=allFields')).status).toBe(200);
    expect((await request(failing).get(LISTING)).status).toBe(401);
  });

  test('--latency delays every answer; Prefer: latency= overrides it', async () => {
    const { app: slow } = testApp({ count: 20, runFaults: { seed: 1, latency: { min: 200, max: 300 } } });
    let started = performance.now();
    expect((await request(slow).get(`${LISTING}&limit=1`).set(AUTH)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    started = performance.now();
    await request(slow).get(`${LISTING}&limit=1`).set(AUTH).set('Prefer', 'latency=0');
    expect(performance.now() - started).toBeLessThan(190);
  });
});

describe('CORS', () => {
  test('a cross-origin script may read Date, WWW-Authenticate, Retry-After and Allow', async () => {
    const res = await get('code=429').set('Origin', 'http://localhost:3000');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toBe('Date,WWW-Authenticate,Retry-After,Allow,X-Mock-Reading');
  });

  test('a preflight allows the Prefer header', async () => {
    const res = await request(app)
      .options(LISTING)
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization,prefer');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-headers']).toBe('Authorization,Content-Type,Prefer,X-Mock-Now');
  });
});
