// Tests of `GET` and `PUT /__mock/clock`: reading and setting the clock, and refusing bad bodies.
import { INSTANT_RANGE } from '../domain/instantRange';
import request from 'supertest';
import { DRF, MOCK } from '../../core/messages';
import { MAX_CLOCK_RATE, createClock } from '../domain/clock';
import { release } from '../testing/records';
import { AUTH, FIXED_NOW, LISTING, testApp } from '../testing/testApp';
import { CLOCK_PATH } from './clockRoutes';

// A real time source the tests move by hand.
let realMs = 0;
const adminApp = () =>
  testApp({
    admin: true,
    clock: createClock({ now: FIXED_NOW, realNow: () => realMs }),
    releases: [release({ id: 1, expected_date: '2026-03-01', target_date: '2026-03-01T13:30:00+00:00' })],
  }).app;

const put = (app: ReturnType<typeof adminApp>, body: unknown) =>
  request(app)
    .put(CLOCK_PATH)
    .set(AUTH)
    .send(body as object);

describe('GET and PUT /__mock/clock (--admin)', () => {
  test('GET reads the clock', async () => {
    const res = await request(adminApp()).get(CLOCK_PATH).set(AUTH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ now: '2026-03-01T12:00:00.000Z', rate: 0, timezone: 'UTC', today: '2026-03-01' });
  });

  test('PUT sets now and rate for every following request', async () => {
    const app = adminApp();
    const status = async () => (await request(app).get(`${LISTING}&fields=status`).set(AUTH)).body.items[0].status.code;
    expect(await status()).toBe('scheduled');

    const set = await put(app, { now: '2026-03-02T09:00:00+01:00', rate: 60 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ now: '2026-03-02T08:00:00.000Z', rate: 60, timezone: 'UTC', today: '2026-03-02' });
    expect(set.headers.date).toBe('Mon, 02 Mar 2026 08:00:00 GMT');
    expect(await status()).toBe('published');

    realMs += 1000; // a minute later on the clock
    expect((await request(app).get(CLOCK_PATH).set(AUTH)).body.now).toBe('2026-03-02T08:01:00.000Z');
    expect((await put(app, { rate: 0 })).body).toMatchObject({ now: '2026-03-02T08:01:00.000Z', rate: 0 });
    expect((await put(app, { now: FIXED_NOW })).body).toMatchObject({ now: '2026-03-01T12:00:00.000Z', rate: 0 });
    expect(await status()).toBe('scheduled');
  });

  test('a clock set running near year 9999 stops at its last instant: the Date header stays readable', async () => {
    const app = adminApp();
    expect((await put(app, { now: '9999-12-31T00:00:00Z', rate: MAX_CLOCK_RATE })).status).toBe(200);
    realMs += 10_000; // ten years later on the clock
    const res = await request(app).get(CLOCK_PATH).set(AUTH);
    expect([res.body.now, res.body.today, res.headers.date]).toEqual(['9999-12-31T23:59:59.999Z', '9999-12-31', 'Fri, 31 Dec 9999 23:59:59 GMT']);
    expect((await request(app).get(`${LISTING}&fields=status`).set(AUTH)).status).toBe(200);
  });

  test.each<[string, unknown, string]>([
    ['an array', [1], MOCK.clockBodyNotObject],
    ['an unknown field', { now: FIXED_NOW, speed: 2 }, MOCK.clockFieldsUnknown(['speed'])],
    ['a now without an offset', { now: '2026-03-01T12:00:00' }, MOCK.clockNowMalformed('2026-03-01T12:00:00')],
    ['a now that is a number', { now: 1 }, MOCK.clockNowMalformed(1)],
    ['a negative rate', { rate: -1 }, MOCK.clockRateInvalid(-1, MAX_CLOCK_RATE)],
    ['a rate in a string', { rate: '60' }, MOCK.clockRateInvalid('60', MAX_CLOCK_RATE)],
    ['two problems', { now: 'x', rate: -1 }, `${MOCK.clockNowMalformed('x')}; ${MOCK.clockRateInvalid(-1, MAX_CLOCK_RATE)}`],
    ['a now past year 9999', { now: '+275760-09-13T00:00:00Z' }, MOCK.clockNowOutOfRange('+275760-09-13T00:00:00Z', INSTANT_RANGE)],
    ['a now before year 1', { now: '-000001-01-01T00:00:00Z' }, MOCK.clockNowOutOfRange('-000001-01-01T00:00:00Z', INSTANT_RANGE)],
    ['a now with an offset past 18:00', { now: '2026-03-01T12:00:00+99:99' }, MOCK.clockNowOutOfRange('2026-03-01T12:00:00+99:99', INSTANT_RANGE)],
  ])('PUT with %s is a 400 that changes nothing', async (_case, body, message) => {
    const app = adminApp();
    const res = await put(app, body);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    expect((await request(app).get(CLOCK_PATH).set(AUTH)).body.now).toBe('2026-03-01T12:00:00.000Z');
  });

  test('a body that is not JSON is a 400 that does not quote it', async () => {
    const res = await request(adminApp()).put(CLOCK_PATH).set(AUTH).set('Content-Type', 'application/json').send('{"now": secret');
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message: MOCK.bodyUnreadable('entity.parse.failed') } });
  });

  test('a body over the size limit is a 413', async () => {
    const res = await request(adminApp())
      .put(CLOCK_PATH)
      .set(AUTH)
      .set('Content-Type', 'application/json')
      .send(`{"now": "${'x'.repeat(200_000)}"}`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 413, body: { message: MOCK.bodyUnreadable('entity.too.large') } });
  });

  test('a body that is not JSON at all (no JSON content type) is a 400', async () => {
    const res = await request(adminApp()).put(CLOCK_PATH).set(AUTH).set('Content-Type', 'text/plain').send('now');
    expect(res.body).toEqual({ message: MOCK.clockBodyNotObject });
  });

  test.each([
    ['no token', {}, 401],
    ['an unknown token', { Authorization: 'Token wrong' }, 401],
    ['a token without permission', { Authorization: 'Token dev-token-no-permission' }, 403],
  ])('with %s, GET and PUT are refused', async (_case, headers, status) => {
    const app = adminApp();
    expect((await request(app).get(CLOCK_PATH).set(headers)).status).toBe(status);
    expect((await request(app).put(CLOCK_PATH).set(headers).send({ rate: 60 })).status).toBe(status);
    expect((await request(app).get(CLOCK_PATH).set(AUTH)).body.rate).toBe(0);
  });

  test('another method is a 405 naming the ones served', async () => {
    const res = await request(adminApp()).post(CLOCK_PATH).set(AUTH);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT');
    expect(res.body).toEqual({ detail: DRF.methodNotAllowed('POST') });
  });

  test('without --admin there is no such address', async () => {
    const { app } = testApp();
    expect((await request(app).get(CLOCK_PATH).set(AUTH)).status).toBe(404);
    expect((await request(app).put(CLOCK_PATH).set(AUTH).send({ rate: 60 })).status).toBe(404);
  });
});
