// The rulebook's parts that need no schema compiler: the way in for code the browser build carries
// (the mock's answer path, its journal), since index.ts also brings the answer rules and their compiler.
export { requestPartsOf, type RequestParts } from './requests/requestParts';
export { REQUEST_RULES, requestRuleNamed, requestViolations, requestRefusals, refusalsAmong, describeRequestViolation } from './requests/requestRules';
export type { RequestRuleKind } from './requests/requestRule';
export { MOCK_STATUS_PRECEDENCE, MOCK_STATUS_WORDS } from './profile/mockStatus';
export {
  wagtailFieldSelection,
  ALL_FIELDS,
  LISTING_DEFAULT_FIELDS,
  DETAIL_DEFAULT_FIELDS,
  type WagtailFieldName,
  type FieldSelection,
  type BodyField,
  type MetaField,
} from './profile/wagtailFields';
export { FieldsSyntaxError } from './profile/wagtailFieldsGrammar';
