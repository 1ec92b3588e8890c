// Tests of the admin release routes: off without `--admin`, and adding, replacing and removing releases.
import request from 'supertest';
import type { ReleasePage } from '../../core/types';
import { createClock } from '../domain/clock';
import { releasePagesOf } from '../data/releasePages';
import { AUTH, FIXED_NOW, LISTING, testApp } from '../testing/testApp';
import { MOCK } from '../../core/messages';
import { DEFAULT_MAX_RECORD_VALUES } from '../bounds/recordValues';
import { DEFAULT_MAX_PROBLEM_LINES } from '../bounds/problemLines';

const clock = createClock({ now: FIXED_NOW });
const COUNT = 40;

/** A fresh admin-enabled app over 40 generated releases, and those releases as records. */
function adminApp() {
  // One origin for detail_url, whatever port supertest listens on, so that listings compare byte for byte.
  const { app, store } = testApp({ count: COUNT, admin: true, publicUrl: 'http://mock.test' });
  return { app, records: releasePagesOf(store.releases, clock) };
}

const NEW_TITLE = 'Zyxwvut Quarterly Outlook';

function newRecord(template: ReleasePage, id: number): ReleasePage {
  return { ...template, id, title: NEW_TITLE, meta: { ...template.meta, slug: `zyxwvut-${id}` } };
}

const total = async (app: Parameters<typeof request>[0], query = '') => (await request(app).get(`${LISTING}${query}`).set(AUTH)).body.meta.total_count;
const searchIds = async (app: Parameters<typeof request>[0], words: string) =>
  (
    await request(app)
      .get(`${LISTING}&search=${encodeURIComponent(words)}&fields=_,id`)
      .set(AUTH)
  ).body.items.map((i: { id: number }) => i.id);

describe('admin routes: off and guarded', () => {
  test.each([
    ['post', '/__mock/releases'],
    ['delete', '/__mock/releases/100002'],
    ['post', '/__mock/reset'],
  ] as const)('without --admin, %s %s is a 404', async (method, path) => {
    const { app } = testApp({ count: COUNT });
    const res = await request(app)[method](path).set(AUTH).send([]);
    expect(res.status).toBe(404);
  });

  test.each([
    ['no token', {}, 401],
    ['an unknown token', { Authorization: 'Token wrong' }, 401],
    ['a token without permission', { Authorization: 'Token dev-token-no-permission' }, 403],
  ])('with %s, a change is refused and the data stays', async (_name, headers, status) => {
    const { app, records } = adminApp();
    expect((await request(app).post('/__mock/releases').set(headers).send(newRecord(records[0], 999_999))).status).toBe(status);
    expect((await request(app).delete(`/__mock/releases/${records[0].id}`).set(headers)).status).toBe(status);
    expect(await total(app)).toBe(COUNT);
  });
});

