// The rules the rulebook judges on what was seen: each name (as the contract suite names it), the
// section of the documentation it enforces, the statement in this project's words, and which tools
// judge it through the rulebook. The suite's rules of these names take their section and statement
// from here; docs/rules.md and contract-tests/README.md's coverage table are checked against it.
import type { Profile } from '../core/profile';
import type { RuleRef } from './verdict';

/** A tool that judges through the rulebook. The mock's request journal judges requests, not answers. */
export type Tool = 'suite' | 'proxy' | 'checker';

export interface RuleEntry extends RuleRef {
  statement: string;
  /** `mock`: judged only in the mock profile. */
  profile: Profile;
  /** One answer (`exchange`) or several answers of one query (`query`). */
  input: 'exchange' | 'query';
  judgedBy: readonly Tool[];
}

const ALL: readonly Tool[] = ['suite', 'proxy', 'checker'];
const ANSWERS: readonly Tool[] = ['suite', 'proxy'];
const SUITE: readonly Tool[] = ['suite'];
const CHECKER: readonly Tool[] = ['checker'];

const entry = (
  rule: string,
  section: string,
  statement: string,
  input: RuleEntry['input'] = 'exchange',
  judgedBy = ALL,
  profile: Profile = 'spec',
): RuleEntry => ({
  rule,
  section,
  statement,
  input,
  judgedBy,
  profile,
});

/** An `invalid.*` rule: a request with a value its parameter's documented type or list rules out is refused, by the profile's bar (§7). */
const refusal = (rule: string, what: string): RuleEntry => entry(rule, '§4.1, §7', `${what} is refused (4xx; 400 in the mock profile).`, 'exchange', ALL);

