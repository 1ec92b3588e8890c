// §4.1, §7, §8: a request whose every parameter is one the documentation states valid is not
// refused as invalid. A 400 ("the parameters are invalid", §7) or a 422 to it is a violation one
// answer shows, whatever the error body (its shape is not shown).
import type { Profile } from '../../core/profile';
import { refOf } from '../catalogue';
import type { SeenRequest } from '../exchange';
import { judgeRequest } from '../requests/requestRules';
import { requestPartsOf } from '../requests/requestParts';
import type { Violated } from '../verdict';

export const VALID_REQUESTS_SERVED = 'content.valid-requests-are-served';

/** The statuses that refuse a request for its parameters. */
const PARAMETER_REFUSALS = new Set([400, 422]);

/** Request rules whose violation leaves the request valid: the order of a page without ordering is unstated, not the request. */
const ORDER_ONLY = new Set(['request.ordering-when-paging']);

/**
 * Whether the documentation states every part of the request valid: every request rule holds
 * (an unstated reading, a refused value or an unknown header all leave it open). In the spec
 * profile `limit=0` is openapi.yaml's decision, not the documentation's: §4.1 states only a
 * maximum, so a refusal of 0 is judged in the mock profile alone.
 */
export function isStatedValid(request: SeenRequest, profile: Profile): boolean {
  const seen = requestPartsOf(request);
  if (profile === 'spec' && seen.query.get('limit') === '0') return false;
  return judgeRequest(seen, profile).every(
    (verdict) =>
      verdict.outcome === 'holds' ||
      ORDER_ONLY.has(verdict.rule) ||
      // Where the tool cannot tell the request's header, the request rules would read "no Authorization".
      (verdict.rule === 'request.authorization-is-token' && request.authorization === undefined),
  );
}

/** The violation a refusal of a request the documentation states valid is; undefined for any other answer. */
export function refusedValidVerdict(request: SeenRequest, status: number, profile: Profile): Violated | undefined {
  if (!PARAMETER_REFUSALS.has(status) || !isStatedValid(request, profile)) return undefined;
  return {
    ...refOf(VALID_REQUESTS_SERVED),
    outcome: 'violated',
    expected: 'status 200 with the list: every parameter of the request is one §4.1 states valid (limit up to 200, §8)',
    actual: `status ${status}`,
  };
}
