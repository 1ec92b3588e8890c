// The loop replay and compare share: each request sent (within the client's budget and pacing),
// its answers judged in the order asked, a spent budget skipping the rest and a fault ending the run.
import { BudgetExhausted } from '../../net/client/politeClient';
import { CodedError, type ErrorCode } from '../../core/errors';
import type { RuleResult } from '../suite/runSuite';
import { inOrder } from './inOrder';
import { callResult } from './replayResults';
import type { RecordedCall } from './recordedRequests';
import type { Profile } from '../../core/profile';

/**
 * Sends each call (`send`), and hands each answer to `judge` in the calls' order. Once a budget is
 * spent, the calls left are skipped, saying so; a fault of the server or the network, or a rule
 * that throws, ends the run with `fault` set (exit code 2).
 */
export async function judgedInOrder<T>(
  calls: readonly RecordedCall[],
  options: { concurrency?: number; profile: Profile },
  send: (call: RecordedCall) => Promise<T>,
  judge: (call: RecordedCall, answer: T) => RuleResult,
): Promise<{ results: RuleResult[]; fault?: string; faultCode?: ErrorCode }> {
  const results: RuleResult[] = [];
  let fault: Error | undefined;
  let unsent: BudgetExhausted | undefined;
  await inOrder<RecordedCall, T>(
    calls,
    options.concurrency ?? 2,
    (call) => (unsent === undefined ? send(call) : Promise.reject(unsent)),
    (call, outcome) => {
      try {
        if ('error' in outcome) throw outcome.error;
        results.push(judge(call, outcome.value));
        return true;
      } catch (error) {
        if (error instanceof BudgetExhausted) {
          unsent ??= error;
          results.push(callResult({ call, skipped: unsent.message }, options.profile));
          return true;
        }
        // A ServerFault, or a rule that threw: either way no verdict on this request.
        if (!(error instanceof Error)) throw error;
        fault = error;
        return false;
      }
    },
  );
  return { results, ...(fault !== undefined && { fault: fault.message, ...(fault instanceof CodedError && { faultCode: fault.code }) }) };
}
