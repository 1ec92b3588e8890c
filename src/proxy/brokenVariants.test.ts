// Tests that the proxy reports each broken variant of the mock in front of it.
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';
import { listenLocally } from '../net/testing/listenLocally';
import type { Listening } from '../net/server/listen';
import { faultyApp } from '../../contract-tests/faults/harness';
import { FAULTS } from '../../contract-tests/faults';
import { choicesOf, conformingVariant } from './testing/conformingVariants';
import { startProxy } from './testing/startProxy';

// Each proxy starts its checks thread (loading the rules and compiling the validators): seconds on a loaded machine.
jest.setTimeout(30_000);

/** A request of the traffic: a path after the listing's, and the Authorization header sent (AUTH's by default). */
type Sent = { path: string; authorization?: string | null };

let mock: Listening;
/** A date of the data with releases before and on it, and a word of a title. */
let date: string;
let word: string;

beforeAll(async () => {
  mock = await listenLocally(testApp().app);
  const dated = (await (await fetch(`${mock.url}${LISTING}&fields=expected_date,title&ordering=expected_date&limit=200`, { headers: AUTH })).json()) as {
    items: { expected_date: string; title: string }[];
  };
  date = dated.items[100].expected_date;
  word = dated.items
    .map((item) => /\b[A-Za-z]{5,}\b/.exec(item.title)?.[0])
    .find(Boolean)!
    .toLowerCase();
});
afterAll(() => mock.close());

/** Every page of a query, `limit` at a time, as a frontend that shows all of it sends them. */
async function walk(base: string, query: string, limit: number): Promise<Sent[]> {
  const first = (await (await fetch(`${base}${LISTING}&${query}&limit=${limit}`, { headers: AUTH })).json()) as { meta: { total_count: number } };
  return Array.from({ length: Math.max(1, Math.ceil(first.meta.total_count / limit)) }, (_, page) => ({
    path: `&${query}&limit=${limit}&offset=${page * limit}`,
  }));
}

