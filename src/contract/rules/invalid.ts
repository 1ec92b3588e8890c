import { rule, type Rule } from '../suite/rule';
import type { SuiteContext } from '../suite/context';
import { expectStatus } from '../suite/outcomes';

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
];
