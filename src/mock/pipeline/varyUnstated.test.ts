// Tests of --vary-unstated: the readings the spec leaves open varied by seed, each answer still within the spec.
import { createFetchHandler } from '../../fetch';
import { READINGS, READING_HEADER, picksFor } from './varyUnstated';

const BASE = 'http://mock.test/api/v2/pages/?type=releases.ReleasePage';
const AUTH = { Authorization: 'Token dev-token' };
const NOW = '2026-03-01T12:00:00Z';

/** The picks an answer names: `ties=id-desc; fields=restricted; ...` as a map. */
const picksOf = (res: Response) => new Map((res.headers.get(READING_HEADER) ?? '').split('; ').map((pair) => pair.split('=') as [string, string]));

test('over 1,000 requests every reading of every open point is picked at least once, and named', async () => {
  const mock = createFetchHandler({ count: 60, now: NOW, varyUnstated: true, seed: 7 });
  const seen = new Map<string, Set<string>>();
  const queries = [
    '&ordering=expected_date',
    '&ordering=-expected_date&fields=title,expected_date',
    '&status=published',
    '&fields=id,status',
    '&limit=bogus',
    '',
  ];
  for (let i = 0; i < 1000; i++) {
    const res = await mock(new Request(`${BASE}${queries[i % queries.length]}&search=${i}`, { headers: AUTH }));
    for (const [name, value] of picksOf(res)) seen.set(name, (seen.get(name) ?? new Set()).add(value));
  }
  expect(Object.fromEntries([...seen].map(([name, values]) => [name, [...values].sort()]))).toEqual(
    Object.fromEntries(Object.entries(READINGS).map(([name, values]) => [name, [...values].sort()])),
  );
}, 120_000);

test('the picks are the same for the pages of one query, and for a repeated request', () => {
  const page = (offset: number) => new URLSearchParams(`type=releases.ReleasePage&ordering=expected_date&limit=10&offset=${offset}`);
  expect(picksFor(3, page(0))).toEqual(picksFor(3, page(10)));
  expect(picksFor(3, page(0))).toEqual(picksFor(3, page(0)));
});

describe('each pick changes the answer as it says', () => {
  /** The first query (by its `search`-free variant number) whose pick of `name` is `value`, under seed 7. */
  const queryPicking = (extra: string, name: keyof typeof READINGS, value: string) => {
    for (let i = 0; i < 200; i++) {
      const query = `type=releases.ReleasePage${extra}&x${i}=`.replace(
        `&x${i}=`,
        i === 0 ? '' : `&search_operator=${i % 2 ? 'or' : 'and'}&expected_date_after=20${10 + (i % 80)}-01-01`,
      );
      if (picksFor(7, new URLSearchParams(query))[name] === value) return query;
    }
    throw new Error(`no query picks ${name}=${value}`);
  };
  const mock = createFetchHandler({ count: 300, now: NOW, varyUnstated: true, seed: 7 });
  const plain = createFetchHandler({ count: 300, now: NOW, seed: 7 });
  const both = async (query: string) => {
    const [varied, mine] = await Promise.all([
      mock(new Request(`http://mock.test/api/v2/pages/?${query}`, { headers: AUTH })),
      plain(new Request(`http://mock.test/api/v2/pages/?${query}`, { headers: AUTH })),
    ]);
    return { varied: (await varied.json()) as Record<string, unknown>, mine: (await mine.json()) as Record<string, unknown> };
  };
  type Items = { items: Record<string, unknown>[] };

  test('ties=id-desc: items of one expected_date in descending id, the same items on the page', async () => {
    const { varied, mine } = await both(queryPicking('&ordering=expected_date&fields=id,expected_date&limit=200', 'ties', 'id-desc'));
    const ids = (body: unknown) => (body as Items).items.map((item) => item.id as number);
    expect(ids(varied)).not.toEqual(ids(mine));
    expect([...ids(varied)].sort()).toEqual([...ids(mine)].sort());
    const items = (varied as Items).items;
    for (let i = 1; i < items.length; i++) {
      if (items[i].expected_date === items[i - 1].expected_date) expect(items[i].id as number).toBeLessThan(items[i - 1].id as number);
    }
  });

  test('fields=restricted: only the fields named; additive keeps the defaults', async () => {
    const { varied } = await both(queryPicking('&fields=title,status', 'fields', 'restricted'));
    expect(Object.keys((varied as Items).items[0]).sort()).toEqual(['status', 'title']);
  });

  test('no-fields=all: every field without fields', async () => {
    const { varied, mine } = await both(queryPicking('', 'no-fields', 'all'));
    expect(Object.keys((mine as Items).items[0]).sort()).toEqual(['id', 'meta', 'title']);
    expect(Object.keys((varied as Items).items[0])).toEqual(expect.arrayContaining(['expected_date', 'status', 'announcement_reports']));
  });

  test('error-body: the same words in another shape', async () => {
    const detail = await both(queryPicking('&limit=abc', 'error-body', 'detail'));
    expect(detail.varied).toEqual({ detail: (detail.mine as { message: string }).message });
    const errors = await both(queryPicking('&limit=abc', 'error-body', 'errors'));
    expect(errors.varied).toEqual({ errors: [{ message: (errors.mine as { message: string }).message }] });
  });

  test('extra-fields=added and status-presentation=other: meta gains fields, statuses other than announced other words', async () => {
    const extra = await both(queryPicking('&fields=*', 'extra-fields', 'added'));
    expect((extra.varied as Items).items[0].meta).toMatchObject({ locale: 'en', show_in_menus: false });
    const other = await both(queryPicking('&fields=status&status=published', 'status-presentation', 'other'));
    expect((other.varied as Items).items[0].status).toMatchObject({ code: 'published', label: 'Released', color: '#117733' });
  });
});

test('--vary-seed varies the picks over the data of --seed: the same items, other readings', async () => {
  const query = '&ordering=expected_date&fields=id,expected_date&limit=200';
  const readings = new Set<string>();
  const ids = new Set<string>();
  for (const varySeed of [1, 2, 3, 4, 5, 6]) {
    const mock = createFetchHandler({ count: 60, now: NOW, varyUnstated: true, seed: 7, varySeed });
    const res = await mock(new Request(`${BASE}${query}`, { headers: AUTH }));
    readings.add(res.headers.get(READING_HEADER)!);
    ids.add(JSON.stringify(((await res.json()) as { items: { id: number }[] }).items.map((item) => item.id).sort()));
  }
  expect(readings.size).toBeGreaterThan(1);
  expect(ids.size).toBe(1);
  // Without it, the picks are --seed's.
  const bySeed = createFetchHandler({ count: 60, now: NOW, varyUnstated: true, seed: 7 });
  const byVarySeed = createFetchHandler({ count: 60, now: NOW, varyUnstated: true, seed: 1, varySeed: 7 });
  const picks = async (mock: typeof bySeed) => (await mock(new Request(`${BASE}${query}`, { headers: AUTH }))).headers.get(READING_HEADER);
  expect(await picks(byVarySeed)).toBe(await picks(bySeed));
});
