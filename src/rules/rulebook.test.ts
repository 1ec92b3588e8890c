// Tests of the rulebook's verdicts on answers the spec states something about.
import { judgeAnswer, QueryJudge, type Exchange, type Verdict } from '.';
import { checkSemantics } from '../check-examples/semantics/checkSemantics';
import { AnswerJudge } from './answer/answerJudge';
import * as pageBounds from './paging/pageBounds';

const DATE = 'Sun, 01 Mar 2026 12:00:00 GMT';
const LISTING = '/api/v2/pages/?type=releases.ReleasePage';
const meta = (id: number) => ({
  type: 'releases.ReleasePage',
  detail_url: `https://api.example.com/api/v2/pages/${id}/`,
  html_url: 'https://example.com/r/',
  slug: 'r',
  first_published_at: null,
});

function exchange(query: string, items: object[], total = items.length, authorization: string | null = 'Token k'): Exchange {
  const headers = new Headers({ 'Content-Type': 'application/json', Date: DATE });
  return { request: { method: 'GET', target: `${LISTING}&${query}`, authorization }, status: 200, headers, body: { meta: { total_count: total }, items } };
}

const outcomes = (verdicts: Verdict[]) => Object.fromEntries(verdicts.map((v) => [v.rule, v.outcome]));

test('a short last page whose total_count says more remain breaks §4.3.3, a page at the end does not', () => {
  const items = [{ id: 1, title: 't', meta: meta(1) }];
  expect(outcomes(judgeAnswer(exchange('limit=5&offset=10', items, 30), { profile: 'spec' }))['paging.short-page-is-the-last']).toBe('violated');
  expect(outcomes(judgeAnswer(exchange('limit=5&offset=10', items, 11), { profile: 'spec' }))['paging.short-page-is-the-last']).toBe('holds');
  // The example checker locates it at total_count.
  expect(
    checkSemantics({ body: { meta: { total_count: 30 }, items }, listing: true, query: new URLSearchParams('limit=5&offset=10'), profile: 'spec' }).findings,
  ).toEqual([expect.objectContaining({ rule: 'paging.short-page-is-the-last', pointer: '/meta/total_count' })]);
});

test("status=scheduled with target_date before the answer's Date is refuted without the status object; without target_date it is not judged", () => {
  const past = [{ id: 1, title: 't', meta: meta(1), target_date: '2026-02-01T09:00:00+00:00' }];
  expect(outcomes(judgeAnswer(exchange('status=scheduled&fields=target_date', past), { profile: 'spec' }))['status.scheduled-filter']).toBe('violated');
  expect(
    checkSemantics({
      body: { meta: { total_count: 1 }, items: past },
      listing: true,
      query: new URLSearchParams('status=scheduled&fields=target_date'),
      statedNowMs: Date.parse(DATE),
      profile: 'spec',
    }).findings,
  ).toEqual([expect.objectContaining({ rule: 'status.scheduled-filter', item: 0, pointer: '/items/0' })]);
  const hidden = judgeAnswer(exchange('status=scheduled&fields=id,title', [{ id: 1, title: 't' }]), { profile: 'spec' });
  expect(hidden.find((v) => v.rule === 'status.scheduled-filter')).toEqual(
    expect.objectContaining({ outcome: 'not-judged', why: expect.stringContaining('target_date not shown') }),
  );
});

test('a malformed expected_date is one violation (its format), not a cascade through the filters', () => {
  const verdicts = judgeAnswer(
    exchange('expected_date_after=2026-03-01&fields=expected_date', [{ id: 1, title: 't', meta: meta(1), expected_date: '2026-13-45' }]),
    { profile: 'spec' },
  );
  expect(verdicts.filter((v) => v.outcome === 'violated' && v.rule !== 'schema.listing-answers-match-openapi').map((v) => v.rule)).toEqual([
    'content.date-formats',
  ]);
  expect(outcomes(verdicts)['filter.expected-date-after-is-inclusive']).toBe('not-judged');
});

