import type { ApiResponse, RecordedRequest } from './politeClient';
import type { SuiteContext } from './suiteContext';

/**
 * Which rules run: `spec` holds only what the written spec states (any deployment);
 * `mock` adds what only this project's mock promises.
 */
export type Profile = 'spec' | 'mock';

/** A named check with one job, tied to the section of the spec it enforces. */
export interface Rule {
  /** `family.what-must-hold`, e.g. `auth.missing-token-is-401`. */
  name: string;
  /** Section of the spec, e.g. `§5.5`. */
  section: string;
  /** The rule as a sentence of the spec. */
  statement: string;
  /** `mock` rules run only with `--profile mock`. */
  profile: Profile;
  check(context: SuiteContext): Promise<void>;
}

/** A broken rule: what was expected, what came back, and a request that shows it. */
export class RuleFailure extends Error {
  constructor(
    message: string,
    readonly expected: string,
    readonly actual: string,
    readonly request?: RecordedRequest,
  ) {
    super(message);
  }
}

/** The data or the run cannot exercise the rule; the reason says why. */
export class RuleSkipped extends Error {}

export function fail(message: string, details: { expected: string; actual: string; response?: ApiResponse; request?: RecordedRequest }): never {
  throw new RuleFailure(message, details.expected, details.actual, details.request ?? details.response?.request);
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

export function rule(definition: Omit<Rule, 'profile'> & { profile?: Profile }): Rule {
  return { profile: 'spec', ...definition };
}
