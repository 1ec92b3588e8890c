// Tests of the listing through Express: paging, filters, ordering, fields and the bytes sent.
import request from 'supertest';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { DEVELOPMENT_TOKENS, TokenRegistry } from '../auth/tokenRegistry';
import { createClock } from '../domain/clock';
import type { StoredRelease } from '../../core/types';
import { ReleaseService, type ListRequest } from '../service/releaseService';
import { ReleaseStore } from '../store/releaseStore';
import { AUTH, FIXED_NOW, LISTING, testApp } from '../testing/testApp';
import { createApp } from './app';

const { app, store } = testApp();
const validList = schemaValidator('ReleasePageList');
const validRelease = schemaValidator('ReleasePage');

async function get(query: string) {
  // A fixed Host, so that detail_url is the same in every response.
  const res = await request(app).get(`${LISTING}${query}`).set(AUTH).set('Host', 'mock.test');
  expect(res.status).toBe(200);
  return res;
}

const DEFAULT_KEYS = ['id', 'meta', 'title'];
const META_KEYS = ['type', 'detail_url', 'html_url', 'slug', 'first_published_at'];
const ALL_KEYS = ['id', 'meta', 'title', 'expected_date', 'expected_time_period', 'target_date', 'content_scheduled', 'status', 'announcement_reports'];

describe('paging (spec §4.3, §8)', () => {
  test('the default page size is 200 and total_count counts everything', async () => {
    const res = await get('');
    expect(res.body.meta.total_count).toBe(store.size);
    expect(res.body.items).toHaveLength(200);
    expect(validList(res.body)).toBe(true);
  });

  test('walking the pages gives every release once, in ascending id, and a short page is the last', async () => {
    const seen: number[] = [];
    for (let offset = 0; ; offset += 200) {
      const { body } = await get(`&offset=${offset}&fields=_,id`);
      seen.push(...body.items.map((item: { id: number }) => item.id));
      if (body.items.length < 200) break;
    }
    expect(seen).toEqual(store.releases.map((r) => r.id));
  });

  test('limit=0 gives no items and the full total; an offset past the end gives none and the same total', async () => {
    for (const query of ['&limit=0', `&offset=${store.size + 10}`]) {
      const { body } = await get(query);
      expect(body).toEqual({ meta: { total_count: store.size }, items: [] });
    }
  });
});

describe('fields (Wagtail syntax)', () => {
  test('without fields: id, title and the five meta fields, in a fixed order', async () => {
    const { body } = await get('&limit=3');
    for (const item of body.items) {
      expect(Object.keys(item)).toEqual(DEFAULT_KEYS);
      expect(Object.keys(item.meta)).toEqual(META_KEYS);
    }
  });

  test("the spec's own default, fields=id,title,meta, gives the same body", async () => {
    expect((await get('&limit=5&fields=id,title,meta')).text).toBe((await get('&limit=5')).text);
  });

  test('fields=* gives every field, each item valid as a full ReleasePage', async () => {
    const { body } = await get('&fields=*');
    for (const item of body.items) {
      expect(Object.keys(item)).toEqual(ALL_KEYS);
      expect(validRelease(item)).toBe(true);
    }
  });

  test('names add to the defaults and keys keep their order whatever was asked', async () => {
    const { body } = await get('&limit=2&fields=status,expected_date');
    expect(Object.keys(body.items[0])).toEqual(['id', 'meta', 'title', 'expected_date', 'status']);
  });

  test('_ clears the defaults and -name removes one', async () => {
    expect(Object.keys((await get('&limit=1&fields=_,status,title')).body.items[0])).toEqual(['title', 'status']);
    const { body } = await get('&limit=1&fields=-html_url,-id');
    expect(Object.keys(body.items[0])).toEqual(['meta', 'title']);
    expect(Object.keys(body.items[0].meta)).toEqual(['type', 'detail_url', 'slug', 'first_published_at']);
  });
});

describe('detail_url and the detail endpoint', () => {
  test('detail_url is built on the origin the request came to, and leads to the same release', async () => {
    const list = await get('&limit=1&fields=*');
    const item = list.body.items[0];
    const url = new URL(item.meta.detail_url);
    expect(url.pathname).toBe(`/api/v2/pages/${item.id}/`);
    expect(url.origin).toBe('http://mock.test');
    const detail = await request(app).get(url.pathname).set(AUTH);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual({ ...item, meta: { ...item.meta, detail_url: detail.body.meta.detail_url } });
    expect(validRelease(detail.body)).toBe(true);
  });

  test('--public-url replaces the origin', async () => {
    const { app: publicApp } = testApp({ publicUrl: 'https://mock.example.org/' });
    const res = await request(publicApp).get(`${LISTING}&limit=1`).set(AUTH);
    expect(res.body.items[0].meta.detail_url).toBe(`https://mock.example.org/api/v2/pages/${res.body.items[0].id}/`);
  });

  test('the detail endpoint takes fields too', async () => {
    const res = await request(app).get(`/api/v2/pages/${store.releases[0].id}/?fields=_,title`).set(AUTH);
    expect(res.body).toEqual({ title: store.releases[0].title });
  });
});

