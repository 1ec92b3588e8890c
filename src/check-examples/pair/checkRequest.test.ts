// Tests of checking an example's request in each profile.
import { checkRequest } from './checkRequest';
import type { RequestHead } from '../documents/parseHttpBlock';

const request = (query: string): RequestHead => ({
  method: 'GET',
  target: `/api/v2/pages/?type=releases.ReleasePage&${query}`,
  line: 1,
  headers: [{ name: 'Authorization', value: 'Token dev-token', line: 2 }],
});
const check = (query: string, code: number, profile: 'spec' | 'mock') => {
  const head = request(query);
  return checkRequest(head, new URL(head.target, 'http://localhost'), { code, line: 4 }, profile).map(({ rule, line }) => ({ rule, line }));
};

test.each([400, 404, 422])('spec profile: an invalid limit refused with %i holds (§7: any 4xx, its body of any shape)', (code) => {
  expect(check('limit=abc', code, 'spec')).toEqual([]);
});

test("mock profile: only the mock's 400 refuses; another 4xx leaves the invalid parameter reported", () => {
  expect(check('limit=abc', 400, 'mock')).toEqual([]);
  expect(check('limit=abc', 422, 'mock')).toEqual([{ rule: 'request.limit-is-integer', line: 1 }]);
});

test.each(['spec', 'mock'] as const)(
  'profile %s: an invalid parameter answered 500 fails its invalid.* rule at the status line; a valid request answered 500 fails content.no-failing-answers',
  (profile) => {
    expect(check('limit=abc', 500, profile)).toEqual([{ rule: 'invalid.limit-not-an-integer-is-refused', line: 4 }]);
    expect(check('expected_date=2025-02-30', 503, profile)).toEqual([{ rule: 'invalid.date-not-a-date-is-refused', line: 4 }]);
    expect(check('limit=5', 500, profile)).toEqual([{ rule: 'content.no-failing-answers', line: 4 }]);
  },
);

test("an invalid parameter answered 200 is the request's fault, named by its request rule", () => {
  expect(check('limit=abc', 200, 'spec')).toEqual([{ rule: 'request.limit-is-integer', line: 1 }]);
});
