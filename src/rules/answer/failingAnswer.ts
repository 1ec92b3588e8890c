// Which rule a failing answer is evidence of, decided once for every tool: a
// server error or a redirect in answer to a request is judged by the rule that request puts to the
// test. An invalid parameter answered 500 fails that parameter's `invalid.*` rule (§7 asks for a
// refusal); a request the documentation admits answered 500 fails `content.no-failing-answers`.
// The suite (whose rules send the requests), the proxy and the example checker (which see a
// client's or a document's requests) all name a failing answer through `failingAnswerRule`.
import type { Profile } from '../../core/profile';
import { refOf, ruleEntry } from '../catalogue';
import type { SeenRequest } from '../exchange';
import { readingsOf } from '../profile/readings';
import { judgeRequest } from '../requests/requestRules';
import { requestPartsOf } from '../requests/requestParts';
import type { RuleRef, Verdict, Violated } from '../verdict';
import { refusedValidVerdict } from './refusedValidRequest';

/** The rule of a failing answer to a request the documentation admits (or refuses on a condition no rule of its own tests). */
export const NO_FAILING_ANSWERS = 'content.no-failing-answers';

/** A server error or a redirect: §7 lists neither, whatever the request (429 and other 4xx are refusals, not failures). */
export const isFailingStatus = (status: number): boolean => status >= 500 || (status >= 300 && status < 400);

/** Each refusing request rule and the answer rule that judges what a deployment answers to such a request. */
const COUNTERPARTS: Readonly<Record<string, string>> = {
  'request.limit-is-integer': 'invalid.limit-not-an-integer-is-refused',
  'request.offset-is-integer': 'invalid.offset-not-an-integer-is-refused',
  'request.dates-are-iso-dates': 'invalid.date-not-a-date-is-refused',
  'request.status-is-documented': 'invalid.status-not-a-code-is-refused',
  'request.search-operator-is-documented': 'invalid.search-operator-not-and-or-is-refused',
  'request.limit-within-maximum': 'paging.no-page-exceeds-200',
};

/** The auth rule of a request's Authorization header (null: none; undefined: the tool cannot tell). */
function authRule(authorization: string | null | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  return authorization === null ? 'auth.missing-token-is-401' : 'auth.malformed-token-is-401';
}

/** The counterpart of one violated request rule, when it has one that applies in `profile`. */
function counterpartOf(ruleName: string, request: SeenRequest, query: URLSearchParams, profile: Profile): string | undefined {
  const named =
    ruleName === 'request.authorization-is-token'
      ? authRule(request.authorization)
      : ruleName === 'request.type-is-release-page'
        ? query.has('type')
          ? undefined
          : 'invalid.type-missing-is-refused'
        : COUNTERPARTS[ruleName];
  return named !== undefined && (ruleEntry(named).profile === 'spec' || profile === 'mock') ? named : undefined;
}

/**
 * The rule a failing answer (a server error, a redirect) to `request` is evidence of: the first
 * request rule the request breaks that has an answer rule of its own (`invalid.*`, `auth.*`, the
 * page-size bound), in the request rules' order; else `content.no-failing-answers`.
 */
export function failingAnswerRule(request: SeenRequest, profile: Profile): RuleRef {
  const seen = requestPartsOf(request);
  for (const verdict of judgeRequest(seen, profile)) {
    if (verdict.outcome !== 'violated') continue;
    // Where the tool cannot tell the request's header, the request rules would read "no Authorization".
    if (verdict.rule === 'request.authorization-is-token' && request.authorization === undefined) continue;
    const counterpart = counterpartOf(verdict.rule, request, seen.query, profile);
    if (counterpart) return refOf(counterpart);
  }
  return refOf(NO_FAILING_ANSWERS);
}

/** Whether a status refuses a request by the profile's bar: any 4xx in the spec profile, the mock's 400 in the mock profile (openapi.yaml's list of decisions). */
export function isRefusal(status: number, profile: Profile): boolean {
  return readingsOf(profile).refusal === '400' ? status === 400 : status >= 400 && status <= 499;
}

/** The profile's refusal bar in words: `a 4xx refusal`, or `status 400`. */
export const refusalText = (profile: Profile): string => (readingsOf(profile).refusal === '400' ? 'status 400' : 'a 4xx refusal');

/** What the rule of a failing answer asks, in the documentation's words. */
function expectedOf(rule: string): string {
  if (rule.startsWith('auth.')) return '401 (§5.5), not a server error or a redirect';
  if (rule === 'paging.no-page-exceeds-200') return 'a refusal or at most 200 items (§4.1, §8), not a server error or a redirect';
  return 'an answer of §7 (200, or a refusal: 400, 401, 403), not a server error or a redirect';
}

const statusText = (status: number, location: string | null): string =>
  status >= 300 && status < 400 && location ? `status ${status}, Location: ${location.slice(0, 200)}` : `status ${status}`;

/**
 * The verdict an answer's status gives the rule its request puts to the test: an `invalid.*`
 * rule holds on a refusal by the profile's bar and is violated by anything else (a 200 as much
 * as a 500); any other rule named by `failingAnswerRule` is violated by a server error or a
 * redirect, and a request the documentation states valid by a refusal for its parameters
 * (`content.valid-requests-are-served`). Undefined where the status decides nothing.
 */
export function answerStatusVerdict(request: SeenRequest, status: number, location: string | null, profile: Profile): Verdict | undefined {
  const ref = failingAnswerRule(request, profile);
  if (ref.rule.startsWith('invalid.')) {
    if (isRefusal(status, profile)) return { ...ref, outcome: 'holds' };
    return { ...ref, outcome: 'violated', expected: `${refusalText(profile)} of the invalid parameter (§7)`, actual: statusText(status, location) };
  }
  if (!isFailingStatus(status)) return refusedValidVerdict(request, status, profile);
  return { ...ref, outcome: 'violated', expected: expectedOf(ref.rule), actual: statusText(status, location) };
}

/** The violation a failing answer (a server error, a redirect) is, named by `failingAnswerRule`; undefined for any other answer. */
export function failingAnswerVerdict(request: SeenRequest, status: number, location: string | null, profile: Profile): Violated | undefined {
  const verdict = isFailingStatus(status) ? answerStatusVerdict(request, status, location, profile) : undefined;
  return verdict?.outcome === 'violated' ? verdict : undefined;
}
