// One distinct request of a recording judged: the deployment's answer by the answer rules and its
// query's page rules (one AnswerJudge for the run, so the pages the frontend walked are judged
// together), and the frontend's request by the request rules.
import { CodedError } from '../../core/errors';
import type { ApiResponse, RecordedRequest } from '../../net/client/exchange';
import { AnswerJudge, refusalsAmong, requestPartsOf, requestViolations, type JudgeOptions, type Violated, type Violation } from '../../rules';
import type { RecordedCall } from './recordedRequests';

/** What one distinct request showed. */
export interface CallVerdict {
  call: RecordedCall;
  /** The request as replayed (the configured token shown as `<your token>`), to replay by hand. */
  request: RecordedRequest;
  status: number;
  /** Rules the deployment's answer breaks. */
  broken: Violation[];
  /** Rules the frontend's own request breaks, which the spec refuses. */
  refused: Violated[];
  /** Rules of what the spec leaves open that the frontend's request relies on. */
  unstated: Violated[];
  /** The mock's picks among the readings the spec admits (`X-Mock-Reading`), when the deployment is a mock with `--vary-unstated`. */
  reading?: string;
}

/** Judges the answers of one deployment to a recording's requests, in the order asked. */
export class CallJudge {
  private readonly answers: AnswerJudge;

  /** `authorization`: the header sent with every request, the configured token's (judged by the auth rules, never shown). */
  constructor(
    private readonly options: JudgeOptions,
    private readonly authorization: string,
  ) {
    this.answers = new AnswerJudge(options);
  }

  judge(call: RecordedCall, response: ApiResponse): CallVerdict {
    const url = new URL(response.request.url);
    const answer = this.answers.judge(url, 'GET', this.authorization, { status: response.status, headers: response.headers, text: response.text });
    const seen = requestPartsOf(call);
    // The request's rules judged once: what it may refuse, and the rest.
    const violations = requestViolations(seen, this.options.profile);
    const refused = refusalsAmong(violations, this.options.profile);
    const unstated = violations.filter((verdict) => !refused.includes(verdict));
    // A rule that throws is this tool's fault, no verdict on the deployment: it ends the run.
    if (answer.toolError !== undefined) throw new CodedError('RPC_RULEBOOK_FAULT', call.target, answer.toolError);
    const reading = response.headers.get('x-mock-reading') ?? undefined;
    return {
      call,
      request: response.request,
      status: response.status,
      broken: answer.violations,
      refused,
      unstated,
      ...(reading !== undefined && { reading }),
    };
  }
}
