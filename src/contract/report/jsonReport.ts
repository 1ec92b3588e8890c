// The run as one JSON document, for tools that read results rather than people: the same facts,
// counts and per-rule details as the other reports, server-derived text made printable.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RuleResult, SuiteRun } from '../suite/runSuite';
import { failureFacts, reasonOf } from './ruleDetails';
import { printable } from '../../core/printable';
import { countsOf, runFaultOf, runFacts, warningsOf } from './runSummary';

function ruleRecord(result: RuleResult): object {
  const { rule, outcome, failure, notJudged, probes, durationMs } = result;
  return {
    rule: rule.name,
    section: rule.section,
    outcome,
    ...(outcome !== 'passed' && { reason: reasonOf(result) }),
    ...Object.fromEntries(failureFacts(result).map(({ label, text }) => [label, text])),
    ...(failure && { count: failure.count }),
    // The cases the rule could not decide, and why the first could not: a quiet pass told from a blind one.
    ...(notJudged && { notJudged: { count: notJudged.count, first: printable(notJudged.why) } }),
    // The probes drawn from the deployment's data, so that a pass says what it tried.
    ...(probes && { probes: probes.map(({ what, query }) => ({ what: printable(what), query: printable(query) })) }),
    durationMs: Math.round(durationMs),
  };
}

/** The run's facts, counts, warnings, fault and each rule's outcome. */
export function jsonReport(run: SuiteRun): object {
  const fault = runFaultOf(run);
  return {
    ...Object.fromEntries(runFacts(run).map(({ key, value }) => [key, value])),
    counts: countsOf(run),
    requests: run.requests,
    durationMs: Math.round(run.durationMs),
    warnings: warningsOf(run),
    ...(fault !== undefined && { fault }),
    ...(run.faultCode !== undefined && { faultCode: run.faultCode }),
    // A replay's or comparison's line is a request: what it was answered and relies on is in its statement, and a comparison's two sides beside it.
    rules: run.results.map((result) => ({
      ...ruleRecord(result),
      ...(run.title !== undefined && { statement: printable(result.rule.statement) }),
      ...(result.sides && { sides: result.sides.map(({ what, a, b }) => ({ what, a: printable(a), b: printable(b) })) }),
    })),
  };
}

export function writeJsonReport(run: SuiteRun, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(jsonReport(run), null, 2)}\n`, 'utf8');
}
