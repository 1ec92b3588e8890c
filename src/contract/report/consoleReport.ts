// The suite's console report: the rule-by-rule summary, warnings, failures with their replay, and the closing line.
import type { SuiteRun } from '../suite/runSuite';
import { failureLines, MARK, notJudgedLine, reasonOf } from './ruleDetails';
import { closingLine, FAULT_NOTE, runFaultOf, summaryLabel, warningsOf } from './runSummary';
import { printable } from '../../core/printable';

// cli.ts takes the exit code from the counts.
export { countsOf } from './runSummary';

/**
 * The rule-by-rule summary, the warnings, then each failure with what was expected, what came
 * back and how to replay it, the fault that ended the run if one did, and the closing line.
 */
export function consoleReport(run: SuiteRun): string {
  const lines = [
    `${printable(run.title ?? 'Release Pages contract suite')}, profile ${run.profile}, against ${printable(run.baseUrl)}`,
    `${summaryLabel(run)}: ${printable(run.snapshotSummary)}`,
    '',
  ];
  for (const result of run.results) {
    const skipped = result.outcome === 'skipped' ? ` (skipped: ${reasonOf(result)})` : '';
    const unjudged = notJudgedLine(result);
    // A replay's line is a request: what it was answered and what it relies on are its news.
    const said = run.title === undefined ? '' : `: ${printable(result.rule.statement)}`;
    lines.push(`${MARK[result.outcome]} ${printable(result.rule.name)} (${result.rule.section})${said}${skipped}${unjudged ? `; ${unjudged}` : ''}`);
  }
  const warnings = warningsOf(run);
  if (warnings.length > 0) lines.push('', ...warnings.map((warning) => `warning: ${warning}`));
  for (const result of run.results.filter((r) => r.outcome === 'failed')) {
    const { rule } = result;
    lines.push('', `✗ ${rule.name} (${rule.section}): ${rule.statement}`, ...failureLines(result).map((line) => `  ${line}`));
  }
  const fault = runFaultOf(run);
  if (fault !== undefined) lines.push('', `fault: ${fault} (${FAULT_NOTE})`);
  lines.push('', closingLine(run));
  return lines.join('\n');
}
