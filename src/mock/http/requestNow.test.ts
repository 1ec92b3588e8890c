// Tests of `X-Mock-Now`: the "now" of one request for statuses, filters and the Date header.
import { INSTANT_RANGE } from '../domain/instantRange';
import request from 'supertest';
import { MOCK } from '../../core/messages';
import { release } from '../testing/records';
import { AUTH, FIXED_NOW, LISTING, testApp } from '../testing/testApp';

// The app's clock is fixed at 2026-03-01T12:00:00Z: release 1 is scheduled for 13:30 that day.
const { app } = testApp({
  releases: [release({ id: 1, expected_date: '2026-03-01', target_date: '2026-03-01T13:30:00+00:00' }), release({ id: 2, expected_date: '2026-03-10' })],
});
const LATER = '2026-03-01T14:00:00Z';

const list = (query: string, now?: string) => {
  // A fixed Host, so that detail_url is the same in every response.
  const req = request(app).get(`${LISTING}${query}`).set(AUTH).set('Host', 'mock.test');
  return now === undefined ? req : req.set('X-Mock-Now', now);
};
const ids = (res: request.Response) => (res.body.items as { id: number }[]).map((item) => item.id);

describe('X-Mock-Now sets "now" for one request', () => {
  test('status filters, status objects and the Date header follow it, and the next plain request is as before', async () => {
    const before = await list('&fields=status');
    expect(before.headers.date).toBe(new Date(FIXED_NOW).toUTCString());
    expect(before.body.items[0].status.code).toBe('scheduled');
    expect(ids(await list('&status=scheduled'))).toEqual([1]);

    const later = await list('&fields=status', LATER);
    expect(later.headers.date).toBe('Sun, 01 Mar 2026 14:00:00 GMT');
    expect(later.body.items[0].status).toMatchObject({ code: 'published', description: 'Published on 2026-03-01.' });
    expect(ids(await list('&status=scheduled', LATER))).toEqual([]);
    expect(ids(await list('&status=published', LATER))).toEqual([1]);

    const after = await list('&fields=status');
    expect(after.text).toBe(before.text);
    expect(after.headers.date).toBe(before.headers.date);
  });

  test('"today" is its date in the configured time zone, whatever offset it is written with', async () => {
    // 2026-03-10T23:30-05:00 is the 11th in UTC, where release 2 (expected on the 10th, no target) is then past.
    const res = await list('&status=published', '2026-03-10T23:30:00-05:00');
    expect(res.headers.date).toBe('Wed, 11 Mar 2026 04:30:00 GMT');
    expect(ids(res)).toEqual([1, 2]);
  });

  test('the detail endpoint follows it too', async () => {
    const res = await request(app).get('/api/v2/pages/1/?fields=status').set(AUTH).set('X-Mock-Now', LATER);
    expect(res.body.status.code).toBe('published');
  });

  test.each(['2026-03-01T14:00:00', '2026-03-01', 'tomorrow', '', '2026-02-30T12:00:00Z', `${LATER}, ${LATER}`])(
    'a malformed value %j is a 400 naming the header',
    async (value) => {
      const res = await list('', value);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MOCK.mockNowMalformed(value) });
      expect(res.body.message).toMatch(/^X-Mock-Now must be an ISO 8601 date-time with a time zone offset/);
    },
  );

  test.each(['2026-03-01T14:00:00+99:99', '2026-03-01T14:00:00-18:30', '+275760-09-13T00:00:00Z', '+010000-01-01T00:00:00Z', '0000-06-01T00:00:00Z'])(
    'a value out of the range %j is a 400 naming the range, never a 500 or an invalid Date header',
    async (value) => {
      const res = await list('', value);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MOCK.mockNowOutOfRange(value, INSTANT_RANGE) });
      expect(res.headers.date).not.toMatch(/Invalid/);
    },
  );

  test('authentication comes first, as for every parameter', async () => {
    const res = await request(app).get(LISTING).set('X-Mock-Now', 'tomorrow');
    expect(res.status).toBe(401);
  });

  test('CORS preflights allow the header', async () => {
    const res = await request(app)
      .options(LISTING)
      .set('Origin', 'http://ui.test')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization,x-mock-now');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-headers']).toContain('X-Mock-Now');
  });
});
