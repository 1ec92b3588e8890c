import { rule, type Rule } from '../suite/rule';
import type { SuiteContext } from '../suite/context';
import { expectStatus, fail } from '../suite/outcomes';
import { LISTING_PATH } from '../../core/spec';
import type { ApiResponse } from '../../net/client/exchange';

// Only values the spec's own parameter table makes invalid (a type, or a closed list of values).
// The error body is not shown, so only the status is checked. `type` is left to the mock
// profile: the spec says which value lists release pages, not that another value is invalid,
// and on a Wagtail site another page type legitimately lists other pages.

/** Each query must be answered 400; `why` says which documented rule it breaks. */
async function expectInvalid(context: SuiteContext, cases: readonly (readonly [query: string, why: string])[]): Promise<void> {
  for (const [query, why] of cases) {
    expectStatus(await context.listing(query), 400, `${query}: ${why}, so the parameters are invalid`);
  }
}

/** Fails unless the answer refuses the request with a 4xx: the documentation names 400 for invalid parameters, not which conditions are invalid. */
function expectRefused(response: ApiResponse, what: string): void {
  if (response.status < 400 || response.status > 499) {
    fail(`${what}, yet it was answered ${response.status}`, { expected: 'a 4xx refusal', actual: `status ${response.status}: ${response.text.slice(0, 300)}`, response });
  }
}

/** Each listing query must be refused with a 4xx. */
async function expectAllRefused(context: SuiteContext, cases: readonly (readonly [query: string, why: string])[]): Promise<void> {
  for (const [query, why] of cases) expectRefused(await context.listing(query), `${query}: ${why}`);
}

export const invalidRules: Rule[] = [
  rule({
    name: 'invalid.limit-not-an-integer-is-400',
    section: '§4.1, §7',
    statement: 'limit is an integer, a maximum number of items: a value that is not one (or is negative) is answered 400.',
    check: (context) =>
      expectInvalid(context, [
        ['limit=abc', 'limit is not an integer'],
        ['limit=2.5', 'limit is not an integer'],
        ['limit=-1', 'a maximum number of items cannot be negative'],
      ]),
  }),
  rule({
    name: 'invalid.status-not-a-code-is-400',
    section: '§4.1, §7',
    statement: 'status is one of draft, announced, scheduled, published: any other value is answered 400.',
    check: (context) => expectInvalid(context, [['status=unknown', 'status is not one of draft, announced, scheduled, published']]),
  }),
  rule({
    name: 'invalid.date-not-a-date-is-400',
    section: '§4.1, §7',
    statement: 'expected_date, expected_date_after and expected_date_before are dates YYYY-MM-DD: anything else is answered 400.',
    check: (context) =>
      expectInvalid(context, [
        ['expected_date=2025-13-01', 'there is no month 13'],
        ['expected_date_after=not-a-date', 'expected_date_after is not a date'],
        ['expected_date_before=2025-02-30', 'there is no 30 February'],
      ]),
  }),
  rule({
    name: 'invalid.offset-not-an-integer-is-refused',
    section: '§4.1, §7',
    statement: 'offset is an integer, a starting position (default 0): a value that is not one, or is negative, is refused (4xx).',
    check: (context) =>
      expectAllRefused(context, [
        ['offset=-1', 'a starting position cannot be negative'],
        ['offset=2.5', 'offset is not an integer'],
        ['offset=abc', 'offset is not an integer'],
      ]),
  }),
  rule({
    name: 'invalid.search-operator-not-and-or-is-refused',
    section: '§4.1, §7',
    statement: 'search_operator is and or or: any other value is refused (4xx).',
    check: (context) => expectAllRefused(context, [['search=report&search_operator=xor', 'search_operator is neither and nor or']]),
  }),
  rule({
    name: 'invalid.type-missing-is-refused',
    section: '§4.1, §7',
    statement: 'type is required: a listing request without it is refused (4xx).',
    async check(context) {
      expectRefused(await context.get(`${LISTING_PATH}?limit=1`), 'a listing request without type (a required parameter)');
    },
  }),
];