describe('POST /__mock/releases', () => {
  test('one new release is 201 with its id, and the listing, search and detail have it', async () => {
    const { app, records } = adminApp();
    const res = await request(app).post('/__mock/releases').set(AUTH).send(newRecord(records[0], 999_999));
    expect([res.status, res.body]).toEqual([201, { created: [999_999], replaced: [] }]);
    expect(await total(app)).toBe(COUNT + 1);
    expect(await searchIds(app, 'zyxwvut')).toEqual([999_999]);
    const detail = await request(app).get('/api/v2/pages/999999/').set(AUTH);
    expect([detail.status, detail.body.title]).toEqual([200, NEW_TITLE]);
  });

  test('an array replacing existing releases is 200 with their ids; the old titles are no longer found', async () => {
    const { app, records } = adminApp();
    const [first, second] = records;
    const res = await request(app)
      .post('/__mock/releases')
      .set(AUTH)
      .send([newRecord(first, first.id), { ...second, title: 'Qwertyuiop Annual Digest' }]);
    expect([res.status, res.body]).toEqual([200, { created: [], replaced: [first.id, second.id] }]);
    expect(await total(app)).toBe(COUNT);
    expect(await searchIds(app, 'zyxwvut')).toEqual([first.id]);
    expect(await searchIds(app, 'qwertyuiop')).toEqual([second.id]);
    expect(await searchIds(app, first.title)).not.toContain(first.id);
  });

  test('a bad record is a 400 naming the record and the field, and nothing changes', async () => {
    const { app, records } = adminApp();
    const before = (await request(app).get(`${LISTING}&fields=*`).set(AUTH)).text;
    const bad = { ...records[1], expected_date: '2026-02-30' };
    const res = await request(app)
      .post('/__mock/releases')
      .set(AUTH)
      .send([newRecord(records[0], 999_999), bad]);
    expect([res.status, res.body]).toEqual([400, { message: `record 1 (id ${bad.id}): /expected_date must match format "date"` }]);
    expect((await request(app).get(`${LISTING}&fields=*`).set(AUTH)).text === before).toBe(true);
  });

  test.each([
    ['a missing field', (r: ReleasePage) => ({ ...r, title: undefined }), '/title is missing'],
    ['an extra field', (r: ReleasePage) => ({ ...r, colour: 'red' }), '/colour is not a field of this object'],
  ])('a single record with %s is a 400 naming it as record 0', async (_name, spoil, problem) => {
    const { app, records } = adminApp();
    const res = await request(app).post('/__mock/releases').set(AUTH).send(spoil(records[2]));
    expect([res.status, res.body]).toEqual([400, { message: `record 0 (id ${records[2].id}): ${problem}` }]);
  });

  test.each([
    ['-5', '-5'],
    ['0', '0'],
    ['1e20', '100000000000000000000'],
    ['2^53+1', '9007199254740993'],
  ])('a record with the id %s is a 400 naming the id, and nothing changes', async (_name, id) => {
    const { app, records } = adminApp();
    const body = JSON.stringify(newRecord(records[0], 424242)).replace('"id":424242', `"id":${id}`);
    const res = await request(app).post('/__mock/releases').set(AUTH).set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^record 0 \\(id [-0-9e+]+\\): /id must be a positive integer up to ${Number.MAX_SAFE_INTEGER} \\(got `));
    expect(await total(app)).toBe(COUNT);
  });

  test('a record of 40,000 bad announcement reports is refused at once for its size, not validated', async () => {
    const { app, records } = adminApp();
    const res = await request(app)
      .post('/__mock/releases')
      .set(AUTH)
      .send({ ...records[0], announcement_reports: Array.from({ length: 40_000 }, () => ({ x: 1 })) });
    expect([res.status, res.body.message]).toEqual([
      400,
      `record 0 (id ${records[0].id}): holds more than ${DEFAULT_MAX_RECORD_VALUES} values (array items and object fields, at any depth), more than a release record may`,
    ]);
  });

  test('a record with more problems than are listed names the first ones and counts the rest', async () => {
    const { app, records } = adminApp();
    const res = await request(app)
      .post('/__mock/releases')
      .set(AUTH)
      .send({ ...records[0], announcement_reports: Array.from({ length: 100 }, () => ({})) });
    expect(res.status).toBe(400);
    expect(res.body.message.split('; ')).toHaveLength(DEFAULT_MAX_PROBLEM_LINES + 1);
    expect(res.body.message).toMatch(/; and \d+ more problems$/);
  });

  test('--max-record-values and --max-problem-lines set those two bounds', async () => {
    const { records } = adminApp();
    const { app } = testApp({ count: COUNT, admin: true, adminLimits: { maxProblemLines: 3 } });
    const many = await request(app)
      .post('/__mock/releases')
      .set(AUTH)
      .send({ ...records[0], announcement_reports: Array.from({ length: 100 }, () => ({})) });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/^record 0 \(id \d+\): ([^;]+; ){3}and \d+ more problems$/);
    const { app: strict } = testApp({ count: COUNT, admin: true, adminLimits: { maxValues: 10 } });
    const res = await request(strict)
      .post('/__mock/releases')
      .set(AUTH)
      .send({ ...records[0], id: 999_999 });
    expect([res.status, res.body.message]).toEqual([
      400,
      `record 0 (id 999999): holds more than 10 values (array items and object fields, at any depth), more than a release record may`,
    ]);
  });

  test('more release pages than --admin-max-items is a 413 before any is validated; a body over --admin-max-body a 413 too', async () => {
    const { app } = testApp({ count: COUNT, admin: true, adminLimits: { maxBodyBytes: 4096, maxItems: 3 } });
    const items = await request(app).post('/__mock/releases').set(AUTH).send([{}, {}, {}, {}]);
    expect([items.status, items.body]).toEqual([413, { message: MOCK.adminTooManyItems(4, 3) }]);
    const large = await request(app)
      .post('/__mock/releases')
      .set(AUTH)
      .send([{ title: 'x'.repeat(5000) }]);
    expect([large.status, large.body]).toEqual([413, { message: MOCK.bodyUnreadable('entity.too.large') }]);
  });

  test.each([
    ['not JSON', '{"id": 1', 'application/json', /^the body is not JSON the mock accepts$/],
    ['JSON that is not an object or array', '"release"', 'application/json', /^the body is not JSON the mock accepts$/],
    ['no JSON body', 'id=1', 'application/x-www-form-urlencoded', /^expected a release page or an array of release pages$/],
  ])('a body that is %s is a 400', async (_name, body, type, message) => {
    const { app } = adminApp();
    const res = await request(app).post('/__mock/releases').set(AUTH).set('Content-Type', type).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('DELETE /__mock/releases/<id> and POST /__mock/reset', () => {
  test('a deleted release is gone from the listing, search and detail; deleting it again is a 404', async () => {
    const { app, records } = adminApp();
    const gone = records[3];
    expect((await request(app).delete(`/__mock/releases/${gone.id}`).set(AUTH)).status).toBe(204);
    expect(await total(app)).toBe(COUNT - 1);
    const ids = (await request(app).get(`${LISTING}&fields=_,id`).set(AUTH)).body.items.map((i: { id: number }) => i.id);
    expect(ids).not.toContain(gone.id);
    expect(await searchIds(app, gone.title)).not.toContain(gone.id);
    expect((await request(app).get(`/api/v2/pages/${gone.id}/`).set(AUTH)).status).toBe(404);
    const again = await request(app).delete(`/__mock/releases/${gone.id}`).set(AUTH);
    expect([again.status, again.body]).toEqual([404, { message: `no release has the id ${gone.id}` }]);
    expect((await request(app).delete('/__mock/releases/abc').set(AUTH)).status).toBe(404);
  });

  test('reset is a 204 and restores the start-up data byte for byte', async () => {
    const { app, records } = adminApp();
    const listing = async () => (await request(app).get(`${LISTING}&fields=*`).set(AUTH)).text;
    const before = await listing();
    await request(app).post('/__mock/releases').set(AUTH).send(newRecord(records[0], 999_999));
    await request(app).delete(`/__mock/releases/${records[5].id}`).set(AUTH);
    expect((await listing()) === before).toBe(false);
    expect((await request(app).post('/__mock/reset').set(AUTH)).status).toBe(204);
    expect((await listing()) === before).toBe(true);
    expect(await searchIds(app, 'zyxwvut')).toEqual([]);
  });
});
