// How a rule ends when it does not pass: failed, with what was expected and what came, or skipped.
import type { ApiResponse, RecordedRequest } from '../../net/client/exchange';

/** A broken rule: what was expected, what came back, and a request that shows it. */
export class RuleFailure extends Error {
  constructor(
    message: string,
    readonly expected: string,
    readonly actual: string,
    readonly request?: RecordedRequest,
    /** How many cases (items, answers) broke the rule, where the rule counted them; else 1, the first it met. */
    readonly count = 1,
  ) {
    super(message);
  }
}

/** The data or the run cannot exercise the rule; the reason says why. */
export class RuleSkipped extends Error {}

export function fail(message: string, details: { expected: string; actual: string; response?: ApiResponse; request?: RecordedRequest; count?: number }): never {
  throw new RuleFailure(message, details.expected, details.actual, details.request ?? details.response?.request, details.count);
}

export function skip(reason: string): never {
  throw new RuleSkipped(reason);
}

/** Fails unless `response` has the status. */
export function expectStatus(response: ApiResponse, status: number, what: string): void {
  if (response.status !== status) {
    fail(`${what}: expected status ${status}, got ${response.status}`, {
      expected: `status ${status}`,
      actual: `status ${response.status}: ${response.text.slice(0, 300)}`,
      response,
    });
  }
}
