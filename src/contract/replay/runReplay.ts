// `--replay FILE`: each distinct request a frontend made sent to the deployment and judged, the
// run reported as the suite's runs are (one line per request instead of one per rule).
import { BudgetExhausted, PoliteClient, ServerFault, type ClientOptions } from '../../net/client/politeClient';
import type { ApiResponse } from '../../net/client/exchange';
import type { Profile } from '../../core/profile';
import type { RuleResult, SuiteRun } from '../suite/runSuite';
import { CallJudge, type CallVerdict } from './judgeCall';
import { inOrder } from './inOrder';
import type { RecordedCall, RecordedRequests } from './recordedRequests';
import { callResult, replayHeadline } from './replayResults';

export interface ReplayOptions extends ClientOptions {
  profile: Profile;
  timezone?: string;
  /** The recording's name, for the report. */
  file: string;
}

/** Sends each recorded request to the deployment (its token, never the recording's) and judges every answer. */
export async function runReplay(recorded: RecordedRequests, options: ReplayOptions): Promise<SuiteRun> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const client = new PoliteClient(options);
  const judge = new CallJudge(options, client.tokenHeader);
  const verdicts: CallVerdict[] = [];
  const results: RuleResult[] = [];
  let fault: string | undefined;
  let unsent: string | undefined;
  await inOrder<RecordedCall, ApiResponse>(
    recorded.calls,
    options.concurrency ?? 2,
    (call) => (unsent === undefined && fault === undefined ? client.answer(call.target) : Promise.reject(new BudgetExhausted(unsent ?? 'the run ended'))),
    (call, outcome) => {
      if ('value' in outcome) {
        try {
          const verdict = judge.judge(call, outcome.value);
          verdicts.push(verdict);
          results.push(callResult(verdict, options.profile));
          return true;
        } catch (error) {
          fault = (error as Error).message;
          return false;
        }
      }
      if (outcome.error instanceof BudgetExhausted) {
        unsent ??= outcome.error.message;
        results.push(callResult({ call, skipped: unsent }, options.profile));
        return true;
      }
      if (!(outcome.error instanceof ServerFault)) throw outcome.error;
      fault = outcome.error.message;
      return false;
    },
  );
  return {
    baseUrl: client.baseUrl,
    profile: options.profile,
    startedAt,
    title: `Replay of ${options.file} (${recorded.source})`,
    timezone: options.timezone,
    snapshotSummary: replayHeadline(recorded, verdicts, client.baseUrl),
    results,
    warnings: [],
    fault,
    requests: client.sent,
    durationMs: performance.now() - started,
  };
}
