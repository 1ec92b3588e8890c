// A StrykerJS run's score and survivors, set against the kept list: which survivors it explains, which it does not, which no longer survive.
import type { KeptSurvivor, Verdict } from './keptSurvivors';
import { identityKey, identityOf, type MutantIdentity, type ReportedMutant } from './mutantIdentity';

/** StrykerJS's JSON report, as far as it is read here (file names as the report gives them, from the project's root). */
export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportedMutant[] }>;
}

/** A survivor of this run, with where it stands now (`file:line`). */
export interface Survivor extends MutantIdentity {
  where: string;
}

export interface SurvivorsAgainstKept {
  /** Mutants by status (Killed, Survived, Timeout, NoCoverage, ...). */
  counts: Record<string, number>;
  /** StrykerJS's mutation score: killed and timed out, over those and the survivors (ignored and errors not counted), in percent. */
  score: number;
  /** Survivors explained by the kept list, by verdict. */
  explained: Record<Verdict, number>;
  unexplained: Survivor[];
  /** Kept entries that no mutant of this run matches as a survivor: killed now, or their code changed. */
  stale: KeptSurvivor[];
}

/** Statuses StrykerJS counts as detected, and as undetected, in its score. */
const DETECTED = ['Killed', 'Timeout'];
const UNDETECTED = ['Survived', 'NoCoverage'];

export function survivorsAgainstKept(report: MutationReport, kept: readonly KeptSurvivor[]): SurvivorsAgainstKept {
  const counts: Record<string, number> = {};
  const survivors: Survivor[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      if (UNDETECTED.includes(mutant.status)) survivors.push({ ...identityOf(file, source, mutant), where: `${file}:${mutant.location.start.line}` });
    }
  }
  const count = (statuses: string[]) => statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const judged = count(DETECTED) + count(UNDETECTED);
  const keptByKey = new Map(kept.map((entry) => [identityKey(entry), entry]));
  const explained: Record<Verdict, number> = { equivalent: 0, 'not shown': 0, gap: 0 };
  const matched = new Set<string>();
  const unexplained: Survivor[] = [];
  for (const survivor of survivors) {
    const key = identityKey(survivor);
    const entry = keptByKey.get(key);
    if (!entry) {
      unexplained.push(survivor);
      continue;
    }
    explained[entry.verdict]++;
    matched.add(key);
  }
  return {
    counts,
    score: judged === 0 ? 100 : (100 * count(DETECTED)) / judged,
    explained,
    unexplained,
    stale: kept.filter((entry) => !matched.has(identityKey(entry))),
  };
}