/** Each broken variant one answer (or the client's traffic) shows, the traffic that shows it, and the rule the proxy reports. */
const CASES: [variant: string, traffic: (base: string) => Promise<Sent[]> | Sent[], rule: string][] = [
  ['a request without a token is served', () => [{ path: '&limit=5', authorization: null }], 'auth.missing-token-is-401'],
  ['the Bearer scheme is accepted', () => [{ path: '&limit=5', authorization: 'Bearer dev-token' }], 'auth.malformed-token-is-401'],
  ['the default page size is 100', () => [{ path: '' }], 'paging.default-page-size-is-200'],
  ['a full page loses its last item', () => [{ path: '&limit=20' }], 'paging.short-page-is-the-last'],
  ['total_count counts the page, not the result', () => [{ path: '&limit=20&offset=20' }], 'paging.total-count-counts-every-release'],
  ['the short last page loses its last item', () => [{ path: '&limit=200&offset=400' }], 'paging.short-page-is-the-last'],
  ['total_count under a filter or search is larger than the result', () => [{ path: '&status=draft&limit=200' }], 'paging.short-page-is-the-last'],
  ['a limit above 200 is honoured', () => [{ path: '&limit=300&fields=id' }], 'paging.no-page-exceeds-200'],
  ['JSON answers are sent as text/html', () => [{ path: '&limit=5' }], 'content.answers-are-json'],
  ['expected_time_period is spelled out ("Morning")', () => [{ path: '&fields=*' }], 'content.date-formats'],
  ['target_date is written without its offset', () => [{ path: '&fields=*' }], 'content.date-formats'],
  ['the announced color is written blue', () => [{ path: '&fields=status' }], 'content.status-colors-are-hex'],
  ['the announced label is lower-case', () => [{ path: '&fields=expected_date,status' }], 'content.announced-status-is-labelled'],
  ['the announced description leaves out the date', () => [{ path: '&fields=expected_date,status' }], 'content.announced-status-is-labelled'],
  ['detail_url lacks its trailing slash', () => [{ path: '&limit=5' }], 'content.detail-url-form'],
  ['meta.type is written ReleasePage, without its app label', () => [{ path: '&limit=5' }], 'fields.meta-is-complete'],
  // fields=id,title would not show it: the defaults are id, title and meta, Wagtail's additive reading.
  ['fields other than * are ignored', () => [{ path: '&fields=expected_date,status&limit=5' }], 'fields.subset-holds-requested-fields'],
  ['the default fields leave out the title', () => [{ path: '&limit=5' }], 'fields.default-holds-id-title-meta'],
  ['fields=* leaves out content_scheduled', () => [{ path: '&fields=*&limit=5' }], 'fields.star-selects-every-field'],
  [
    'a release whose target_date passed today still shows status.code scheduled (the code is computed when the page is saved)',
    (base) => walk(base, 'fields=*', 200),
    'status.shown-code-matches-its-filter',
  ],
  [
    'ordering=expected_date is ignored',
    () => [{ path: '&ordering=expected_date&fields=id,expected_date&limit=50' }],
    'ordering.expected-date-ascending-across-pages',
  ],
  // An invalid parameter answered as if valid, and a request the documentation admits answered 500: named as the suite names them (the rulebook's failingAnswerRule).
  ['a limit that is not an integer is ignored', () => [{ path: '&limit=abc' }], 'invalid.limit-not-an-integer-is-refused'],
  ['an unknown status code is ignored', () => [{ path: '&status=unknown&limit=5' }], 'invalid.status-not-a-code-is-refused'],
  [
    'an impossible date rolls over to a real one (2025-13-01 is 2026-01-01)',
    () => [{ path: '&expected_date=2025-13-01' }],
    'invalid.date-not-a-date-is-refused',
  ],
  ['a negative offset counts as 0', () => [{ path: '&offset=-1&limit=5' }], 'invalid.offset-not-an-integer-is-refused'],
  ['an unknown search_operator is ignored', () => [{ path: `&search=${word}&search_operator=xor` }], 'invalid.search-operator-not-and-or-is-refused'],
  [
    'ordering=-expected_date, a request the documentation admits, is answered with a server error',
    () => [{ path: '&ordering=-expected_date&limit=5' }],
    'content.no-failing-answers',
  ],
  // Several answers of one query show these, when the client's traffic holds them.
  ['each page starts one item early, so pages overlap', () => [{ path: '&limit=20' }, { path: '&limit=20&offset=20' }], 'paging.pages-partition-the-result'],
  [
    'ordering=-expected_date sorts each page, not the result',
    () => [
      { path: '&ordering=-expected_date&fields=id,expected_date&limit=20' },
      { path: '&ordering=-expected_date&fields=id,expected_date&limit=20&offset=20' },
    ],
    'ordering.expected-date-descending-across-pages',
  ],
  [
    'expected_date_after is exclusive',
    async (base) => [...(await walk(base, 'fields=id,expected_date', 200)), ...(await walk(base, `expected_date_after=${date}&fields=id,expected_date`, 200))],
    'filter.expected-date-after-is-inclusive',
  ],
  [
    'expected_date_before is exclusive',
    async (base) => [...(await walk(base, 'fields=id,expected_date', 200)), ...(await walk(base, `expected_date_before=${date}&fields=id,expected_date`, 200))],
    'filter.expected-date-before-is-inclusive',
  ],
  [
    'search is case-sensitive: upper-case terms find nothing',
    () => [{ path: `&search=${word}&fields=id` }, { path: `&search=${word.toUpperCase()}&fields=id` }],
    'search.case-insensitive',
  ],
  // One answer shows these: a page of items for limit=0, a refusal of the documented maximum.
  ['limit=0 is answered with a full page', () => [{ path: '&limit=0' }], 'paging.limit-bounds-the-page'],
  ['limit=200 is refused, as a >= for > would', () => [{ path: '&limit=200&fields=id' }], 'content.valid-requests-are-served'],
  [
    'case is folded from A to Z only: an upper-case non-ASCII letter finds nothing',
    () => [{ path: `&search=${encodeURIComponent('zürich')}&fields=id` }, { path: `&search=${encodeURIComponent('ZÜRICH')}&fields=id` }],
    'search.case-insensitive',
  ],
];

test.each(CASES)(
  'in front of "%s", the spec profile reports it',
  async (variant, traffic, rule) => {
    const fault = FAULTS.find((f) => f.name === variant);
    expect(fault).toBeDefined();
    const upstream = await listenLocally(faultyApp(testApp().app, fault!));
    const proxy = await startProxy(upstream.url);
    try {
      for (const { path, authorization } of await traffic(upstream.url)) {
        const headers: Record<string, string> = authorization === null ? {} : { Authorization: authorization ?? AUTH.Authorization };
        await (await fetch(`${proxy.url}${LISTING}${path}`, { headers })).arrayBuffer();
      }
      expect(Object.keys(proxy.report.counts.violations)).toContain(rule);
    } finally {
      await Promise.all([proxy.close(), upstream.close()]);
    }
  },
  60_000,
);

test("the mock profile holds the mock's own choices: a restricted reading of fields is reported there, not in the spec profile", async () => {
  const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((s) => choicesOf(s).restrictedFields)!;
  const upstream = await listenLocally(faultyApp(testApp().app, conformingVariant(choicesOf(seed))));
  const [spec, mockProfile] = await Promise.all([startProxy(upstream.url), startProxy(upstream.url, { profile: 'mock' })]);
  try {
    for (const proxy of [spec, mockProfile]) await (await fetch(`${proxy.url}${LISTING}&fields=id,title&limit=5`, { headers: AUTH })).arrayBuffer();
    expect(spec.report.counts.violations).toEqual({});
    expect(mockProfile.report.counts.violations).toHaveProperty(['fields.subset-holds-requested-fields']);
  } finally {
    await Promise.all([spec.close(), mockProfile.close(), upstream.close()]);
  }
});
