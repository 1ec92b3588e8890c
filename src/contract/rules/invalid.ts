// The suite's rules on invalid parameters, refused as the spec states.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import type { SuiteContext } from '../suite/context';
import { fail } from '../suite/outcomes';
import { LISTING_PATH } from '../../core/spec';
import type { Profile } from '../../core/profile';
import type { ApiResponse } from '../../net/client/exchange';
import { isRefusal, refusalText } from '../../rules';

// Only values the spec's own parameter table makes invalid (a type, or a closed list of values).
// The error body is not shown (§7), so only the status is judged, by the profile's refusal bar
// (any 4xx in the spec profile, 400 in the mock's): the body's shape, JSON or an HTML page, is
// the deployment's. A request without `type` is the mock profile's (see that rule).

/** Fails unless the answer refuses the request by the profile's bar (the rulebook's, as the proxy judges it). */
function expectRefused(response: ApiResponse, profile: Profile, what: string): void {
  if (!isRefusal(response.status, profile)) {
    fail(`${what}, yet it was answered ${response.status}`, {
      expected: refusalText(profile),
      actual: `status ${response.status}: ${response.text.slice(0, 300)}`,
      response,
    });
  }
}

/** Each listing query must be refused; `why` says which documented rule it breaks. */
async function expectAllRefused(context: SuiteContext, cases: readonly (readonly [query: string, why: string])[]): Promise<void> {
  for (const [query, why] of cases) expectRefused(await context.listing(query), context.options.profile, `${query}: ${why}`);
}

export const invalidRules: Rule[] = [
  rule({
    ...rulebookDescription('invalid.limit-not-an-integer-is-refused'),
    check: (context) =>
      expectAllRefused(context, [
        ['limit=abc', 'limit is not an integer'],
        ['limit=2.5', 'limit is not an integer'],
        ['limit=-1', 'a maximum number of items cannot be negative'],
      ]),
  }),
  rule({
    ...rulebookDescription('invalid.status-not-a-code-is-refused'),
    check: (context) => expectAllRefused(context, [['status=unknown', 'status is not one of draft, announced, scheduled, published']]),
  }),
  rule({
    ...rulebookDescription('invalid.date-not-a-date-is-refused'),
    check: (context) =>
      expectAllRefused(context, [
        ['expected_date=2025-13-01', 'there is no month 13'],
        ['expected_date_after=not-a-date', 'expected_date_after is not a date'],
        ['expected_date_before=2025-02-30', 'there is no 30 February'],
      ]),
  }),
  rule({
    ...rulebookDescription('invalid.offset-not-an-integer-is-refused'),
    check: (context) =>
      expectAllRefused(context, [
        ['offset=-1', 'a starting position cannot be negative'],
        ['offset=2.5', 'offset is not an integer'],
        ['offset=abc', 'offset is not an integer'],
      ]),
  }),
  rule({
    ...rulebookDescription('invalid.search-operator-not-and-or-is-refused'),
    check: (context) => expectAllRefused(context, [['search=report&search_operator=xor', 'search_operator is neither and nor or']]),
  }),
  rule({
    ...rulebookDescription('invalid.type-missing-is-refused'),
    profile: 'mock',
    async check(context) {
      expectRefused(await context.get(`${LISTING_PATH}?limit=1`), context.options.profile, 'a listing request without type (a required parameter)');
    },
  }),
];
