// The request rules: what the spec promises for a request, judged once, for the
// proxy's client problems, the example checker's request check and the mock's request journal.
import type { Profile } from '../../core/profile';
import type { Verdict, Violated } from '../verdict';
import { authorizationIsToken, endpointIsDocumented, methodIsGet } from './endpointRules';
import {
  datesAreIsoDates,
  limitIsInteger,
  limitWithinMaximum,
  offsetIsInteger,
  parameterGivenOnce,
  parametersAreDocumented,
  searchOperatorIsDocumented,
  statusIsDocumented,
  typeIsReleasePage,
} from './parameterRules';
import { fieldsAreDocumented, fieldsAreKnown, orderingIsDocumented, orderingWhenPaging } from './readingRules';
import type { RequestRule } from './requestRule';
import type { RequestParts } from './requestParts';

export const REQUEST_RULES: readonly RequestRule[] = [
  methodIsGet,
  endpointIsDocumented,
  authorizationIsToken,
  parametersAreDocumented,
  parameterGivenOnce,
  typeIsReleasePage,
  limitIsInteger,
  limitWithinMaximum,
  offsetIsInteger,
  datesAreIsoDates,
  statusIsDocumented,
  searchOperatorIsDocumented,
  orderingIsDocumented,
  orderingWhenPaging,
  fieldsAreKnown,
  fieldsAreDocumented,
];

const BY_NAME = new Map(REQUEST_RULES.map((rule) => [rule.rule, rule]));

export const requestRuleNamed = (name: string): RequestRule | undefined => BY_NAME.get(name);

/** Every request rule's verdict on `request`, in `profile`. */
export const judgeRequest = (request: RequestParts, profile: Profile): Verdict[] => REQUEST_RULES.map((rule) => rule.judge(request, profile));

/** The violated ones only. */
export const requestViolations = (request: RequestParts, profile: Profile): Violated[] =>
  judgeRequest(request, profile).filter((verdict): verdict is Violated => verdict.outcome === 'violated');

/**
 * What a deployment may refuse: in the spec profile the violated rules of kind `refused`; in the
 * mock profile every violated rule (a reading the mock serves holds there, so what is left it refuses).
 */
export const requestRefusals = (request: RequestParts, profile: Profile): Violated[] => refusalsAmong(requestViolations(request, profile), profile);

/** `requestRefusals` among violations already judged (`requestViolations` of the same request and profile). */
export const refusalsAmong = (violations: readonly Violated[], profile: Profile): Violated[] =>
  violations.filter((violation) => profile === 'mock' || BY_NAME.get(violation.rule)?.kind === 'refused');

/** One line for a person: `request.limit-is-integer (§4.1): limit=1.0; expected an integer ...`. */
export const describeRequestViolation = (violation: Violated): string =>
  `${violation.rule} (${violation.section}): ${violation.actual}; expected ${violation.expected}`;
