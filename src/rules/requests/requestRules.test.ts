// Tests of each request rule: a request that trips it and one that keeps to it.
import { REQUEST_RULES, describeRequestViolation, judgeRequest, requestRefusals, requestRuleNamed, requestViolations } from './requestRules';
import { requestPartsOf } from './requestParts';

const partsOf = (method: string, target: string, authorization?: string) => requestPartsOf({ method, target, authorization });

const LISTING = '/api/v2/pages/?type=releases.ReleasePage';
const TOKEN = 'Token 0123456789abcdef';

/** Per rule: a request that trips it (and what the verdict says it saw) and one that does not. */
const CASES: Record<string, { trips: [string, string, string?]; passes: [string, string, string?]; actual: string }> = {
  'request.method-is-get': { trips: ['DELETE', LISTING], passes: ['GET', LISTING], actual: 'DELETE' },
  'request.endpoint-is-documented': { trips: ['GET', '/api/v2/pages/7/'], passes: ['GET', LISTING], actual: '/api/v2/pages/7/' },
  'request.authorization-is-token': {
    trips: ['GET', LISTING, 'Bearer 0123456789abcdef'],
    passes: ['GET', LISTING, 'token 0123456789abcdef'],
    actual: 'Authorization: Bearer 0123…',
  },
  'request.parameters-are-documented': { trips: ['GET', `${LISTING}&colour=red`], passes: ['GET', `${LISTING}&search=gdp`], actual: 'query parameter colour' },
  'request.parameter-given-once': { trips: ['GET', `${LISTING}&limit=5&limit=6`], passes: ['GET', `${LISTING}&limit=5`], actual: 'limit given 2 times' },
  'request.type-is-release-page': { trips: ['GET', '/api/v2/pages/?limit=5'], passes: ['GET', LISTING], actual: 'no type' },
  'request.limit-is-integer': { trips: ['GET', `${LISTING}&limit=1.0&ordering=expected_date`], passes: ['GET', `${LISTING}&limit=0`], actual: 'limit=1.0' },
  'request.limit-within-maximum': { trips: ['GET', `${LISTING}&limit=201`], passes: ['GET', `${LISTING}&limit=200`], actual: 'limit=201' },
  'request.offset-is-integer': { trips: ['GET', `${LISTING}&offset=-1`], passes: ['GET', `${LISTING}&offset=400`], actual: 'offset=-1' },
  'request.dates-are-iso-dates': {
    trips: ['GET', `${LISTING}&expected_date_after=2025-01-01&expected_date_before=2025-02-30`],
    passes: ['GET', `${LISTING}&expected_date=2024-02-29`],
    actual: 'expected_date_before=2025-02-30',
  },
  'request.status-is-documented': { trips: ['GET', `${LISTING}&status=cancelled`], passes: ['GET', `${LISTING}&status=scheduled`], actual: 'status=cancelled' },
  'request.search-operator-is-documented': {
    trips: ['GET', `${LISTING}&search_operator=AND`],
    passes: ['GET', `${LISTING}&search_operator=and`],
    actual: 'search_operator=AND',
  },
  'request.ordering-is-documented': {
    trips: ['GET', `${LISTING}&ordering=title`],
    passes: ['GET', `${LISTING}&ordering=-expected_date`],
    actual: 'ordering=title',
  },
  'request.ordering-when-paging': {
    trips: ['GET', `${LISTING}&offset=200`],
    passes: ['GET', `${LISTING}&offset=200&ordering=expected_date`],
    actual: 'offset=200 without ordering',
  },
  'request.fields-are-known': {
    trips: ['GET', `${LISTING}&fields=title,colour`],
    passes: ['GET', `${LISTING}&fields=title,-status`],
    actual: 'fields=title,colour: colour',
  },
  'request.fields-are-documented': {
    trips: ['GET', `${LISTING}&fields=-status`],
    passes: ['GET', `${LISTING}&fields=id,title,status,meta`],
    actual: 'fields=-status: -status',
  },
};

const verdictOf = (name: string, [method, target, authorization = TOKEN]: [string, string, string?], profile: 'spec' | 'mock' = 'spec') =>
  judgeRequest(partsOf(method, target, authorization), profile).find((verdict) => verdict.rule === name);

test('every request rule has its cases below, and a section and statement', () => {
  expect(REQUEST_RULES.map((rule) => rule.rule).sort()).toEqual(Object.keys(CASES).sort());
  for (const rule of REQUEST_RULES) {
    expect(rule.section).toMatch(/^§\d/);
    expect(rule.statement.length).toBeGreaterThan(20);
  }
});

