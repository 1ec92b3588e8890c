// The MSW handlers through `setupServer`, driven by the typed client: no port is opened, and every
// answer is the fetch handler's (so the server's) for the same request.
import './testing/promiseWithResolvers';
import { setupServer } from 'msw/node';
import { ReleasePagesClient } from '../client';
import { createFetchHandler } from '../fetch';
import { releasePagesHandlers } from '.';

const BASE = 'https://api.example.test';
const OPTIONS = { seed: 7, count: 60, now: '2026-03-01T12:00:00Z' };
const server = setupServer(...releasePagesHandlers({ baseUrl: BASE, ...OPTIONS }));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

// Built after listen(): the client takes the global fetch that MSW has patched.
const client = () => new ReleasePagesClient({ baseUrl: BASE, token: 'dev-token' });

describe('releasePagesHandlers under setupServer', () => {
  it('serves a filtered, paged listing as the fetch handler does', async () => {
    const page = await client().listReleasePages({ fields: 'title,status', status: 'published', limit: 5, offset: 5, ordering: '-expected_date' });
    const direct = await createFetchHandler(OPTIONS)(
      new Request(`${BASE}/api/v2/pages/?type=releases.ReleasePage&fields=title%2Cstatus&status=published&limit=5&offset=5&ordering=-expected_date`, {
        headers: { authorization: 'Token dev-token' },
      }),
    );
    expect(page).toEqual(await direct.json());
    expect(page.items).toHaveLength(5);
    expect(page.meta.total_count).toBeGreaterThan(10);
  });

  it('answers the detail of a listed release', async () => {
    const [first] = (await client().listReleasePages({ limit: 1 })).items;
    const detail = await client().getReleasePage(first.id, 'title');
    expect(detail.id).toBe(first.id);
    expect(detail.meta.detail_url).toBe(`${BASE}/api/v2/pages/${first.id}/`);
  });

  it('provokes a 503 and moves the clock per request', async () => {
    await expect(client().listReleasePages({}, { headers: { Prefer: 'code=503' } })).rejects.toMatchObject({ status: 503 });
    const direct = await fetch(`${BASE}/api/v2/pages/?type=releases.ReleasePage&limit=1`, {
      headers: { authorization: 'Token dev-token', 'x-mock-now': '2030-01-01T00:00:00Z' },
    });
    expect(direct.headers.get('date')).toBe('Tue, 01 Jan 2030 00:00:00 GMT');
  });

  it('refuses a missing token with the API’s 401', async () => {
    const answer = await fetch(`${BASE}/api/v2/pages/?type=releases.ReleasePage`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Token');
  });

  // Node's fetch rejects with its own realm's TypeError, not Jest's: the name is compared.
  it('turns Prefer: drop into fetch’s network error', async () => {
    await expect(
      fetch(`${BASE}/api/v2/pages/?type=releases.ReleasePage`, { headers: { authorization: 'Token dev-token', prefer: 'drop' } }),
    ).rejects.toMatchObject({ name: 'TypeError' });
  });

  it('leaves other origins alone', async () => {
    // onUnhandledFrame: 'error' fails a request no handler takes; loopback's port 9, should it go out.
    await expect(fetch('http://127.0.0.1:9/api/v2/pages/')).rejects.toThrow();
  });
});

describe('releasePagesHandlers options', () => {
  it.each(['not a url', 'ftp://api.example.test', 'https://api.example.test/api/v2', 'https://api.example.test/?a=1'])(
    'refuses the baseUrl %s at once',
    (baseUrl) => {
      expect(() => releasePagesHandlers({ baseUrl })).toThrow(TypeError);
    },
  );
});
