import { maskedCurl } from '../client/curl';
import type { SuiteRun } from '../suite/runSuite';

const MARK = { passed: '✓', failed: '✗', skipped: '-' } as const;

export function countsOf(run: SuiteRun): Record<'passed' | 'failed' | 'skipped', number> {
  const count = (outcome: string) => run.results.filter((r) => r.outcome === outcome).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

/** The rule-by-rule summary, then each failure with what was expected, what came back and how to replay it. */
export function consoleReport(run: SuiteRun): string {
  const lines = [`Release Pages contract suite, profile ${run.profile}, against ${run.baseUrl}`, `snapshot: ${run.snapshotSummary}`, ''];
  for (const { rule, outcome, reason } of run.results) {
    const skipped = outcome === 'skipped' ? ` (skipped: ${reason})` : '';
    lines.push(`${MARK[outcome]} ${rule.name} (${rule.section})${skipped}`);
  }
  const failures = run.results.filter((r) => r.outcome === 'failed');
  for (const { rule, reason, failure } of failures) {
    lines.push('', `✗ ${rule.name} (${rule.section}): ${rule.statement}`, `  ${reason}`);
    if (failure) {
      lines.push(`  expected: ${failure.expected}`, `  actual:   ${failure.actual}`);
      if (failure.request) lines.push(`  replay:   ${maskedCurl(failure.request)}`);
    }
  }
  const { passed, failed, skipped } = countsOf(run);
  lines.push('', `contract: ${passed} passed, ${failed} failed, ${skipped} skipped (${run.requests} requests in ${(run.durationMs / 1000).toFixed(1)} s)`);
  return lines.join('\n');
}
