import type { Profile } from '../../core/profile';
import { describeRequestViolation, requestRefusals } from '../../rules/requests/requestRules';
import { seenRequestOf } from '../../rules/requests/seenRequest';
import { headerOf, type RequestHead } from '../documents/parseHttpBlock';
import type { Finding } from '../types';

const AUTHORIZATION = '/headers/authorization';

/**
 * What a deployment would refuse in an example's request, by the rulebook's request rules in the
 * checker's profile. An error example is about one fault, so that fault is not reported: the query
 * in a 400 example, the authorization in a 401. A finding about the header is placed on its line.
 */
export function checkRequest(request: RequestHead, url: URL, status: number, profile: Profile): Finding[] {
  const authorization = headerOf(request.headers, 'Authorization');
  const seen = seenRequestOf(request.method, `${url.pathname}${url.search}`, authorization?.value);
  return requestRefusals(seen, profile)
    .filter((violation) => (violation.pointer === AUTHORIZATION ? status !== 401 : !(status === 400 && violation.pointer?.startsWith('/query/'))))
    .map((violation) => ({
      check: 'request',
      line: violation.pointer === AUTHORIZATION && authorization ? authorization.line : request.line,
      message: describeRequestViolation(violation),
    }));
}