export const CATALOGUE: readonly RuleEntry[] = [
  entry('auth.missing-token-is-401', '§5.5', 'A request without valid authentication is answered with 401, and no release data.', 'exchange', ALL),
  entry(
    'auth.malformed-token-is-401',
    '§5.2',
    'The request carries the header Authorization: Token <API_TOKEN>; anything else is refused with 401.',
    'exchange',
    ALL,
  ),
  entry(
    'content.answers-are-json',
    'Introduction, §7',
    'Payloads are JSON: every successful answer with a body is sent as application/json. The shape of an error body is not shown (§7): the mock profile holds error answers to JSON too.',
    'exchange',
    ANSWERS,
  ),
  entry(
    'content.no-failing-answers',
    '§7',
    "No request is answered with a server error (5xx) or a redirect: §7 answers 200 to a request that succeeds and a refusal (400, 401, 403) to one that does not. A failing answer to a request an invalid.* or auth.* rule, or the page-size bound, puts to the test is that rule's evidence instead.",
    'exchange',
    ALL,
  ),
  entry(
    'content.valid-requests-are-served',
    '§4.1, §7, §8',
    "A request whose every parameter is one §4.1 states valid (limit up to 200, §8; a documented status, date, search_operator, ordering or field name) is answered with the list, not refused with 400 or 422 for its parameters. limit=0 is openapi.yaml's decision (no items): judged in the mock profile.",
    'exchange',
    ANSWERS,
  ),
  entry(
    'schema.listing-answers-match-openapi',
    '§2.1–2.7',
    "Every answer listing release pages (type=releases.ReleasePage) is a list object whose items are release page objects with the documented types and formats, and every answer to such a request has a documented status. In the spec profile, fields the documentation does not name and open nullability are allowed (a warning lists the fields once), and any 4xx beside §7's 200, 400, 401 and 403 (§7 and §8 leave open which conditions are invalid, which give 403, and rate limits); the mock profile holds openapi.yaml as written.",
    'exchange',
    ANSWERS,
  ),
  entry('content.status-colors-are-hex', '§2.4', 'The color of a status is a hex color code in the form #RRGGBB.'),
  entry(
    'content.announced-status-is-labelled',
    '§2.4',
    'The label of the status announced is the capitalised word Announced, and its description states the expected date.',
  ),
  entry('content.detail-url-form', '§2.3', 'detail_url is an absolute URL of the form <origin>/api/v2/pages/<id>/, with the id of the release page.'),
  entry(
    'content.date-formats',
    '§2.2, §2.3',
    'expected_date is a real date YYYY-MM-DD; target_date and first_published_at are ISO 8601 date-times with a time zone offset (or null); expected_time_period is AM, PM or null.',
  ),
  entry(
    'fields.meta-is-complete',
    '§2.3',
    'The meta of a release page holds type releases.ReleasePage, detail_url, html_url (an absolute URL), slug and first_published_at.',
  ),
  entry(
    'fields.default-holds-id-title-meta',
    '§4.1',
    "Without fields, each item holds the default id, title and meta, or every field as §4.1's sample shows (which of the two holds is not shown); the mock profile holds the defaults.",
  ),
  entry(
    'fields.subset-holds-requested-fields',
    '§4.1',
    "fields is the list of field names to include: each item is restricted to the requested fields, or (as Wagtail reads a list) holds the defaults and the requested fields; no other field of the release page object. The mock profile holds Wagtail's reading.",
  ),
  entry('fields.star-selects-every-field', '§4.1, §2.2', 'fields=* selects all fields: each item holds every field of the release page object.'),
  entry(
    'filter.expected-date-after-is-inclusive',
    '§4.1',
    'expected_date_after returns the releases whose expected_date is on or after the date (inclusive).',
    'exchange',
  ),
  entry(
    'filter.expected-date-before-is-inclusive',
    '§4.1',
    'expected_date_before returns the releases whose expected_date is on or before the date (inclusive).',
    'exchange',
  ),
  entry('filter.expected-date-equals', '§4.1', 'expected_date returns the releases whose expected_date equals the date.', 'exchange'),
  entry(
    'status.draft-filter',
    '§3',
    'status=draft returns exactly the releases where the page is not live: none that status=announced or status=scheduled returns (both need a live page), and every page with no target_date or a future one that neither returns.',
  ),
  entry('status.announced-filter', '§3', 'status=announced returns exactly the releases where the page is live and target_date is null.'),
  entry(
    'status.scheduled-filter',
    '§3',
    'status=scheduled returns exactly the releases where the page is live, target_date is not null and target_date is later than the current moment.',
  ),
  entry(
    'status.published-filter',
    '§3',
    "status=published returns exactly the releases where expected_date is earlier than today's date, or target_date is earlier than the current moment.",
  ),
  entry(
    'status.shown-code-matches-its-filter',
    '§3',
    'The code is reported in status.code and is the filter value of the status query parameter: a release showing code X is returned by status=X.',
  ),
  entry(
    'ordering.expected-date-ascending-across-pages',
    '§4.1',
    'ordering=expected_date sorts by expected_date ascending across every page: walking the pages gives each release once, in that order (ties in any order).',
  ),
  entry(
    'ordering.expected-date-descending-across-pages',
    '§4.1',
    'ordering=-expected_date sorts by expected_date descending across every page: walking the pages gives each release once, in that order (ties in any order).',
  ),
  entry('paging.limit-bounds-the-page', '§4.1', 'limit is the maximum number of items returned; 200 is allowed.'),
  entry('paging.no-page-exceeds-200', '§4.1, §8', 'The maximum page size is 200: a limit above it is refused or answered with at most 200 items.'),
  entry('paging.default-page-size-is-200', '§4.1, §8', 'Without limit, a page holds at most 200 items, and 200 when there are that many.'),
  entry('paging.short-page-is-the-last', '§4.3', 'A response holding fewer items than limit is the last page.'),
  entry('paging.total-count-counts-every-release', '§2.1', 'meta.total_count is the total number of release pages across all results, the same on every page.'),
  entry(
    'paging.total-count-counts-filtered-and-searched-results',
    '§2.1, §4.1',
    'meta.total_count is the number of results of the request: under each status, date filter and search, the last result stands at total_count - 1.',
  ),
  refusal('invalid.limit-not-an-integer-is-refused', 'limit is an integer, a maximum number of items: a value that is not one (or is negative)'),
  refusal('invalid.status-not-a-code-is-refused', 'status is one of draft, announced, scheduled, published: any other value'),
  refusal('invalid.date-not-a-date-is-refused', 'expected_date, expected_date_after and expected_date_before are dates YYYY-MM-DD: anything else'),
  refusal('invalid.offset-not-an-integer-is-refused', 'offset is an integer, a starting position (default 0): a value that is not one, or is negative,'),
  refusal('invalid.search-operator-not-and-or-is-refused', 'search_operator is and or or: any other value'),
  entry(
    'invalid.type-missing-is-refused',
    '§4.1 (openapi.yaml)',
    'The mock refuses a listing request without type (400). Mock profile only: §4.1 marks type required to list release pages, but §7 does not show that its absence is invalid, and Wagtail answers it 200 with every page type.',
    'exchange',
    ALL,
    'mock',
  ),
  entry(
    'paging.pages-partition-the-result',
    '§4.3',
    'The next page starts at offset = previous offset + limit: walking the pages gives every item exactly once.',
    'query',
    ALL,
  ),
  entry(
    'search.case-insensitive',
    '§4.2.2',
    'Matching is case-insensitive: a word in lower, upper or mixed case finds the same releases (non-ASCII letters too: ZÜRICH finds what zürich finds; accent folding is not shown), every title holding it among them.',
    'query',
    ALL,
  ),
  entry(
    'mock.errors-use-documented-bodies',
    '§7 (openapi.yaml)',
    'A 401 is {"detail": ...} with WWW-Authenticate: Token; a 400 is {"message": ...} in the documented words.',
    'exchange',
    ALL,
    'mock',
  ),
  entry(
    'mock.default-fields-are-id-title-meta',
    '§4.1 (openapi.yaml)',
    'Without fields, items hold exactly id, title and meta, and meta every field of §2.3.',
    'exchange',
    SUITE,
    'mock',
  ),
  entry(
    'mock.status-precedence',
    '§3 (openapi.yaml)',
    'An item shows the first code whose condition it meets, in the precedence draft > published > scheduled > announced.',
    'exchange',
    ['suite', 'checker'],
    'mock',
  ),
  entry(
    'mock.status-words',
    '§2.4 (openapi.yaml)',
    'Each code\'s label, color and description are the mock\'s (openapi.yaml\'s Status table): Draft #6C757D "Not yet published.", Announced #0D6EFD "Expected on <expected_date> (<period>).", Scheduled #FD7E14 "Scheduled for <target_date>.", Published #198754 "Published on <date>.".',
    'exchange',
    CHECKER,
    'mock',
  ),
  entry(
    'mock.detail-default-is-every-field',
    '§4.1 (openapi.yaml)',
    'Without fields, the detail endpoint (/api/v2/pages/<id>/) answers every field of the release page object.',
    'exchange',
    CHECKER,
    'mock',
  ),
  entry(
    'example.answer-is-the-reference-status',
    '§5.5, §7',
    "An example's answer has the status a deployment gives its request: 200 for a valid request, 401 without valid authentication (§5.5); in the mock profile also the mock's refusals (400 for a limit above 200, another type, an unknown parameter or field) and 404.",
    'exchange',
    CHECKER,
  ),
  entry(
    'example.matches-openapi',
    '§2.1–2.7, §7',
    "An example's answer has a status openapi.yaml documents for its operation, and a body valid against that status's schema (in the spec profile, openapi.spec.yaml's); so does every example of an OpenAPI document.",
    'exchange',
    CHECKER,
  ),
  entry(
    'example.is-well-formed',
    'Introduction',
    'An example is a request line (a URL, headers, a Date that is a date), an optional status line and a JSON body, in blocks the checker reads.',
    'exchange',
    CHECKER,
  ),
  entry(
    'mock.order-without-ordering-is-ascending-id',
    '§4.1 (openapi.yaml)',
    'Without ordering (and without search), items come in page-tree order: ascending id.',
    'exchange',
    ALL,
    'mock',
  ),
  entry(
    'mock.orderings-beyond-expected-date',
    '§4.1 (openapi.yaml)',
    'ordering=id, title (English collation, case ignored) or first_published_at (nulls last), either way, sorts by that field, ties by ascending id.',
    'exchange',
    ['proxy', 'checker'],
    'mock',
  ),
];

const BY_NAME = new Map(CATALOGUE.map((e) => [e.rule, e]));

/** The catalogue's entry of a rule; a name it does not hold is a fault of the calling tool. */
export function ruleEntry(name: string): RuleEntry {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`the rulebook has no rule ${name}`);
  return found;
}

/** The name and section of a rule, as verdicts carry them. */
export const refOf = (name: string): RuleRef => {
  const { rule, section } = ruleEntry(name);
  return { rule, section };
};
