// A rule on requests a client may send, judged on the request alone, and its verdicts.
import type { Profile } from '../../core/profile';
import { LISTING_PATH } from '../../core/spec';
import type { NotJudged, RuleRef, Verdict, Violated } from '../verdict';
import type { RequestParts } from './requestParts';

/**
 * What a violated request rule means for the client: `refused`, the request breaks what the spec
 * states (§7: invalid parameters are 400, missing authentication 401); `unstated`, its answer
 * rests on what the spec leaves "not shown", which a deployment may answer otherwise.
 */
export type RequestRuleKind = 'refused' | 'unstated';

/** One rule of the requests a client may send, judged on the request alone. */
export interface RequestRule extends RuleRef {
  /** What the spec promises, in its words. */
  statement: string;
  kind: RequestRuleKind;
  /**
   * The verdict in `profile`: `spec` judges what the spec states and leaves open; `mock` judges
   * what the mock serves (a reading the spec leaves open holds there when the mock serves it).
   */
  judge(request: RequestParts, profile: Profile): Verdict;
}

/** What is wrong with a request, before it is a verdict. */
export interface RequestFinding {
  expected: string;
  actual: string;
  /** `/query/<name>`, `/headers/authorization`, `/method` or `/path`. */
  pointer: string;
}

export const violation = (ref: RuleRef, finding: RequestFinding): Violated => ({ ...ref, outcome: 'violated', ...finding });

export const notJudged = (ref: RuleRef, why: string): NotJudged => ({ ...ref, outcome: 'not-judged', why });

export const isListing = (request: RequestParts): boolean => request.path === LISTING_PATH;

/** `name=value` as a verdict quotes it, long values cut (a verdict is bounded whatever the request). */
export function shown(name: string, value: string): string {
  const MAX_VALUE = 80;
  return `${name}=${value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value}`;
}

interface ListingRuleSpec {
  rule: string;
  section: string;
  statement: string;
  kind: RequestRuleKind;
  /** What the spec finds wrong with a listing request; undefined when nothing. */
  find(request: RequestParts): RequestFinding | undefined;
  /** For an `unstated` rule: whether the mock serves the reading the request relies on (in the mock profile, it then holds). */
  servedByMock?(request: RequestParts): boolean;
}

/** A rule about the listing's query: not judged on other paths, whose parameters the spec does not show. */
export function listingRule(spec: ListingRuleSpec): RequestRule {
  const { rule, section, statement, kind } = spec;
  const ref = { rule, section };
  // One frozen verdict for every request the rule holds on: judging allocates only for what it finds.
  const holds = Object.freeze({ ...ref, outcome: 'holds' as const });
  return {
    rule,
    section,
    statement,
    kind,
    judge(request, profile) {
      if (!isListing(request)) return notJudged(ref, `not the listing (${LISTING_PATH}): the spec shows no parameters for ${request.path}`);
      const finding = spec.find(request);
      if (!finding) return holds;
      if (profile === 'mock' && spec.servedByMock?.(request)) return holds;
      return violation(ref, finding);
    },
  };
}