describe.each(Object.entries(CASES))('%s', (name, { trips, passes, actual }) => {
  test('a request that trips it is violated, naming what was sent', () => {
    expect(verdictOf(name, trips)).toMatchObject({ outcome: 'violated', rule: name, actual: expect.stringContaining(actual) });
  });
  test('a request that keeps to it holds', () => {
    expect(verdictOf(name, passes)).toMatchObject({ outcome: 'holds', rule: name });
  });
});

test('a request keeping to the spec in every respect trips no rule', () => {
  const request = partsOf('GET', `${LISTING}&limit=20&offset=40&ordering=expected_date&fields=*&status=announced&search=gdp+q3&search_operator=or`, TOKEN);
  expect(requestViolations(request, 'spec')).toEqual([]);
});

test('the parameter rules are not judged off the listing', () => {
  expect(verdictOf('request.status-is-documented', ['GET', '/api/v2/pages/7/?status=bogus'])).toMatchObject({ outcome: 'not-judged' });
});

test('a CORS preflight is not judged: the browser sends it', () => {
  expect(verdictOf('request.method-is-get', ['OPTIONS', LISTING])).toMatchObject({ outcome: 'not-judged' });
});

test('no verdict quotes a whole token', () => {
  const verdicts = judgeRequest(partsOf('GET', LISTING, 'Bearer sk_live_0123456789'), 'spec');
  expect(JSON.stringify(verdicts)).not.toContain('0123456789');
});

test('limit=1.0 is not an integer in either profile (openapi.yaml: digits only)', () => {
  for (const profile of ['spec', 'mock'] as const) {
    expect(verdictOf('request.limit-is-integer', ['GET', `${LISTING}&limit=1.0`], profile)).toMatchObject({ outcome: 'violated' });
  }
});

describe('the mock profile: the readings the mock serves hold, what it refuses stays violated', () => {
  test.each([
    ['request.ordering-is-documented', `${LISTING}&ordering=title`, 'holds'],
    ['request.ordering-is-documented', `${LISTING}&ordering=bogus`, 'violated'],
    ['request.ordering-when-paging', `${LISTING}&limit=5`, 'holds'],
    ['request.fields-are-documented', `${LISTING}&fields=_,title,slug`, 'holds'],
    ['request.fields-are-known', `${LISTING}&fields=title,colour`, 'violated'],
    ['request.endpoint-is-documented', '/api/v2/pages/7/', 'holds'],
    ['request.endpoint-is-documented', '/api/v2/releases/', 'violated'],
    ['request.limit-within-maximum', `${LISTING}&limit=201`, 'violated'],
  ])('%s on %s', (name, target, outcome) => {
    expect(verdictOf(name, ['GET', target], 'mock')).toMatchObject({ outcome });
  });
  test('HEAD is served by the mock, not documented by the spec', () => {
    expect(verdictOf('request.method-is-get', ['HEAD', LISTING], 'mock')).toMatchObject({ outcome: 'holds' });
    expect(verdictOf('request.method-is-get', ['HEAD', LISTING], 'spec')).toMatchObject({ outcome: 'violated' });
  });
});

test('fields: meta names, `_` and `*` among others are Wagtail readings; an empty list is not shown', () => {
  for (const fields of ['slug', '_,title', '*,title', '']) {
    expect(verdictOf('request.fields-are-documented', ['GET', `${LISTING}&fields=${fields}`])).toMatchObject({ outcome: 'violated' });
  }
});

test('a violation reads as one line naming the rule, its section, what was sent and what the spec asks', () => {
  const [violation] = requestViolations(partsOf('GET', `${LISTING}&status=cancelled`, TOKEN), 'spec');
  expect(describeRequestViolation(violation)).toBe(
    'request.status-is-documented (§4.1): status=cancelled; expected one of draft, announced, scheduled, published',
  );
  expect(requestRuleNamed('request.status-is-documented')?.kind).toBe('refused');
});

test('in the spec profile only the refused rules are refusals; in the mock profile whatever the mock does not serve', () => {
  const request = partsOf('GET', `${LISTING}&limit=5&ordering=bogus&colour=1`, TOKEN);
  expect(requestRefusals(request, 'spec').map((v) => v.rule)).toEqual(['request.parameters-are-documented']);
  expect(requestRefusals(request, 'mock').map((v) => v.rule)).toEqual(['request.parameters-are-documented', 'request.ordering-is-documented']);
});

test('a long value is cut in the verdict', () => {
  const [violation] = requestViolations(partsOf('GET', `${LISTING}&status=${'x'.repeat(5000)}`, TOKEN), 'spec');
  expect(violation.actual.length).toBeLessThan(120);
});
