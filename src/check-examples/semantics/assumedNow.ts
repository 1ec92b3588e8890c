import type { Moment } from '../../mock/domain/clock';
import { formatInstant, momentAt } from './moments';
import { nameItems } from './shownItems';
import type { TimedCheck } from './statusTimedChecks';
import type { Finding } from '../types';

export interface Judgement {
  /** What was assumed of "now", in words, when the example states no date. */
  assumption?: string;
  findings: Finding[];
}

const findingsAt = (checks: readonly TimedCheck[], moment: Moment) =>
  checks.map((check) => check.findingAt(moment)).filter((f): f is Finding => f !== undefined);

export function judgeAtStatedNow(checks: readonly TimedCheck[], nowMs: number): Judgement {
  return { findings: findingsAt(checks, momentAt(nowMs)) };
}

/**
 * Instants that stand for every stretch of time in which no check can change: each boundary,
 * and an instant just before and just after it.
 */
function candidates(boundaries: readonly number[]): number[] {
  return [...new Set(boundaries.flatMap((b) => [b - 1, b, b + 1]))].sort((a, b) => a - b);
}

/** The stretch of time around candidates[from..to], in words. */
function describeStretch(boundaries: readonly number[], instants: readonly number[], from: number, to: number): string {
  const after = from > 0 ? boundaries.filter((b) => b <= instants[from]).pop() : undefined;
  const before = to < instants.length - 1 ? boundaries.find((b) => b >= instants[to]) : undefined;
  if (after !== undefined && before !== undefined) return `between ${formatInstant(after)} and ${formatInstant(before)}`;
  if (after !== undefined) return `after ${formatInstant(after)}`;
  return `before ${formatInstant(before!)}`;
}

/** How badly the checks fail at an instant: contradicting codes and filters first, then wrong descriptions. */
function scoreAt(checks: readonly TimedCheck[], nowMs: number): [number, number] {
  const failing = checks.filter((check) => check.findingAt(momentAt(nowMs)) !== undefined);
  return [failing.filter((c) => !c.secondary).length, failing.filter((c) => c.secondary).length];
}

const compareScores = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

/**
 * Without a stated date, finds a "now" at which the checks hold and says which: the first
 * stretch of time where the fewest fail. When even there codes or filters fail, a first finding
 * names the items no moment reconciles with the others, and the findings follow.
 */
export function judgeAtAssumedNow(checks: readonly TimedCheck[]): Judgement {
  const boundaries = [...new Set(checks.flatMap((c) => c.boundaries))].sort((a, b) => a - b);
  // Without boundaries no check depends on the moment: any will do.
  if (boundaries.length === 0) return { findings: findingsAt(checks, momentAt(0)) };
  const instants = candidates(boundaries);
  const scores = instants.map((nowMs) => scoreAt(checks, nowMs));
  const best = scores.reduce((a, b) => (compareScores(b, a) < 0 ? b : a), [Infinity, Infinity]);
  const from = scores.findIndex((s) => compareScores(s, best) === 0);
  let to = from;
  while (to + 1 < instants.length && compareScores(scores[to + 1], best) === 0) to++;
  // A whole boundary reads better in messages than the millisecond next to it.
  const nowMs = instants.slice(from, to + 1).find((instant) => boundaries.includes(instant)) ?? instants[from];
  const findings = findingsAt(checks, momentAt(nowMs));
  if (from === 0 && to === instants.length - 1) return { findings };
  const stretch = describeStretch(boundaries, instants, from, to);
  if (best[0] === 0) return { assumption: `assuming now is ${stretch}`, findings };
  const failing = [...new Set(checks.filter((c) => !c.secondary && c.findingAt(momentAt(nowMs))).map((c) => c.shown))];
  const lead: Finding = {
    check: 'reference',
    message: `no moment makes every status agree with the dates and the request: even at the best fit (now ${stretch}), ${nameItems(failing)} ${failing.length === 1 ? 'disagrees' : 'disagree'}`,
  };
  return { findings: [lead, ...findings] };
}
