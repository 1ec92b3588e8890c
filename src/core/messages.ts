// Every error body text the API sends, in the words of the stack that serves it in production:
// Django REST Framework for authentication, permission and method errors (`{"detail": ...}`),
// Wagtail's API v2 for parameters and missing pages (`{"message": ...}`), Django's for a bad Host,
// reason phrases for the other client errors. The mock writes them, the mock profile of the contract
// suite expects them. Also the mock's own start-up refusals (TOKENS).
import statuses from 'statuses';
import { MAX_LIMIT, PAGE_TYPE, STATUS_CODES } from './spec';

/** DRF's `{"detail"}` texts. */
export const DRF = {
  notAuthenticated: 'Authentication credentials were not provided.',
  noCredentials: 'Invalid token header. No credentials provided.',
  tokenHasSpaces: 'Invalid token header. Token string should not contain spaces.',
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  /** DRF's Throttled: its default detail and the plural "Expected available in" sentence (the mock's waits are never 1 second). */
  throttled: (waitSeconds: number) => `Request was throttled. Expected available in ${waitSeconds} seconds.`,
} as const;

/** Django's own texts, for what it refuses before DRF sees the request. */
export const DJANGO = {
  /**
   * A malformed or disallowed Host (DisallowedHost) gets Django's 400 page, which with DEBUG off
   * says only this (its message, naming the Host, goes to the log); sent as `{"detail"}`, as the
   * mock's other refusals from below DRF are.
   */
  badRequest: 'Bad Request (400)',
} as const;

/** DRF's texts for the client errors it names; the others get their reason phrase. */
const DRF_CLIENT_ERRORS: Readonly<Record<number, string>> = {
  400: 'Malformed request.',
  404: DRF.notFound,
  406: 'Could not satisfy the request Accept header.',
};

/**
 * The `{"detail"}` of a 4xx that a library (a static file's 412 or 416) or Node's HTTP parser (400, 408,
 * 431) decides. A fixed text per status: never the library's message, which may quote the request.
 */
export const clientErrorDetail = (status: number): string => DRF_CLIENT_ERRORS[status] ?? `${statuses.message[status] ?? 'Bad Request'}.`;

/** Wagtail's `{"message"}` texts (and the mock's, in Wagtail's manner, for what Wagtail does not check). */
export const WAGTAIL = {
  typeDoesNotExist: "type doesn't exist",
  limitTooHigh: `limit cannot be higher than ${MAX_LIMIT}`,
  limitNotPositive: 'limit must be a positive integer',
  offsetNotPositive: 'offset must be a positive integer',
  unknownParameters: (names: readonly string[]) => `query parameter is not an operation or a recognised field: ${names.join(', ')}`,
  unknownFields: (names: readonly string[]) => `unknown fields: ${names.join(', ')}`,
  required: (name: string) => `${name} is required (this API lists release pages with type=${PAGE_TYPE})`,
  givenMoreThanOnce: (name: string) => `${name} may be given only once`,
  searchTooLong: 'search must be at most 500 characters',
  fieldsTooLong: 'fields must be at most 1000 characters',
  statusNotKnown: (value: string) => `status must be one of: ${STATUS_CODES.join(', ')} (got '${value}')`,
  searchOperatorNotKnown: (value: string) => `search_operator must be 'and' or 'or' (got '${value}')`,
  orderingNotValid: (value: string) => `ordering: '${value}' is not valid`,
  /** Wagtail's wording, with the mock's list of what it supports. */
  cannotOrderBy: (key: string, supported: readonly string[]) => `cannot order by '${key}' (unknown field); supported values: ${supported.join(', ')}`,
  dateNotReal: (name: string, value: string) => `field filter error. '${value}' is not a valid value for ${name} (not a real date in the form YYYY-MM-DD)`,
  pageNotFound: 'No Page matches the given query.',
} as const;

/** The mock's own `{"message"}` texts for a `Prefer` header it cannot honour (the production API has no such header). */
export const PREFER = {
  malformed: (element: string) => `Prefer: cannot read '${element}' (expected name or name=value, separated by commas)`,
  unsupported: (name: string, supported: readonly string[]) => `Prefer: '${name}' is not supported (supported: ${supported.join(', ')})`,
  givenMoreThanOnce: (name: string) => `Prefer: ${name} may be given only once`,
  codeNotProvokable: (value: string, codes: readonly number[]) => `Prefer: code must be one of ${codes.join(', ')} (got '${value}')`,
  latencyNotValid: (value: string, max: number) => `Prefer: latency must be whole milliseconds from 0 to ${max} (got '${value}')`,
  dropTakesNoValue: 'Prefer: drop takes no value',
  unknownExample: (name: string, known: readonly string[]) =>
    `Prefer: no example named '${name}' for this operation (${known.length > 0 ? `examples: ${known.join(', ')}` : 'it has none'})`,
  notCombinable: (names: readonly string[]) => `Prefer: ${names.join(' and ')} cannot be combined`,
} as const;

