// The mock's own error answers, for what the production API has no counterpart of: Prefer, X-Mock-Now, the admin routes and the journal's query, a body it cannot read, its own faults.
import { MOCK, PREFER } from '../messages';
import { entries, message } from './errorEntry';

/** A `Prefer` header the mock cannot honour, and an `X-Mock-Now` it cannot read. */
export const PREFER_ANSWERS = entries({
  RPA_PREFER_MALFORMED: message(400, PREFER.malformed),
  RPA_PREFER_UNSUPPORTED: message(400, PREFER.unsupported),
  RPA_PREFER_REPEATED: message(400, PREFER.givenMoreThanOnce),
  RPA_PREFER_CODE_NOT_PROVOKABLE: message(400, PREFER.codeNotProvokable),
  RPA_PREFER_LATENCY_INVALID: message(400, PREFER.latencyNotValid),
  RPA_PREFER_DROP_WITH_VALUE: message(400, PREFER.dropTakesNoValue),
  RPA_PREFER_EXAMPLE_UNKNOWN: message(400, PREFER.unknownExample),
  RPA_PREFER_NOT_COMBINABLE: message(400, PREFER.notCombinable),
  RPA_MOCK_NOW_MALFORMED: message(400, MOCK.mockNowMalformed),
  RPA_MOCK_NOW_OUT_OF_RANGE: message(400, MOCK.mockNowOutOfRange),
});

/**
 * The admin routes (`--admin`): who may use them, the bodies they read, the clock's and the journal's
 * problems (several of one request are joined with `; ` in one answer).
 */
export const ADMIN_ANSWERS = entries({
  RPA_ADMIN_ORIGIN_REFUSED: message(403, MOCK.adminOriginRefused),
  RPA_ADMIN_HOST_REFUSED: message(403, MOCK.adminHostRefused),
  RPA_ADMIN_NOT_RELEASES: message(400, MOCK.adminNotReleases),
  RPA_ADMIN_RELEASE_INVALID: message(400, (problem: string) => problem),
  RPA_ADMIN_TOO_MANY_ITEMS: message(413, MOCK.adminTooManyItems),
  RPA_ADMIN_NO_SUCH_RELEASE: message(404, MOCK.adminNoSuchRelease),
  RPA_BODY_NOT_JSON: message(400, MOCK.bodyUnreadable('entity.parse.failed')),
  RPA_BODY_TOO_LARGE: message(413, MOCK.bodyUnreadable('entity.too.large')),
  RPA_BODY_NOT_INFLATED: message(400, MOCK.bodyUnreadable),
  RPA_BODY_ENCODING_UNSUPPORTED: message(415, MOCK.bodyUnreadable),
  RPA_CLOCK_BODY_NOT_OBJECT: message(400, MOCK.clockBodyNotObject),
  RPA_CLOCK_FIELDS_UNKNOWN: message(400, MOCK.clockFieldsUnknown),
  RPA_CLOCK_NOW_MALFORMED: message(400, MOCK.clockNowMalformed),
  RPA_CLOCK_NOW_OUT_OF_RANGE: message(400, MOCK.clockNowOutOfRange),
  RPA_CLOCK_RATE_INVALID: message(400, MOCK.clockRateInvalid),
  RPA_JOURNAL_FILTERS_UNKNOWN: message(400, MOCK.journalFiltersUnknown),
  RPA_JOURNAL_FILTER_REPEATED: message(400, MOCK.journalFilterRepeated),
  RPA_JOURNAL_STATUS_INVALID: message(400, MOCK.journalStatusInvalid),
  RPA_JOURNAL_RULE_UNKNOWN: message(400, MOCK.journalRuleUnknown),
  RPA_JOURNAL_LIMIT_INVALID: message(400, MOCK.journalLimitInvalid),
  RPA_JOURNAL_AFTER_INVALID: message(400, MOCK.journalAfterInvalid),
});

/** The mock's own faults: always a 500, never the API's behaviour. */
export const FAULT_ANSWERS = entries({
  RPA_RESPONSE_INVALID: message(500, MOCK.responseInvalid),
  RPA_INTERNAL: message(500, MOCK.internalError),
});
