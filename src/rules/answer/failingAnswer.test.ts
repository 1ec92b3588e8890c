// Tests of failing answers (server errors, redirects) as evidence against the request rules.
import { answerStatusVerdict, failingAnswerRule, failingAnswerVerdict, isFailingStatus, isRefusal } from './failingAnswer';
import type { Profile } from '../../core/profile';

const LISTING = '/api/v2/pages/?type=releases.ReleasePage';
const named = (query: string, profile: Profile = 'spec', authorization: string | null | undefined = 'Token k') =>
  failingAnswerRule({ method: 'GET', target: `${LISTING}&${query}`, authorization }, profile).rule;

test('a server error or a redirect fails; a refusal (429 included) and a success do not', () => {
  expect([500, 503, 301, 302, 200, 400, 401, 404, 429].map(isFailingStatus)).toEqual([true, true, true, true, false, false, false, false, false]);
});

test.each([
  ['limit=abc', 'invalid.limit-not-an-integer-is-refused'],
  ['limit=-1', 'invalid.limit-not-an-integer-is-refused'],
  ['offset=2.5', 'invalid.offset-not-an-integer-is-refused'],
  ['expected_date_before=2025-02-30', 'invalid.date-not-a-date-is-refused'],
  ['status=unknown', 'invalid.status-not-a-code-is-refused'],
  ['search=a&search_operator=xor', 'invalid.search-operator-not-and-or-is-refused'],
  ['limit=500', 'paging.no-page-exceeds-200'],
  // A condition no answer rule of its own tests, and requests the documentation admits.
  ['colour=red', 'content.no-failing-answers'],
  ['limit=5&status=scheduled', 'content.no-failing-answers'],
  ['ordering=title', 'content.no-failing-answers'],
])('a failing answer to %s is evidence of %s', (query, rule) => {
  expect(named(query)).toBe(rule);
});

test('the request rules decide in their order: a missing token before an invalid parameter; a header the tool cannot see is no evidence of auth', () => {
  expect(named('limit=abc', 'spec', null)).toBe('auth.missing-token-is-401');
  expect(named('limit=5', 'spec', 'Bearer k')).toBe('auth.malformed-token-is-401');
  expect(named('limit=abc', 'spec', undefined)).toBe('invalid.limit-not-an-integer-is-refused');
  expect(named('limit=5', 'spec', undefined)).toBe('content.no-failing-answers');
});

test('a listing without type is the mock profile rule only: in the spec profile its failing answer is no-failing-answers', () => {
  const request = { method: 'GET', target: '/api/v2/pages/?limit=1', authorization: 'Token k' };
  expect([failingAnswerRule(request, 'spec').rule, failingAnswerRule(request, 'mock').rule]).toEqual([
    'content.no-failing-answers',
    'invalid.type-missing-is-refused',
  ]);
});

test("an invalid parameter's rule holds on a refusal by the profile's bar and is violated by anything else, a 200 as much as a 500", () => {
  const request = { method: 'GET', target: `${LISTING}&limit=abc`, authorization: 'Token k' };
  expect(answerStatusVerdict(request, 400, null, 'spec')).toEqual({ rule: 'invalid.limit-not-an-integer-is-refused', section: '§4.1, §7', outcome: 'holds' });
  expect(answerStatusVerdict(request, 500, null, 'spec')).toEqual({
    rule: 'invalid.limit-not-an-integer-is-refused',
    section: '§4.1, §7',
    outcome: 'violated',
    expected: 'a 4xx refusal of the invalid parameter (§7)',
    actual: 'status 500',
  });
  expect(answerStatusVerdict(request, 200, null, 'spec')).toMatchObject({ outcome: 'violated', actual: 'status 200' });
  // The mock profile's bar is 400: another 4xx does not meet it.
  expect([isRefusal(422, 'spec'), isRefusal(422, 'mock'), isRefusal(400, 'mock')]).toEqual([true, false, true]);
  expect(answerStatusVerdict(request, 302, '/login/', 'mock')).toMatchObject({
    expected: 'status 400 of the invalid parameter (§7)',
    actual: 'status 302, Location: /login/',
  });
});

test('any other rule is judged by a failing answer, and a request the documentation states valid by a refusal for its parameters', () => {
  const request = { method: 'GET', target: `${LISTING}&limit=5`, authorization: 'Token k' };
  expect([200, 400, 404].map((status) => answerStatusVerdict(request, status, null, 'spec')?.rule)).toEqual([
    undefined,
    'content.valid-requests-are-served',
    undefined,
  ]);
  expect(answerStatusVerdict(request, 503, null, 'spec')).toEqual({
    rule: 'content.no-failing-answers',
    section: '§7',
    outcome: 'violated',
    expected: 'an answer of §7 (200, or a refusal: 400, 401, 403), not a server error or a redirect',
    actual: 'status 503',
  });
  expect(answerStatusVerdict({ ...request, authorization: null }, 500, null, 'spec')).toMatchObject({
    rule: 'auth.missing-token-is-401',
    expected: '401 (§5.5), not a server error or a redirect',
  });
});

test('failingAnswerVerdict is the violation of a failing answer only: an invalid parameter answered 200 is not one', () => {
  const request = { method: 'GET', target: `${LISTING}&limit=abc`, authorization: 'Token k' };
  expect([failingAnswerVerdict(request, 200, null, 'spec'), failingAnswerVerdict(request, 400, null, 'spec')]).toEqual([undefined, undefined]);
  expect(failingAnswerVerdict(request, 502, null, 'spec')).toMatchObject({
    rule: 'invalid.limit-not-an-integer-is-refused',
    outcome: 'violated',
    actual: 'status 502',
  });
});