test('fields=id,title: restricted and additive readings hold in the spec profile, only the additive one in the mock profile; anything else is violated', () => {
  const restricted = [{ id: 1, title: 't' }];
  const additive = [{ id: 1, title: 't', meta: meta(1) }];
  const neither = [{ id: 1, meta: meta(1) }];
  const verdictOf = (items: object[], profile: 'spec' | 'mock') =>
    outcomes(judgeAnswer(exchange('fields=id,title', items), { profile }))['fields.subset-holds-requested-fields'];
  expect([verdictOf(restricted, 'spec'), verdictOf(additive, 'spec'), verdictOf(neither, 'spec')]).toEqual(['holds', 'holds', 'violated']);
  expect([verdictOf(restricted, 'mock'), verdictOf(additive, 'mock')]).toEqual(['violated', 'holds']);
});

test('ties of ordering=-expected_date in any order hold in the spec profile; the mock profile wants ascending id', () => {
  const items = [3, 1].map((id) => ({ id, title: 't', meta: meta(id), expected_date: '2026-03-01' }));
  const verdictOf = (profile: 'spec' | 'mock') =>
    outcomes(judgeAnswer(exchange('ordering=-expected_date&fields=expected_date', items), { profile }))['ordering.expected-date-descending-across-pages'];
  expect([verdictOf('spec'), verdictOf('mock')]).toEqual(['holds', 'violated']);
});

test('a request without a token answered 200 breaks §5.5; its verdict needs the request headers', () => {
  const served = exchange('limit=1', [], 0, null);
  expect(outcomes(judgeAnswer(served, { profile: 'spec' }))['auth.missing-token-is-401']).toBe('violated');
  expect(outcomes(judgeAnswer({ ...served, request: { ...served.request, authorization: undefined } }, { profile: 'spec' }))).not.toHaveProperty([
    'auth.missing-token-is-401',
  ]);
});

test('across pages of one query: an overlap, a changed total_count, and a date filter missing a release its base shows', () => {
  const judge = new QueryJudge({ profile: 'spec' });
  const item = (id: number, date = '2026-03-01') => ({ id, expected_date: date });
  judge.judge(exchange('limit=2&offset=0', [item(1), item(2)], 4));
  expect(outcomes(judge.judge(exchange('limit=2&offset=2', [item(2), item(3)], 4)))['paging.pages-partition-the-result']).toBe('violated');
  expect(outcomes(judge.judge(exchange('limit=2&offset=2', [item(3), item(4)], 5)))['paging.total-count-counts-every-release']).toBe('violated');
  const base = new QueryJudge({ profile: 'spec' });
  base.judge(exchange('fields=id,expected_date', [item(1, '2026-02-01'), item(2, '2026-03-01'), item(3, '2026-04-01')]));
  const filtered = base.judge(exchange('expected_date_after=2026-03-01&fields=id,expected_date', [item(3, '2026-04-01')]));
  expect(filtered.find((v) => v.rule === 'filter.expected-date-after-is-inclusive')).toEqual(
    expect.objectContaining({ outcome: 'violated', actual: expect.stringContaining('release 2') }),
  );
});

test("a rule that throws is the proxy's own error, never a violation of the upstream", () => {
  const spy = jest.spyOn(pageBounds, 'pageVerdicts').mockImplementation(() => {
    throw new Error('boom');
  });
  try {
    const verdict = new AnswerJudge({ profile: 'spec' }).judge(new URL(`http://upstream${LISTING}&limit=1`), 'GET', 'Token k', {
      status: 200,
      headers: new Headers({ Date: DATE }),
      text: '{"meta":{"total_count":0},"items":[]}',
    });
    expect(verdict).toEqual({ violations: [], unjudged: [], toolError: 'boom' });
  } finally {
    spy.mockRestore();
  }
});

