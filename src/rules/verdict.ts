// The one verdict type of the rulebook: every rule, in every tool (contract suite,
// validating proxy, example checker, the mock's request journal), judges into it.

/** A rule's name (`family.what-must-hold`, as the contract suite names it) and the spec section it enforces. */
export interface RuleRef {
  rule: string;
  /** e.g. `§4.1`, or `§7 (openapi.yaml)` for a decision of the mock's. */
  section: string;
}

/** The rule holds on what was seen. */
export interface Holds extends RuleRef {
  outcome: 'holds';
}

/** The rule is broken: what the spec asks, what was seen, and where. */
export interface Violated extends RuleRef {
  outcome: 'violated';
  /** In the spec's words (`#RRGGBB`, not a regular expression). */
  expected: string;
  actual: string;
  /** JSON pointer into the answer's body (or the request's query, `/query/limit`) of the offending part. */
  pointer?: string;
  /** The offending item, as it was seen. */
  item?: unknown;
}

/** The rule applied but what was seen cannot decide it (a field not shown, a date too close to the clock, liveness unknown, ...). */
export interface NotJudged extends RuleRef {
  outcome: 'not-judged';
  why: string;
}

export type Verdict = Holds | Violated | NotJudged;
