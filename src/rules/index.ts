// The rulebook: every statement of the Release Pages API documentation a tool can judge on what it
// saw, implemented once. The contract suite, the validating proxy and the example checker hand it
// what they saw and report its verdicts; it imports none of them.
export * from './withoutSchemas';
export type { Verdict, Holds, Violated, NotJudged, RuleRef } from './verdict';
export { notJudgedText } from './notJudgedText';
export { queryOf, type Exchange, type SeenRequest, type JudgeOptions } from './exchange';
export { resultKey } from './query/resultKey';
export { CATALOGUE, ruleEntry, refOf, type RuleEntry, type Tool } from './catalogue';
export { readingsOf, type Readings } from './profile/readings';
export { judgeAnswer, clockOfAnswer, itemRulesOf } from './answer/judgeAnswer';
export { listingStatusVerdict, listingValidator, JSON_TYPE_PATTERN } from './answer/answerRules';
export { worstPerRule } from './answer/worst';
export {
  answerStatusVerdict,
  failingAnswerRule,
  failingAnswerVerdict,
  isFailingStatus,
  isRefusal,
  NO_FAILING_ANSWERS,
  refusalText,
} from './answer/failingAnswer';
export { isStatedValid, refusedValidVerdict, VALID_REQUESTS_SERVED } from './answer/refusedValidRequest';
export { QueryJudge, DEFAULT_QUERY_BOUNDS, type QueryBounds } from './query/queryJudge';
export { AnswerJudge, type Answer } from './answer/answerJudge';
export { boundedPayload, type AnswerVerdict, type Unjudged, type Violation } from './answer/answerVerdict';
export { verdictOverItems, type ItemRule, type ItemJudgement } from './items/itemJudgement';
export { isObject, missingKeys, type Item } from './items/item';
export { allOf, type Condition } from './filters/condition';
export { dateCondition, onOrAfter, onOrBefore, equalTo, DATE_FILTERS } from './filters/dateFilters';
export { statusCondition, STATUS_TEXT, agreeing, NO_CLOCK, type KnownClock } from './filters/statusConditions';
export { filterRules, shownCodeRule } from './filters/filterRules';
export { profileStatusRules, precedenceCode } from './items/mockStatusRules';
export { orderOf, type Order } from './ordering/order';
export { orderVerdict } from './ordering/orderVerdict';
export { statusColorRule, announcedLabelRule } from './items/statusPresentation';
export { dateFormatsRule, detailUrlRule, metaRule } from './items/formats';
export { selectionOf, type Selection } from './fields/selection';
export { fieldsRule } from './fields/fieldsRule';
export { pageVerdicts } from './paging/pageBounds';
export { TimeJudge, not, type Tri } from './time/timeJudge';
export { nameOf, itemsOf } from './items/item';
