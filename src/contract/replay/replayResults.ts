// A replayed request as a line of the suite's reports, and the replay's headline: how many of the
// distinct requests hold, rely on what the spec leaves open, or violate a rule.
import { RuleFailure } from '../suite/outcomes';
import type { RuleResult } from '../suite/runSuite';
import type { Profile } from '../../core/profile';
import type { CallVerdict } from './judgeCall';
import type { RecordedCall, RecordedRequests } from './recordedRequests';

/** What a request showed, in one word. */
export type CallClass = 'violates' | 'unstated' | 'holds';

export const classOf = (verdict: CallVerdict): CallClass =>
  verdict.broken.length > 0 || verdict.refused.length > 0 ? 'violates' : verdict.unstated.length > 0 ? 'unstated' : 'holds';

const named = ({ rule, section }: { rule: string; section: string }) => `${rule} (${section})`;

const sectionsOf = (verdict: CallVerdict): string => {
  const sections = [...new Set([...verdict.broken, ...verdict.refused, ...verdict.unstated].map((v) => v.section))];
  return sections.length > 0 ? sections.join(', ') : '§4.1';
};

/** How the request was asked and what it relies on, the sentence of its line. */
function statementOf(verdict: CallVerdict): string {
  const asked = `asked ${verdict.call.times === 1 ? 'once' : `${verdict.call.times} times`}, answered ${verdict.status}`;
  const relies =
    verdict.unstated.length > 0 ? `; relies on what the spec leaves open: ${verdict.unstated.map((v) => `${named(v)}: ${v.actual}`).join('; ')}` : '';
  const reading = verdict.reading === undefined ? '' : `; the mock's picks: ${verdict.reading}`;
  return `${asked}${relies}${reading}`;
}

/** The failure of a request that violates: every rule broken, by the deployment or by the request, the first one's facts. */
function failureOf(verdict: CallVerdict): RuleFailure {
  const byDeployment = verdict.broken.map((v) => `the deployment breaks ${named(v)}`);
  const byRequest = verdict.refused.map((v) => `the request breaks ${named(v)}`);
  const [first] = [...verdict.broken, ...verdict.refused];
  return new RuleFailure([...byDeployment, ...byRequest].join('; '), first.expected, first.actual, verdict.request, byDeployment.length + byRequest.length);
}

const lineName = (call: RecordedCall) => `${call.method} ${call.target}`;

/** One request's line: passed when it holds or only relies on what the spec leaves open, failed when a rule is broken, skipped when it was not sent. */
export function callResult(verdict: CallVerdict | { call: RecordedCall; skipped: string }, profile: Profile): RuleResult {
  const { call } = verdict;
  if ('skipped' in verdict)
    return { rule: { name: lineName(call), section: '§4.1', statement: 'not sent', profile }, outcome: 'skipped', reason: verdict.skipped, durationMs: 0 };
  const rule = { name: lineName(call), section: sectionsOf(verdict), statement: statementOf(verdict), profile };
  if (classOf(verdict) !== 'violates') return { rule, outcome: 'passed', durationMs: 0 };
  const failure = failureOf(verdict);
  return { rule, outcome: 'failed', reason: failure.message, failure, durationMs: 0 };
}

/** `the 37 distinct requests your app made: 35 hold on <base>; 2 rely on what the spec leaves open; 0 violate`, and what was left out or not sent. */
export function replayHeadline(recorded: RecordedRequests, verdicts: readonly CallVerdict[], baseUrl: string): string {
  const counted = (which: CallClass) => verdicts.filter((v) => classOf(v) === which).length;
  const total = recorded.calls.length;
  const parts = [
    `the ${total} distinct request${total === 1 ? '' : 's'} your app made: ${counted('holds')} hold on ${baseUrl}`,
    `${counted('unstated')} rely on what the spec leaves open`,
    `${counted('violates')} violate`,
  ];
  if (verdicts.length < total) parts.push(`${total - verdicts.length} not sent`);
  const leftOut = [...recorded.leftOut].map(([why, n]) => `${n} ${why}`);
  if (leftOut.length > 0) parts.push(`left out, never sent: ${leftOut.join(', ')}`);
  return parts.join('; ');
}
