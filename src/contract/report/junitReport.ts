import builder from 'junit-report-builder';
import { maskedCurl } from '../client/curl';
import type { SuiteRun } from '../suite/runSuite';

/** Writes the run as JUnit XML: one test case per rule, named with its section. */
export function writeJunitReport(run: SuiteRun, path: string): void {
  const report = builder.newBuilder();
  const suite = report.testSuite().name(`release-pages-contract (${run.profile})`);
  for (const { rule, outcome, reason, failure, durationMs } of run.results) {
    const testCase = suite
      .testCase()
      .className(rule.name.split('.')[0])
      .name(`${rule.name} (${rule.section})`)
      .time(durationMs / 1000);
    if (outcome === 'skipped') testCase.skipped().standardOutput(reason ?? '');
    if (outcome === 'failed') {
      const details = failure
        ? [reason, `expected: ${failure.expected}`, `actual: ${failure.actual}`, failure.request ? `replay: ${maskedCurl(failure.request)}` : '']
        : [reason];
      testCase.failure(reason).standardOutput(details.filter(Boolean).join('\n'));
    }
  }
  report.writeTo(path);
}
