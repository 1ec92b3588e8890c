/** Which of the checks found a problem: the request against openapi.yaml, a body against its schema, or the reference implementation's answer. */
export type Check = 'parse' | 'request' | 'schema' | 'reference';

export interface Problem {
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

/** Where a problem is, inside one example: the line (or pointer) is added by whoever knows the file. */
export type Finding = Omit<Problem, 'location'> & { line?: number };

export interface ExampleResult {
  file: string;
  /** `README.md:123` (the request line) or `openapi.yaml#/paths/...`. */
  location: string;
  verdict: 'ok' | 'WRONG';
  /** The schema an OpenAPI example was validated against. */
  schema?: string;
  /** The "now" the checker assumed to judge statuses, when the example states none. */
  assumedNow?: string;
  problems: Problem[];
}

export interface FileResult {
  file: string;
  examples: ExampleResult[];
}
