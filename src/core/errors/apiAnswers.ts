// The API's error answers as the mock serves them, in the words of DRF, Django and Wagtail: each a code, its status and its body's one field; the words stay in core/messages.ts.
import { clientErrorDetail, DJANGO, DRF, WAGTAIL } from '../messages';
import { detail, entries, message } from './errorEntry';

/** Authentication, permission and method (DRF), Host (Django), and the other client errors a library or Node's parser decides. */
export const REQUEST_ANSWERS = entries({
  RPA_NOT_AUTHENTICATED: detail(401, DRF.notAuthenticated),
  RPA_TOKEN_HEADER_EMPTY: detail(401, DRF.noCredentials),
  RPA_TOKEN_HAS_SPACES: detail(401, DRF.tokenHasSpaces),
  RPA_TOKEN_INVALID: detail(401, DRF.invalidToken),
  RPA_PERMISSION_DENIED: detail(403, DRF.permissionDenied),
  RPA_NOT_FOUND: detail(404, DRF.notFound),
  RPA_METHOD_NOT_ALLOWED: detail(405, DRF.methodNotAllowed),
  RPA_THROTTLED: detail(429, DRF.throttled),
  RPA_BAD_HOST: detail(400, DJANGO.badRequest),
  RPA_MALFORMED_REQUEST: detail(400, clientErrorDetail(400)),
  RPA_NOT_ACCEPTABLE: detail(406, clientErrorDetail(406)),
  RPA_REQUEST_TIMEOUT: detail(408, clientErrorDetail(408)),
  RPA_PRECONDITION_FAILED: detail(412, clientErrorDetail(412)),
  RPA_RANGE_NOT_SATISFIABLE: detail(416, clientErrorDetail(416)),
  RPA_PAYLOAD_TOO_LARGE: detail(413, clientErrorDetail(413)),
  RPA_EXPECTATION_FAILED: detail(417, clientErrorDetail(417)),
  RPA_HEADERS_TOO_LARGE: detail(431, clientErrorDetail(431)),
});

/** The listing's parameters and the detail's missing page (Wagtail's `{"message"}`). */
export const QUERY_ANSWERS = entries({
  RPA_TYPE_UNKNOWN: message(400, WAGTAIL.typeDoesNotExist),
  RPA_LIMIT_TOO_HIGH: message(400, WAGTAIL.limitTooHigh),
  RPA_LIMIT_NOT_POSITIVE: message(400, WAGTAIL.limitNotPositive),
  RPA_OFFSET_NOT_POSITIVE: message(400, WAGTAIL.offsetNotPositive),
  RPA_PARAMETER_UNKNOWN: message(400, WAGTAIL.unknownParameters),
  RPA_FIELDS_UNKNOWN: message(400, WAGTAIL.unknownFields),
  RPA_PARAMETER_REQUIRED: message(400, WAGTAIL.required),
  RPA_PARAMETER_REPEATED: message(400, WAGTAIL.givenMoreThanOnce),
  RPA_SEARCH_TOO_LONG: message(400, WAGTAIL.searchTooLong),
  RPA_FIELDS_TOO_LONG: message(400, WAGTAIL.fieldsTooLong),
  RPA_STATUS_UNKNOWN: message(400, WAGTAIL.statusNotKnown),
  RPA_SEARCH_OPERATOR_UNKNOWN: message(400, WAGTAIL.searchOperatorNotKnown),
  RPA_ORDERING_INVALID: message(400, WAGTAIL.orderingNotValid),
  RPA_ORDERING_UNKNOWN_FIELD: message(400, WAGTAIL.cannotOrderBy),
  /** A `fields` value the rulebook's reading of Wagtail's grammar refuses (its words: rules/profile/wagtailFields*.ts). */
  RPA_FIELDS_INVALID: message(400, (problem: string) => problem),
  RPA_DATE_NOT_REAL: message(400, WAGTAIL.dateNotReal),
  RPA_PAGE_NOT_FOUND: message(404, WAGTAIL.pageNotFound),
});