describe('filters, search, ordering and paging combined (spec §4.1)', () => {
  test('one request: status, date range, search, ordering and paging; the result pages partition the matches', async () => {
    const query =
      '&status=published&expected_date_after=2025-01-01&expected_date_before=2026-02-28&search=results+report&ordering=-expected_date&fields=expected_date,status&limit=7';
    const first = await get(`${query}&offset=0`);
    const total = first.body.meta.total_count;
    expect(total).toBeGreaterThan(7);
    const items: { id: number; expected_date: string }[] = [];
    for (let offset = 0; offset < total; offset += 7) items.push(...(await get(`${query}&offset=${offset}`)).body.items);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((i) => i.id)).size).toBe(total);
    const dates = items.map((i) => i.expected_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d >= '2025-01-01' && d <= '2026-02-28')).toBe(true);
  });

  test("'+' in the URL separates terms, as a space does", async () => {
    expect((await get('&search=earnings+release&fields=_,id')).text).toBe((await get('&search=earnings%20release&fields=_,id')).text);
  });

  test('search= (empty) matches nothing, as in Wagtail', async () => {
    expect((await get('&search=')).body).toEqual({ meta: { total_count: 0 }, items: [] });
  });
});

describe('HEAD, determinism and response validation', () => {
  test('HEAD answers the headers of GET without a body', async () => {
    const getRes = await get('&limit=3');
    const head = await request(app).head(`${LISTING}&limit=3`).set(AUTH).set('Host', 'mock.test');
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
    expect(head.headers['content-length']).toBe(getRes.headers['content-length']);
    expect(head.headers['content-type']).toBe(getRes.headers['content-type']);
  });

  test('no ETag, as Django answers without ConditionalGetMiddleware: a client cannot come to rely on 304s', async () => {
    const res = await get('&limit=3');
    expect(res.headers).not.toHaveProperty('etag');
    const conditional = await request(app).get(`${LISTING}&limit=3`).set(AUTH).set('If-None-Match', 'W/"cached-earlier"');
    expect(conditional.status).toBe(200);
  });

  test("the Date header is the mock's clock", async () => {
    expect((await get('&limit=1')).headers['date']).toBe('Sun, 01 Mar 2026 12:00:00 GMT');
  });

  test('the same seed and clock give byte-identical responses; another seed does not', async () => {
    const query = `${LISTING}&fields=*&limit=50&offset=100`;
    const [a, b, c] = await Promise.all(
      [testApp().app, testApp().app, testApp({ seed: 43 }).app].map((server) => request(server).get(query).set(AUTH).set('Host', 'mock.test')),
    );
    expect(a.text).toBe(b.text);
    expect(a.text).not.toBe(c.text);
  });

  test.each(['&limit=200&fields=*', '&status=published&ordering=-expected_date&limit=7&offset=3', '&search=quarterly&limit=0'])(
    'unvalidated responses, written from cached items, are the bytes and headers of validated ones: %s',
    async (query) => {
      const unvalidatedApp = testApp({ validateResponses: false }).app;
      for (let round = 0; round < 2; round++) {
        const [validated, unvalidated] = await Promise.all(
          [app, unvalidatedApp].map((server) => request(server).get(`${LISTING}${query}`).set(AUTH).set('Host', 'mock.test')),
        );
        expect(unvalidated.status).toBe(200);
        expect(unvalidated.text).toBe(validated.text);
        for (const header of ['content-type', 'content-length']) expect(unvalidated.headers[header]).toBe(validated.headers[header]);
      }
    },
  );

  test("validated listings leave as the service's bytes once express-openapi-validator has checked the objects", async () => {
    // A service whose bytes are spaced out shows which were sent; a broken record shows the objects are still checked.
    class SpacedOut extends ReleaseService {
      listing(request: ListRequest, origin: string, now?: Date) {
        const listing = super.listing(request, origin, now);
        return { ...listing, json: Buffer.from(JSON.stringify(listing.body(), null, 1)) };
      }
    }
    const clock = createClock({ now: FIXED_NOW });
    const appOver = (releases: StoredRelease[]) =>
      createApp({ service: new SpacedOut(new ReleaseStore(releases), clock), tokens: new TokenRegistry(DEVELOPMENT_TOKENS) });
    const records = store.releases.slice(0, 3);
    const res = await request(appOver(records)).get(`${LISTING}&fields=expected_date`).set(AUTH);
    expect(res.text).toBe(JSON.stringify(JSON.parse(res.text), null, 1));
    const broken = await request(appOver([records[0], { ...records[1], expected_date: '2026-02-30' }]))
      .get(`${LISTING}&fields=expected_date`)
      .set(AUTH);
    expect(broken.status).toBe(500);
  });

  test('a response that breaks openapi.yaml is a loud 500 when responses are validated, and passes when they are not', async () => {
    const broken = [...store.releases.slice(0, 3)].map((r) => ({ ...r }));
    broken[1].expected_date = '2026-02-30'; // a record no fixtures file could load
    const brokenApp = testApp({ releases: broken }).app;
    // Asked twice: only answers the validator passed are sent again unchecked (ValidatedAnswers).
    for (let round = 0; round < 2; round++) {
      const validated = await request(brokenApp).get(`${LISTING}&fields=expected_date`).set(AUTH);
      expect(validated.status).toBe(500);
      expect(validated.body.message).toMatch(/^the response does not match openapi\.yaml: .*expected_date/);
    }
    const unvalidated = await request(testApp({ releases: broken, validateResponses: false }).app)
      .get(`${LISTING}&fields=expected_date`)
      .set(AUTH);
    expect(unvalidated.status).toBe(200);
  });

  test.each([
    { field: 'html_url', value: 'www.example.com/releases/no-scheme/' },
    { field: 'first_published_at', value: '2025-06-01 noon' },
  ])('responses check uri and date-time formats in their fast form: a $field that is not one is a 500', async ({ field, value }) => {
    const broken = store.releases.slice(0, 3).map((r) => ({ ...r }));
    Object.assign(broken[1], { [field]: value });
    const res = await request(testApp({ releases: broken }).app)
      .get(`${LISTING}&fields=${field}`)
      .set(AUTH);
    expect(res.status).toBe(500);
    expect(res.body.message).toContain(field);
  });
});
