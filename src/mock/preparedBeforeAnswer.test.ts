// Tests that a request waits for the orderings sorted between requests rather than sorting them itself.
import { Router } from 'express';
import request from 'supertest';
import { AUTH, LISTING, testApp } from './testing/testApp';
import { preparedBeforeAnswer } from './preparedBeforeAnswer';
import { ReleaseStore } from './store/releaseStore';
import type { ReleaseService } from './service/releaseService';

test('a listing whose ordering is not sorted yet waits for the slices, then answers as a sort on demand would', async () => {
  let service: ReleaseService | undefined;
  const closed = new AbortController();
  const { app } = testApp({ count: 500, routers: (s) => [Router().use(preparedBeforeAnswer((service = s), closed.signal))] });
  const store = service!.store as ReleaseStore;
  expect(store.orderingReady('title')).toBe(false);
  expect(store.orderingReady('id')).toBe(true);
  expect(store.orderingReady('bogus')).toBe(true);
  const res = await request(app).get(`${LISTING}&ordering=-title&limit=5&fields=_,id`).set(AUTH);
  expect(res.status).toBe(200);
  expect(store.orderingReady('title')).toBe(true);
  const onDemand = new ReleaseStore(store.releases);
  const expected = onDemand.query({ ordering: '-title', limit: 5, offset: 0 }, { nowMs: Date.parse('2026-03-01T12:00:00Z'), today: '2026-03-01' });
  expect((res.body as { items: { id: number }[] }).items.map((item) => item.id)).toEqual(expected.releases.map((r) => r.id));
  // A refused ordering is not waited for: its 400 comes at once.
  expect((await request(app).get(`${LISTING}&ordering=bogus`).set(AUTH)).status).toBe(400);
});