test('the spec profile admits any 4xx beside §7 (which conditions are invalid, which give 403 and rate limits are not shown), no other status; the mock profile the statuses openapi.yaml lists', () => {
  const answered = (status: number, profile: 'spec' | 'mock') =>
    outcomes(judgeAnswer({ ...exchange('limit=1', []), status, body: undefined, text: '<html>' }, { profile }))['schema.listing-answers-match-openapi'];
  expect([404, 405, 406, 422, 429, 403, 204].map((status) => answered(status, 'spec'))).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    'violated',
  ]);
  expect([404, 405, 406, 422, 429, 403, 204].map((status) => answered(status, 'mock'))).toEqual([
    undefined,
    'violated',
    'violated',
    'violated',
    undefined,
    undefined,
    'violated',
  ]);
});

test("a server error or a redirect is the evidence of the rule its request puts to the test, in both profiles, not the schema's", () => {
  for (const profile of ['spec', 'mock'] as const) {
    const failed = (query: string, status: number) =>
      judgeAnswer({ ...exchange(query, []), status, body: undefined, text: '<html>' }, { profile })
        .filter((v) => v.outcome === 'violated')
        .map((v) => v.rule);
    expect([failed('limit=abc', 500), failed('limit=1', 503), failed('limit=1', 302)]).toEqual([
      ['invalid.limit-not-an-integer-is-refused'],
      ['content.no-failing-answers'],
      ['content.no-failing-answers'],
    ]);
  }
});

test('limit=0 holds no item: a page of items breaks paging.limit-bounds-the-page, an empty one holds it', () => {
  const items = [1, 2].map((id) => ({ id, title: 't', meta: meta(id) }));
  expect(outcomes(judgeAnswer(exchange('limit=0', items, 2), { profile: 'spec' }))['paging.limit-bounds-the-page']).toBe('violated');
  expect(outcomes(judgeAnswer(exchange('limit=0', [], 2), { profile: 'spec' }))['paging.limit-bounds-the-page']).toBe('holds');
  // The example checker judges a documented example the same way.
  expect(checkSemantics({ body: { meta: { total_count: 2 }, items }, listing: true, query: new URLSearchParams('limit=0'), profile: 'spec' }).findings).toEqual(
    [expect.objectContaining({ rule: 'paging.limit-bounds-the-page', pointer: '/items' })],
  );
});

test('a 400 or 422 to a request the documentation states valid breaks content.valid-requests-are-served; a refusal of what it leaves open does not', () => {
  const refused = (query: string, status: number, profile: 'spec' | 'mock') =>
    outcomes(judgeAnswer({ ...exchange(query, []), status, body: { message: 'limit cannot be higher than 200' } }, { profile }))[
      'content.valid-requests-are-served'
    ];
  for (const profile of ['spec', 'mock'] as const) {
    expect([refused('limit=200', 400, profile), refused('limit=200&ordering=expected_date&status=draft', 422, profile)]).toEqual(['violated', 'violated']);
    // Above the maximum, a rate limit, a token refused: no verdict of this rule.
    expect([refused('limit=201', 400, profile), refused('limit=200', 429, profile), refused('limit=200', 401, profile)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  }
  // limit=0 and ordering=title are openapi.yaml's decisions (the documentation does not show them): their refusal breaks the mock profile only.
  expect([refused('limit=0', 400, 'spec'), refused('limit=0', 400, 'mock')]).toEqual([undefined, 'violated']);
  expect([refused('ordering=title', 400, 'spec'), refused('ordering=title', 400, 'mock')]).toEqual([undefined, 'violated']);
});

test('a date filter whose items show no id (fields without id) is not judged for completeness, saying why, never violated', () => {
  const judge = new QueryJudge({ profile: 'spec' });
  judge.judge(exchange('fields=expected_date', [{ expected_date: '2026-02-01' }, { expected_date: '2026-03-01' }, { expected_date: '2026-04-01' }]));
  const verdicts = judge.judge(
    exchange('expected_date_after=2026-03-01&fields=expected_date', [{ expected_date: '2026-03-01' }, { expected_date: '2026-04-01' }]),
  );
  expect(verdicts.find((v) => v.rule === 'filter.expected-date-after-is-inclusive')).toEqual(
    expect.objectContaining({ outcome: 'not-judged', why: expect.stringContaining('show no id') }),
  );
});
