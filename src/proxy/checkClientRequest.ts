// A request the real API would refuse, told as the client's problem: the rulebook's request rules.
import type { IncomingMessage } from 'node:http';
import type { Profile } from '../core/profile';
import { describeRequestViolation, requestRefusals } from '../rules/requests/requestRules';
import { seenRequestOf } from '../rules/requests/seenRequest';

/**
 * What a deployment would refuse in the request (in the spec profile, what the real API refuses; in
 * the mock profile, also what the mock does not serve), a line each; empty when nothing. A reliance
 * on what the spec leaves open is the request journal's to report, not a client problem.
 */
export function clientProblems(request: IncomingMessage, url: URL, profile: Profile): string[] {
  const seen = seenRequestOf(request.method ?? 'GET', `${url.pathname}${url.search}`, request.headers.authorization);
  return requestRefusals(seen, profile).map(describeRequestViolation);
}
