// Tests of the fetch handler's request journal and its `/__mock/requests` route.
import { createFetchHandler } from '.';

const LISTING = 'http://mock.test/api/v2/pages/?type=releases.ReleasePage';
const AUTH = { Authorization: 'Token dev-token' };

test('the fetch handler journals every request it answers, judged by the request rules', async () => {
  const mock = createFetchHandler({ count: 20, now: '2026-03-01T12:00:00Z', admin: true });
  await mock(new Request(`${LISTING}&status=scheduled&ordering=-expected_date`, { headers: AUTH }));
  await mock(new Request(`${LISTING}&status=scheduled&ordering=title`, { headers: AUTH }));
  await mock(new Request(`${LISTING}&limit=300`, { headers: AUTH }));
  await mock(new Request(LISTING));
  const journal = mock.journal();
  expect(journal.entries().map((entry) => [entry.status, entry.token, entry.verdicts.map((verdict) => verdict.rule)])).toEqual([
    [200, 'Token dev-…', []],
    [200, 'Token dev-…', ['request.ordering-is-documented']],
    // Refused: judged by its refusal alone, not also "without ordering".
    [400, 'Token dev-…', ['request.limit-within-maximum']],
    [401, null, ['request.authorization-is-token']],
  ]);
  journal.verify({ path: '/api/v2/pages/', query: { status: 'scheduled' } }, 2);
  expect(journal.relianceSummary()).toBe(
    '2 requests broke what the spec states: limit=300 (§8) ×1, no Authorization header (§5.2) ×1; 1 request relied on what the spec leaves open (not errors): ordering=title (§4.1) ×1',
  );
});

test('an answer provoked with Prefer or by --error-rate is marked with what provoked it', async () => {
  const mock = createFetchHandler({ count: 20, now: '2026-03-01T12:00:00Z', runFaults: { errorRate: 1, seed: 1 } });
  const ordered = `${LISTING}&ordering=expected_date`;
  await mock(new Request(ordered, { headers: { ...AUTH, Prefer: 'code=503' } }));
  await mock(new Request(ordered, { headers: { ...AUTH, Prefer: 'example=allFields' } }));
  await mock(new Request(ordered, { headers: AUTH }));
  const plain = createFetchHandler({ count: 20, now: '2026-03-01T12:00:00Z' });
  await plain(new Request(ordered, { headers: AUTH }));
  expect(
    mock
      .journal()
      .entries()
      .map((entry) => [entry.status, entry.provoked]),
  ).toEqual([
    [503, 'Prefer: code=503'],
    [200, 'Prefer: example=allFields'],
    [expect.any(Number), '--error-rate'],
  ]);
  expect(plain.journal().entries()[0]).not.toHaveProperty('provoked');
});

test('its /__mock/requests answers with the filters, and is not journaled itself', async () => {
  const mock = createFetchHandler({ count: 20, now: '2026-03-01T12:00:00Z', admin: true, maxJournalEntries: 5 });
  for (let i = 0; i < 7; i++) await mock(new Request(`${LISTING}&offset=${i}`, { headers: AUTH }));
  const res = await mock(new Request('http://mock.test/__mock/requests?rule=request.ordering-when-paging&status=2xx', { headers: AUTH }));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { held: number; dropped: number; matched: number; entries: { seq: number }[] };
  expect(body).toMatchObject({ held: 5, dropped: 2, matched: 5 });
  expect(body.entries.map((entry) => entry.seq)).toEqual([3, 4, 5, 6, 7]);
  expect((await mock(new Request('http://mock.test/__mock/requests', { method: 'DELETE', headers: AUTH }))).status).toBe(204);
  expect(mock.journal().count()).toBe(0);
});
