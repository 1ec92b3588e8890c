// Test of `startLocalMock`'s journal as a frontend test would use it.
import { startLocalMock, type LocalMock } from './localMock';

let mock: LocalMock;
beforeAll(async () => {
  mock = await startLocalMock(['--count', '20', '--now', '2026-03-01T12:00:00Z']);
});
afterAll(() => mock.stop());

test('mock.journal(): a frontend test counts the listing requests it made with status=scheduled', async () => {
  const get = (query: string) => fetch(`${mock.url}/api/v2/pages/?type=releases.ReleasePage${query}`, { headers: { Authorization: `Token ${mock.token}` } });
  await get('&status=scheduled&ordering=-expected_date');
  await get('&status=scheduled&ordering=title');
  await get('&status=published');
  mock.journal().verify({ path: '/api/v2/pages/', query: { status: 'scheduled' } }, 2);
  expect(mock.journal().count({ rule: 'request.ordering-is-documented' })).toBe(1);
  expect(mock.journal().relianceSummary()).toBe(
    'no request broke what the spec states; 1 request relied on what the spec leaves open (not errors): ordering=title (§4.1) ×1',
  );
});
