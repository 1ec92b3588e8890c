// Checking an example's request by the rulebook's request rules, and a failing answer by the rule it tests.
import type { Profile } from '../../core/profile';
import { describeRequestViolation, failingAnswerVerdict, isRefusal, requestPartsOf, requestRefusals } from '../../rules';
import { headerOf, type RequestHead } from '../documents/parseHttpBlock';
import type { Finding } from '../types';

const AUTHORIZATION = '/headers/authorization';

/**
 * What a deployment would refuse in an example's request, by the rulebook's request rules in the
 * checker's profile, and what its answer shows if it fails (a 5xx or a redirect, judged by the
 * rule the request puts to the test: an invalid parameter answered 500 breaks its `invalid.*`
 * rule, §7). An error example is about one fault, so that fault is not reported as the request's:
 * the query in an example the profile counts as refused (any 4xx, or the mock's 400) or failed,
 * the authorization in a 401. A finding about the header is placed on its line.
 */
export function checkRequest(request: RequestHead, url: URL, status: { code: number; line: number }, profile: Profile): Finding[] {
  const authorization = headerOf(request.headers, 'Authorization');
  const target = `${url.pathname}${url.search}`;
  const failing = failingAnswerVerdict({ method: request.method, target, authorization: authorization?.value ?? null }, status.code, null, profile);
  const aboutQuery = failing !== undefined || isRefusal(status.code, profile);
  const refusals = requestRefusals(requestPartsOf({ method: request.method, target, authorization: authorization?.value }), profile)
    .filter((violation) =>
      violation.pointer === AUTHORIZATION
        ? status.code !== 401 && !failing?.rule.startsWith('auth.')
        : !(aboutQuery && violation.pointer?.startsWith('/query/')),
    )
    .map((violation): Finding => ({
      check: 'request',
      rule: violation.rule,
      line: violation.pointer === AUTHORIZATION && authorization ? authorization.line : request.line,
      message: describeRequestViolation(violation),
    }));
  if (!failing) return refusals;
  const message = `answered ${failing.actual}; ${failing.rule} (${failing.section}) asks ${failing.expected}`;
  return [...refusals, { check: 'reference', rule: failing.rule, line: status.line, message }];
}
