// The suite's JUnit XML report: one test case per rule, classed by family.
import builder, { type TestSuite } from 'junit-report-builder';
import type { RuleResult, SuiteRun } from '../suite/runSuite';
import { describeOutcome } from './describeOutcome';
import { failureLines, reasonOf } from './ruleDetails';
import { FAULT_NOTE, runFaultOf, runFacts, warningsOf } from './runSummary';
import { printable } from '../../core/printable';

/**
 * One test case per rule, named as the rule (`auth.missing-token-is-401`) and classed by family;
 * its section and statement are test-case properties, which the library supports.
 */
function addRule(suite: TestSuite, result: RuleResult, requests: boolean): void {
  const { rule, outcome, durationMs } = result;
  const testCase = suite
    .testCase()
    // A replay's or comparison's line is a request, of no family: its method is its class.
    .className(requests ? rule.name.split(' ')[0] : rule.name.split('.')[0])
    .name(rule.name)
    // Milliseconds: finer digits are noise of the timer, not of the rule.
    .time(Math.round(durationMs) / 1000)
    .property('section', rule.section)
    .property('statement', rule.statement);
  // The cases the rule could not decide: a pass that judged little is told from one that judged all.
  if (result.notJudged) testCase.property('notJudged', String(result.notJudged.count)).property('notJudgedFirst', printable(result.notJudged.why));
  if (outcome === 'failed') {
    testCase.failure(reasonOf(result));
    describeOutcome(testCase, 'failure', { body: failureLines(result).join('\n') });
  }
  if (outcome === 'skipped') {
    testCase.skipped();
    describeOutcome(testCase, 'skipped', { message: reasonOf(result) });
  }
}

/**
 * Writes the run as JUnit XML: the run's facts as suite properties, a test case per rule that ran,
 * and, when a fault ended the run, a test case in error saying so, so that CI shows it. Works as
 * well for the partial results of such a run.
 */
export function writeJunitReport(run: SuiteRun, path: string): void {
  const report = builder.newBuilder();
  const suite = report.testSuite().name(`release-pages-contract (${run.profile})`).timestamp(run.startedAt);
  for (const { key, value } of runFacts(run)) suite.property(key, value);
  for (const warning of warningsOf(run)) suite.property('warning', warning);
  for (const result of run.results) addRule(suite, result, run.title !== undefined);
  const fault = runFaultOf(run);
  if (fault !== undefined) {
    const testCase = suite.testCase().className('run').name('run.completes').error(fault, 'fault');
    describeOutcome(testCase, 'error', { body: `${fault}\n${FAULT_NOTE}` });
  }
  report.writeTo(path);
}
