// `--replay FILE`: each distinct request a frontend made sent to the deployment and judged, the
// run reported as the suite's runs are (one line per request instead of one per rule).
import { PoliteClient, type PoliteClientOptions } from '../../net/client/politeClient';
import type { Profile } from '../../core/profile';
import type { SuiteRun } from '../suite/runSuite';
import { CallJudge, type CallVerdict } from './judgeCall';
import { judgedInOrder } from './judgedInOrder';
import type { RecordedRequests } from './recordedRequests';
import { callResult, replayHeadline } from './replayResults';

export interface ReplayOptions extends PoliteClientOptions {
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
  const { results, fault, faultCode } = await judgedInOrder(
    recorded.calls,
    options,
    (call) => client.answer(call.target),
    (call, response) => {
      const verdict = judge.judge(call, response);
      verdicts.push(verdict);
      return callResult(verdict, options.profile);
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
    faultCode,
    requests: client.sent,
    durationMs: performance.now() - started,
  };
}
