/** Which of the checks found a problem: the request against openapi.yaml, a body against its schema, or the reference implementation's answer. */
export type Check = 'parse' | 'request' | 'schema' | 'reference';

export interface ExampleProblem {
  check: Check;
  /** `README.md:12`, or a JSON pointer into an OpenAPI document. */
  location: string;
  /** Index in the response's `items` of the item concerned. */
  item?: number;
  /** JSON pointer inside the example's value or response body. */
  pointer?: string;
  /**
   * The rulebook's rule the problem breaks: a rule of the catalogue (src/rules/catalogue.ts) or a
   * request rule (src/rules/requests/). Every problem has one, so that `--only`/`--skip` never
   * drop one silently.
   */
  rule: string;
  message: string;
}

/**
 * A rule of the rulebook that applied to an example but that what the example shows cannot
 * decide (a field not shown, whether a page is live, a date too close to the stated clock): a
 * quiet report told from a blind one. It never makes the example WRONG.
 */
export interface UndecidedRule {
  rule: string;
  /** The spec section the rule enforces (`§3`). */
  section: string;
  why: string;
}

/** What the checks found in one example: problems (each where it is), and the rules they could not decide. */
export interface Judged {
  findings: Finding[];
  notJudged: UndecidedRule[];
}

/** Where a problem is, inside one example: the line (or pointer) is added by whoever knows the file. */
export type Finding = Omit<ExampleProblem, 'location'> & { line?: number; file?: string };

export interface ExampleResult {
  file: string;
  /** `README.md:123` (the request line) or `openapi.yaml#/paths/...`. */
  location: string;
  verdict: 'ok' | 'WRONG';
  /** The schema an OpenAPI example was validated against. */
  schema?: string;
  /** The "now" the checker assumed to judge statuses, when the example states none. */
  assumedNow?: string;
  /** The "now" the example states (its Date header, the document's `As of ...`), statuses judged at it. */
  statedNow?: string;
  problems: ExampleProblem[];
  /** One per rule the checks could not decide, with the first reason; none for a rule the example breaks. */
  notJudged: UndecidedRule[];
}

/** Something that looked like part of an example but was not read as one (a code block, a table, an included file), and why. */
export interface NotExamined {
  /** `guide.rst:12`. */
  location: string;
  why: string;
}

export interface FileResult {
  file: string;
  examples: ExampleResult[];
  notExamined: NotExamined[];
}
