// A frontend's test as one would write it against the mock, relying (wrongly) on ties in
// expected_date coming in ascending id, which §4.1 does not state. Against the plain mock it passes;
// with --vary-unstated it fails, and its message names the reading that broke it.
import { createFetchHandler, type FetchHandlerOptions } from '../../fetch';
import { READING_HEADER, picksFor } from './varyUnstated';

const AUTH = { Authorization: 'Token dev-token' };

/** The frontend's code: each day's headline release is the first one the listing gives for that day. */
async function headlines(mock: (request: Request) => Promise<Response>, query: string) {
  const res = await mock(new Request(`http://mock.test/api/v2/pages/?${query}`, { headers: AUTH }));
  const { items } = (await res.json()) as { items: { id: number; expected_date: string }[] };
  const byDay = new Map<string, number>();
  for (const item of items) if (!byDay.has(item.expected_date)) byDay.set(item.expected_date, item.id);
  return { byDay, items, reading: res.headers.get(READING_HEADER) };
}

/** The frontend test: the headline is the day's lowest id (true of the mock's own tie order only). */
async function expectHeadlinesAreLowestIds(options: FetchHandlerOptions, query: string) {
  const { byDay, items, reading } = await headlines(createFetchHandler({ count: 300, now: '2026-03-01T12:00:00Z', seed: 7, ...options }), query);
  for (const [day, id] of byDay) {
    const lowest = Math.min(...items.filter((item) => item.expected_date === day).map((item) => item.id));
    if (id !== lowest) throw new Error(`headline of ${day} is ${id}, not the day's lowest id ${lowest} (${READING_HEADER}: ${reading})`);
  }
}

// A query whose tie pick under seed 7 is id-desc (the picks are stable: a hash of seed and query).
const QUERY = ['expected_date', '-expected_date']
  .flatMap((ordering) => [0, 1, 2, 3, 4, 5].map((n) => `type=releases.ReleasePage&ordering=${ordering}&fields=id,expected_date&limit=${200 - n}`))
  .concat(['and', 'or'].map((op) => `type=releases.ReleasePage&ordering=expected_date&fields=id,expected_date&search_operator=${op}`))
  .find((query) => picksFor(7, new URLSearchParams(query)).ties === 'id-desc')!;

test('a frontend test relying on ascending-id ties passes against the plain mock', async () => {
  await expect(expectHeadlinesAreLowestIds({}, QUERY)).resolves.toBeUndefined();
});

test('with --vary-unstated it fails, naming the header and the pick', async () => {
  await expect(expectHeadlinesAreLowestIds({ varyUnstated: true }, QUERY)).rejects.toThrow(
    /^headline of \d{4}-\d\d-\d\d is \d+, not the day's lowest id \d+ \(X-Mock-Reading: ties=id-desc; /,
  );
});
