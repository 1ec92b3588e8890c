// Test of a moving clock: a release turns from scheduled to published without a restart.
import request from 'supertest';
import { createClock } from '../domain/clock';
import { release } from '../testing/records';
import { AUTH, LISTING, testApp } from '../testing/testApp';

test('on a moving clock, a release crosses from scheduled to published as the clock passes its target, without a restart', async () => {
  // --now 12:00 with --clock-rate 3600 (an hour a second), on a real time source the test moves by hand.
  let realMs = 0;
  const clock = createClock({ now: '2026-03-01T12:00:00Z', rate: 3600, realNow: () => realMs });
  const { app } = testApp({ clock, releases: [release({ id: 1, expected_date: '2026-03-01', target_date: '2026-03-01T13:30:00+00:00' })] });
  const answer = async () => {
    const res = await request(app).get(`${LISTING}&fields=status`).set(AUTH);
    const scheduled = await request(app).get(`${LISTING}&status=scheduled`).set(AUTH);
    return { date: res.headers.date, code: res.body.items[0].status.code, scheduled: scheduled.body.meta.total_count };
  };

  expect(await answer()).toEqual({ date: 'Sun, 01 Mar 2026 12:00:00 GMT', code: 'scheduled', scheduled: 1 });
  realMs = 1000;
  expect(await answer()).toEqual({ date: 'Sun, 01 Mar 2026 13:00:00 GMT', code: 'scheduled', scheduled: 1 });
  realMs = 2000;
  expect(await answer()).toEqual({ date: 'Sun, 01 Mar 2026 14:00:00 GMT', code: 'published', scheduled: 0 });
});
