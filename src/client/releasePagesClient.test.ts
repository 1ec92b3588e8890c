import { listen } from '../mock/testing/listen';
import { testApp } from '../mock/testing/testApp';
import { ReleasePagesApiError, ReleasePagesClient } from './releasePagesClient';

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(testApp({ count: 30 }).app);
});
afterAll(() => server.close());

test('lists a page with the parameters given, and finds a release by id', async () => {
  const client = new ReleasePagesClient({ baseUrl: `${server.url}/`, token: 'dev-token' });
  const page = await client.listReleasePages({ limit: 3, ordering: '-expected_date', fields: '_,id,expected_date' });
  expect(page.meta.total_count).toBe(30);
  expect(page.items).toHaveLength(3);
  const dates = page.items.map((item) => item.expected_date!);
  expect(dates).toEqual([...dates].sort().reverse());
  const one = await client.getReleasePage(page.items[0].id!);
  expect(one.id).toBe(page.items[0].id);
  expect(one.status?.code).toMatch(/^(draft|announced|scheduled|published)$/);
});

test('an answer other than 200 is a ReleasePagesApiError with its status and body', async () => {
  const refused = new ReleasePagesClient({ baseUrl: server.url, token: 'wrong' });
  await expect(refused.listReleasePages()).rejects.toMatchObject({ status: 401, body: { detail: 'Invalid token.' } });
  const client = new ReleasePagesClient({ baseUrl: server.url, token: 'dev-token' });
  const error = await client.listReleasePages({ limit: 201 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ReleasePagesApiError);
  expect(error).toMatchObject({ status: 400, body: { message: 'limit cannot be higher than 200' } });
  await expect(client.getReleasePage(1)).rejects.toMatchObject({ status: 404 });
});
