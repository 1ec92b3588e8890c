// A request the real API would refuse, told as the client's problem: the rulebook's request rules.
// Judged on the forwarding thread with --block-invalid (the problems decide the answer), else on the
// checks thread with the answer (judgeJob.ts), off the path every exchange waits on.
import type { Profile } from '../core/profile';
import { describeRequestViolation, requestPartsOf, requestRefusals } from '../rules';

/**
 * What a deployment would refuse in the request (in the spec profile, what the real API refuses; in
 * the mock profile, also what the mock does not serve), a line each; empty when nothing. `target` is
 * the path and query as forwarded. A reliance on what the spec leaves open is the request journal's
 * to report, not a client problem.
 */
export function clientProblems(method: string, target: string, authorization: string | undefined, profile: Profile): string[] {
  return requestRefusals(requestPartsOf({ method, target, authorization }), profile).map(describeRequestViolation);
}
