// What every report says about the run as a whole, worded once: counts, the closing line, the
// facts of the header, warnings and the fault, server-derived text made printable.
import type { Outcome, SuiteRun } from '../suite/runSuite';
import { printable } from '../../core/printable';

export function countsOf(run: SuiteRun): Record<Outcome, number> {
  const count = (outcome: Outcome) => run.results.filter((r) => r.outcome === outcome).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `1 passed, 1 failed, 1 skipped` */
export function countsText(run: SuiteRun): string {
  const { passed, failed, skipped } = countsOf(run);
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** The console's closing line; other tools parse it, so its form stays. */
export function closingLine(run: SuiteRun): string {
  return `contract: ${countsText(run)} (${run.requests} requests in ${seconds(run.durationMs)})`;
}

/** What the run's summary line is: the suite's snapshot, or a replay's headline. */
export const summaryLabel = (run: SuiteRun): string => (run.title === undefined ? 'snapshot' : 'summary');

export interface RunFact {
  /** The name of the JUnit suite property. */
  key: string;
  label: string;
  value: string;
}

/** The header of a report: where, how and when the run looked. */
export function runFacts(run: SuiteRun): RunFact[] {
  return [
    { key: 'baseUrl', label: 'base URL', value: printable(run.baseUrl) },
    { key: 'profile', label: 'profile', value: run.profile },
    { key: 'serverClock', label: 'server clock', value: run.serverClock ? printable(run.serverClock) : 'unknown (no Date header)' },
    { key: 'timezone', label: 'time zone', value: run.timezone ? printable(run.timezone) : 'unknown' },
    { key: 'startedAt', label: 'started at', value: run.startedAt },
    { key: 'snapshot', label: summaryLabel(run), value: printable(run.snapshotSummary) },
  ];
}

/** The warnings, each once. */
export function warningsOf(run: SuiteRun): string[] {
  return [...new Set(run.warnings.map(printable))];
}

/** What a fault means for the results: they are partial. */
export const FAULT_NOTE = 'the run ended early; the rules not listed did not run';

export function runFaultOf(run: SuiteRun): string | undefined {
  return run.fault === undefined ? undefined : printable(run.fault);
}
