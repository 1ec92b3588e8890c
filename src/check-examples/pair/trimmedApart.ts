// An answer trimmed with `...` shows fewer items or fields than were sent: a rule that counts items,
// or that a field is there, cannot be decided on it. Its findings become "not judged", never WRONG.
import { ruleEntry } from '../../rules';
import type { Finding, Judged } from '../types';

const WHY = 'the answer is trimmed with ...: what it leaves out is not shown';

/** Whether a finding may come of what the trimming left out. */
function undecided(finding: Finding, trimmedAt: readonly string[]): boolean {
  const pointer = finding.pointer ?? '';
  if (finding.rule.startsWith('paging.')) return trimmedAt.includes('/items');
  const missing = /is missing|lacks /.test(finding.message);
  return missing && trimmedAt.some((at) => pointer === at || pointer.startsWith(`${at}/`));
}

/** The judgement with the findings a trimmed answer cannot decide moved to "not judged". */
export function trimmedApart<T extends Judged>(trimmedAt: readonly string[], judged: T): T {
  if (trimmedAt.length === 0) return judged;
  const kept = judged.findings.filter((finding) => !undecided(finding, trimmedAt));
  const moved = judged.findings.filter((finding) => undecided(finding, trimmedAt));
  const notJudged = moved.map((finding) => ({ rule: finding.rule, section: ruleEntry(finding.rule).section, why: WHY }));
  return { ...judged, findings: kept, notJudged: [...judged.notJudged, ...notJudged] };
}
