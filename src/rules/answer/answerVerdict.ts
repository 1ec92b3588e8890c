// What a checker reports of one answer: the violations found, and the rules it could not judge.

/** Payloads are cut to this many characters in a report line. */
const PAYLOAD_LIMIT = 500;

export interface Violation {
  rule: string;
  section: string;
  expected: string;
  actual: string;
  /** JSON pointer into the answer's body of the offending part, when there is one. */
  pointer?: string;
  /** The offending part, as JSON cut to a bounded size. */
  payload?: string;
}

/** A rule that applied but could not be judged on an answer, and why (e.g. liveness needed). */
export interface Unjudged {
  rule: string;
  why: string;
}

export interface AnswerVerdict {
  violations: Violation[];
  unjudged: Unjudged[];
  /** A rule threw: the checker's own fault, not the upstream's. */
  toolError?: string;
}

/** A payload as bounded JSON text. */
export function boundedPayload(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > PAYLOAD_LIMIT ? `${text.slice(0, PAYLOAD_LIMIT)}…` : text;
}
