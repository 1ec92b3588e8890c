// `npm run mutation`'s last step: the score of StrykerJS's run and every survivor the kept list does not explain.
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { readBoundedFile } from '../../src/core/readBoundedFile';
import { parseKeptSurvivors, type KeptSurvivor } from './keptSurvivors';
import { survivorsAgainstKept, type MutationReport } from './survivorsAgainstKept';

const ROOT = join(__dirname, '..', '..');
export const KEPT_LIST = join(ROOT, 'scripts', 'mutation', 'survivors.json');
const REPORT = join(ROOT, 'reports', 'mutation', 'mutation.json');
/** StrykerJS's JSON report holds the mutated files' sources and one object per mutant: a few MB at most here. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const USAGE = 'usage: survivorsReport [--report FILE] [--kept FILE] [--max-bytes N]';

function readJson(path: string, what: string, maxBytes: number): unknown {
  try {
    return JSON.parse(readBoundedFile(path, maxBytes));
  } catch (error) {
    throw new Error(`${what} ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** The lines printed, and the exit code: 0 when the kept list explains every survivor and names none that no longer survives. */
export function survivorsReport(report: MutationReport, kept: readonly KeptSurvivor[]): { lines: string[]; code: number } {
  const result = survivorsAgainstKept(report, kept);
  const { counts, explained, unexplained, stale } = result;
  const lines = [
    `mutation score ${result.score.toFixed(2)}% (${counts.Killed ?? 0} killed, ${counts.Timeout ?? 0} timed out, ${counts.Survived ?? 0} survived, ${counts.NoCoverage ?? 0} not reached, ${counts.Ignored ?? 0} ignored as not listing logic)`,
    `survivors: ${explained.equivalent} equivalent, ${explained['not shown']} not shown, ${explained.gap} gaps, ${unexplained.length} unexplained`,
  ];
  if (unexplained.length) {
    lines.push(`unexplained survivors (add each to ${relative(ROOT, KEPT_LIST)} with its verdict and reason):`);
    for (const { where, ...identity } of unexplained) lines.push(`  ${where}: ${JSON.stringify({ ...identity, verdict: '', reason: '' })}`);
  }
  if (stale.length) {
    lines.push('kept entries no survivor of this run matches (killed now, or their code changed): remove or update them:');
    for (const entry of stale) lines.push(`  ${entry.file}: ${entry.mutator} at ${entry.at} of \`${entry.line}\``);
  }
  return { lines, code: unexplained.length || stale.length ? 1 : 0 };
}

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({ options: { report: { type: 'string' }, kept: { type: 'string' }, 'max-bytes': { type: 'string' } } }));
  } catch (error) {
    console.error(`survivorsReport: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const maxBytes = values['max-bytes'] === undefined ? DEFAULT_MAX_BYTES : Number(values['max-bytes']);
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    console.error(`survivorsReport: --max-bytes must be a positive whole number of bytes\n${USAGE}`);
    return 2;
  }
  try {
    const report = readJson(values.report ?? REPORT, 'mutation report', maxBytes) as MutationReport;
    if (typeof report?.files !== 'object' || report.files === null)
      throw new Error(`mutation report ${values.report ?? REPORT}: not StrykerJS's JSON report (no "files")`);
    const kept = parseKeptSurvivors(readJson(values.kept ?? KEPT_LIST, 'kept list', maxBytes));
    const { lines, code } = survivorsReport(report, kept);
    console.log(lines.join('\n'));
    return code;
  } catch (error) {
    console.error(`survivorsReport: ${(error as Error).message}`);
    return 2;
  }
}

if (require.main === module) process.exit(main());