/** The `{"message"}` texts of what only the mock offers: time travel and its admin routes. */
export const MOCK = {
  mockNowMalformed: (value: string) => `X-Mock-Now must be an ISO 8601 date-time with a time zone offset (got '${value}')`,
  mockNowOutOfRange: (value: string, range: string) => `X-Mock-Now must be ${range} (got '${value}')`,
  clockBodyNotObject: 'the body must be a JSON object such as {"now": "2026-03-01T12:00:00Z", "rate": 60}',
  clockFieldsUnknown: (names: readonly string[]) => `unknown fields: ${names.join(', ')} (the clock has now and rate)`,
  clockNowMalformed: (value: unknown) => `now must be an ISO 8601 date-time with a time zone offset (got ${JSON.stringify(value)})`,
  clockNowOutOfRange: (value: string, range: string) => `now must be ${range} (got ${JSON.stringify(value)})`,
  clockRateInvalid: (value: unknown, max: number) => `rate must be a number from 0 to ${max} (got ${JSON.stringify(value)})`,
  adminOriginRefused: (origin: string) =>
    `the admin routes answer pages of this machine only (loopback origins) and those --admin-origin names; not ${JSON.stringify(origin)}`,
  adminHostRefused: (host: string) =>
    `the admin routes answer requests to this machine's names only (localhost, 127.0.0.1, [::1]) and those --allowed-hosts names; not the Host ${JSON.stringify(host.slice(0, 260))}`,
  adminNotReleases: 'expected a release page or an array of release pages',
  adminNoSuchRelease: (id: string) => `no release has the id ${id}`,
  adminTooManyItems: (count: number, max: number) => `the body holds ${count} release pages, more than the ${max} one request may (--admin-max-items)`,
  /** By body-parser's error type (a fixed code, never the body). */
  bodyUnreadable: (type: string) =>
    type === 'entity.parse.failed'
      ? 'the body is not JSON the mock accepts'
      : type === 'entity.too.large'
        ? 'the body is larger than the mock accepts'
        : `the body could not be read (${type})`,
  journalFiltersUnknown: (unknown: readonly string[], filters: readonly string[], paging: readonly string[]) =>
    `unknown filters: ${unknown.join(', ')} (the journal filters by ${filters.join(', ')} and pages by ${paging.join(', ')})`,
  journalRuleUnknown: (rule: string, rules: readonly string[]) => `unknown rule '${rule.slice(0, 80)}' (the request rules: ${rules.join(', ')})`,
  journalFilterRepeated: (name: string) => `${name} may be given only once`,
  journalStatusInvalid: (value: string) => `status must be a status such as 200 or a class such as 4xx (got '${value.slice(0, 20)}')`,
  journalLimitInvalid: (value: string, max: number) => `limit must be an integer from 1 to ${max} (got '${value.slice(0, 20)}')`,
  journalAfterInvalid: (value: string) => `after must be the seq of an entry, an integer from 0 (got '${value.slice(0, 20)}')`,
  /** A 500: the mock's own fault, or an answer openapi.yaml does not allow (the mock's bug, or a fixtures file's). */
  internalError: 'internal server error',
  responseInvalid: (problems: readonly string[]) => `the response does not match openapi.yaml: ${problems.join('; ')}`,
} as const;

/**
 * The start-up lines of a token configuration the mock refuses (it would rather not start than serve the public
 * development tokens, or a set the operator did not mean). A line names the place of a bad key, never the key.
 */
export const TOKENS = {
  /** `token 2 of MOCK_TOKENS`: positions count from 1 across repeated `--token` flags and commas. */
  optionPlace: (source: string, position: number) => `token ${position} of ${source}`,
  /** `tokens file t.json /tokens/0`: the JSON Pointer of the entry. */
  filePlace: (path: string, index: number) => `tokens file ${path} /tokens/${index}`,
  noKey: (source: string) => `${source} is given but holds no token: give at least one key, or leave it out to use the development tokens`,
  noFilePath: '--tokens-file (or MOCK_TOKENS_FILE) is empty: name a JSON file of tokens',
  emptyKey: (place: string) => `${place} is empty (two commas in a row, or one at an end?)`,
  keyWithWhitespace: (place: string) => `${place} holds whitespace: a key is one word, as DRF refuses "Token a b"`,
  duplicateKey: (place: string, first: string) => `${place} is the same key as ${first}: give each token once`,
} as const;

/** The lines the primary of `--workers` writes on stderr, after `release-pages-mock: `, when a worker dies. */
export const WORKERS = {
  restarting: (pid: number, how: string, delayMs: number) => `worker ${pid} exited (${how}); starting another in ${delayMs} ms`,
  replaced: (pid: number, deadPid: number) => `worker ${pid} is serving in place of ${deadPid}`,
  givingUp: (pid: number, how: string, deaths: number, windowSeconds: number) =>
    `worker ${pid} exited (${how}), the ${deaths}th worker death within ${windowSeconds} s; stopping`,
} as const;
