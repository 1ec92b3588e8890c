// The run's record: one JSON line per violation (stdout and --report), counts by rule, the summary table.
import { appendFileSync } from 'node:fs';
import { maskToken } from '../core/maskToken';
import { UncheckedTally } from './uncheckedTally';
import type { AnswerVerdict, Violation } from '../rules';
import { notJudgedText } from '../rules';
import { printable } from '../core/printable';

/** The request as a report shows it: the token masked. */
export interface ReportedRequest {
  method: string;
  url: string;
  authorization: string | null;
}

export const reportedRequest = (method: string, url: string, authorization: string | undefined): ReportedRequest => ({
  method,
  url,
  authorization: authorization === undefined ? null : maskToken(authorization),
});

export interface Counts {
  answers: number;
  violations: Record<string, number>;
  unjudged: Record<string, number>;
  /** Per rule not judged, why it was not the first time: a quiet report told from a blind one. */
  unjudgedWhy: Record<string, string>;
  upstreamFailures: number;
  /** Requests the real API would refuse: the client's problem, not the upstream's. */
  clientProblems: number;
  /** Requests the proxy refused itself: a target that is not a path of the upstream, a body past its bound. */
  refusedRequests: number;
  /** Answers passed on unjudged because a bound stopped the checks. */
  uncheckedAnswers: number;
  /** Answers a rule threw on: the proxy's own fault, never the upstream's (exit code 2). */
  toolErrors: number;
}

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export class ProxyReport {
  readonly counts: Counts = {
    answers: 0,
    violations: {},
    unjudged: {},
    unjudgedWhy: {},
    upstreamFailures: 0,
    clientProblems: 0,
    refusedRequests: 0,
    uncheckedAnswers: 0,
    toolErrors: 0,
  };
  private readonly uncheckedLines = new UncheckedTally<ReportedRequest>((why, count, first) => this.line({ kind: 'unchecked-answers', count, why, first }));

  constructor(
    private readonly write: (line: string) => void,
    private readonly file?: string,
  ) {}

  private line(record: object): void {
    // JSON escapes C0 controls but not C1 ones, nor a password in a request's URL.
    const text = printable(JSON.stringify(record));
    this.write(text);
    if (this.file) appendFileSync(this.file, `${text}\n`);
  }

  answer(request: ReportedRequest, verdict: AnswerVerdict): void {
    this.counts.answers += 1;
    for (const violation of verdict.violations) {
      increment(this.counts.violations, violation.rule);
      this.line({ kind: 'violation', request, ...violation } satisfies { request: ReportedRequest } & Violation & { kind: string });
    }
    for (const { rule, why } of verdict.unjudged) {
      increment(this.counts.unjudged, rule);
      this.counts.unjudgedWhy[rule] ??= why;
    }
    if (verdict.toolError !== undefined) {
      this.counts.toolErrors += 1;
      this.line({ kind: 'tool-error', request, problem: `a rule of the proxy failed: ${verdict.toolError}` });
    }
  }

  clientProblem(request: ReportedRequest, problems: string[]): void {
    this.counts.clientProblems += 1;
    this.line({ kind: 'client-problem', request, problems });
  }

  refused(request: ReportedRequest, problem: string): void {
    this.counts.refusedRequests += 1;
    this.line({ kind: 'refused-request', request, problem });
  }

  /** Counted at once; told in an `unchecked-answers` line per reason at most once a second, with the count and the first answer's request (uncheckedTally.ts). */
  unchecked(request: ReportedRequest, why: string): void {
    this.counts.uncheckedAnswers += 1;
    this.uncheckedLines.add(request, why);
  }

  /** Writes the lines still held back (the unchecked answers' tally): once the checks have settled, and on exit. */
  flush(): void {
    this.uncheckedLines.flush();
  }

  upstreamFailure(request: ReportedRequest, problem: string): void {
    this.counts.upstreamFailures += 1;
    this.line({ kind: 'upstream-failure', request, problem });
  }

  get violationCount(): number {
    return Object.values(this.counts.violations).reduce((a, b) => a + b, 0);
  }

  /** What the bounds did, when they did anything. */
  private boundedSummary(): string {
    const { refusedRequests, uncheckedAnswers } = this.counts;
    return refusedRequests + uncheckedAnswers > 0 ? `, ${refusedRequests} refused requests, ${uncheckedAnswers} answers not checked` : '';
  }

  /** The summary table printed on exit. */
  summary(): string {
    const rows = [
      ...Object.entries(this.counts.violations).map(([rule, n]) => `${String(n).padStart(6)}  violated      ${rule}`),
      ...Object.entries(this.counts.unjudged).map(
        ([rule, n]) => `${String(n).padStart(6)}  not judged    ${rule}; ${notJudgedText(n, this.counts.unjudgedWhy[rule])}`,
      ),
      ...(this.counts.toolErrors > 0
        ? [`${String(this.counts.toolErrors).padStart(6)}  tool errors   answers the proxy's own rules failed on (a bug of the proxy, not of the upstream)`]
        : []),
    ];
    return [
      `${this.counts.answers} answers checked, ${this.violationCount} violations, ${this.counts.upstreamFailures} upstream failures, ${this.counts.clientProblems} invalid requests${this.boundedSummary()}`,
      ...rows,
    ].join('\n');
  }
}
