// "Now" for the checks that depend on it: the moment an example states, or, without one, a moment
// at which the example's statuses agree with its dates, found by search and reported.
import { TimeJudge, type KnownClock } from '../../rules';
import { judgementFinding, undecidedOver } from './rulebookFindings';
import type { TimedCheck } from './timedChecks';
import type { Finding, UndecidedRule } from '../types';

export interface Judgement {
  /** What was assumed of "now", in words, when the example states no date. */
  assumption?: string;
  findings: Finding[];
  /** The rules the checks could not decide at that moment (liveness, a date too close to it). */
  notJudged: UndecidedRule[];
}

/** A moment the checker assumes is exact: "today" in UTC (the mock's default zone), no margin around "now". */
const exactClock = (nowMs: number) => new TimeJudge(nowMs, 'UTC', 0);

/** An instant as documents write it: `2026-03-01T12:00:00Z`. */
const formatInstant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

const findingsAt = (checks: readonly TimedCheck[], clock: KnownClock) =>
  checks.flatMap((check) => judgementFinding(check.ruleAt(clock), check.placed, check.judgeAt(clock)) ?? []);

/** Each rule the checks could not decide at a clock, over the items it applies to. */
function notJudgedAt(checks: readonly TimedCheck[], clock: KnownClock): UndecidedRule[] {
  const byRule = new Map<string, TimedCheck[]>();
  for (const check of checks) {
    const rule = check.ruleAt(clock).ref.rule;
    byRule.set(rule, [...(byRule.get(rule) ?? []), check]);
  }
  return [...byRule.values()].flatMap((same) =>
    undecidedOver(
      same[0].ruleAt(clock),
      same.map((check) => check.placed),
    ),
  );
}

/** The checks' findings at a clock, and the rules they could not decide there. */
const judgedAt = (checks: readonly TimedCheck[], clock: KnownClock) => ({ findings: findingsAt(checks, clock), notJudged: notJudgedAt(checks, clock) });

/** The checks at a stated "now": the clock of an answer's Date header (a margin around it, today's date in any zone). */
export function judgeAtStatedNow(checks: readonly TimedCheck[], nowMs: number): Judgement {
  return judgedAt(checks, new TimeJudge(nowMs));
}

/**
 * Instants that stand for every stretch of time in which no check can change: each boundary,
 * and an instant just before and just after it; not a target_date itself, at which neither
 * "later than now" nor "earlier than now" holds (the rules leave it undecided).
 */
function candidates(checks: readonly TimedCheck[], boundaries: readonly number[]): number[] {
  const targets = new Set(checks.flatMap((c) => c.targets));
  return [...new Set(boundaries.flatMap((b) => [b - 1, b, b + 1]))].filter((instant) => !targets.has(instant)).sort((a, b) => a - b);
}

/** The stretch of time around candidates[from..to], in words. */
function describeStretch(boundaries: readonly number[], instants: readonly number[], from: number, to: number): string {
  const after = from > 0 ? boundaries.filter((b) => b <= instants[from]).pop() : undefined;
  const before = to < instants.length - 1 ? boundaries.find((b) => b >= instants[to]) : undefined;
  if (after !== undefined && before !== undefined) return `between ${formatInstant(after)} and ${formatInstant(before)}`;
  if (after !== undefined) return `after ${formatInstant(after)}`;
  return `before ${formatInstant(before!)}`;
}

type Score = [primary: number, secondary: number];

/** How badly the checks fail at an instant: contradicting codes and filters first, then wrong words. */
function scoreAt(checks: readonly TimedCheck[], clock: KnownClock): Score {
  const failing = checks.filter((check) => 'problem' in check.judgeAt(clock));
  return [failing.filter((c) => !c.secondary).length, failing.filter((c) => c.secondary).length];
}

const compareScores = (a: Score, b: Score) => a[0] - b[0] || a[1] - b[1];

/** `item 3`, `items 0 and 2`, `items 0, 2 and 5`; `the page` for the detail endpoint's. */
function nameItems(checks: readonly TimedCheck[]): string {
  const positions = [...new Set(checks.map((c) => c.placed.position))];
  if (positions[0] === undefined) return 'the page';
  if (positions.length === 1) return `item ${positions[0]}`;
  return `items ${positions.slice(0, -1).join(', ')} and ${positions[positions.length - 1]}`;
}

/**
 * Without a stated date, finds a "now" at which the checks hold and says which: the first
 * stretch of time where the fewest fail. When even there codes or filters fail, a first finding
 * names the items no moment reconciles with the others, and the findings follow.
 */
export function judgeAtAssumedNow(checks: readonly TimedCheck[]): Judgement {
  const boundaries = [...new Set(checks.flatMap((c) => c.boundaries))].sort((a, b) => a - b);
  // Without boundaries no check depends on the moment: any will do.
  if (boundaries.length === 0) return judgedAt(checks, exactClock(0));
  const instants = candidates(checks, boundaries);
  const clocks = instants.map(exactClock);
  const scores = clocks.map((clock) => scoreAt(checks, clock));
  const best = scores.reduce((a, b) => (compareScores(b, a) < 0 ? b : a), [Infinity, Infinity]);
  const from = scores.findIndex((s) => compareScores(s, best) === 0);
  let to = from;
  while (to + 1 < instants.length && compareScores(scores[to + 1], best) === 0) to++;
  // A whole boundary reads better in messages than the millisecond next to it.
  const at = instants.slice(from, to + 1).findIndex((instant) => boundaries.includes(instant));
  const clock = clocks[from + Math.max(at, 0)];
  const { findings, notJudged } = judgedAt(checks, clock);
  if (from === 0 && to === instants.length - 1) return { findings, notJudged };
  const stretch = describeStretch(boundaries, instants, from, to);
  if (best[0] === 0) return { assumption: `assuming now is ${stretch}`, findings, notJudged };
  const failing = checks.filter((c) => !c.secondary && 'problem' in c.judgeAt(clock));
  const lead: Finding = {
    check: 'reference',
    rule: failing[0].ruleAt(clock).ref.rule,
    message: `no moment makes every status agree with the dates and the request: even at the best fit (now ${stretch}, e.g. ${formatInstant(clock.nowMs)}), ${nameItems(failing)} ${new Set(failing.map((c) => c.placed.position)).size === 1 ? 'disagrees' : 'disagree'}`,
  };
  return { findings: [lead, ...findings], notJudged };
}
