// The kept list of surviving mutants (survivors.json): each one's identity, its verdict and the reason, read and checked.
import type { MutantIdentity } from './mutantIdentity';

/**
 * Why the contract suite rightly or wrongly lets a mutant live:
 * - `equivalent`: every answer is the same as the original's (speed, or code that cannot change the result);
 * - `not shown`: the answer changes only where the spec says "not shown", the mock's own reading, which
 *   the spec profile rightly does not judge;
 * - `gap`: the answer breaks a rule the spec states, and the suite does not see it: `probe` says what would.
 */
export const VERDICTS = ['equivalent', 'not shown', 'gap'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface KeptSurvivor extends MutantIdentity {
  verdict: Verdict;
  reason: string;
  /** For a gap: the probe or rule that would kill it, with a request that tells the mutant from the original. */
  probe?: string;
}

const STRING_FIELDS = ['file', 'mutator', 'line', 'original', 'replacement', 'reason'] as const;

/** The kept list from its parsed JSON; throws one line naming the first entry that is not well-formed. */
export function parseKeptSurvivors(json: unknown): KeptSurvivor[] {
  const list = (json as { survivors?: unknown } | null)?.survivors;
  if (!Array.isArray(list)) throw new Error('the kept list is not an object with a "survivors" array');
  list.forEach((entry: Record<string, unknown>, i) => {
    const where = `survivors[${i}]`;
    if (typeof entry !== 'object' || entry === null) throw new Error(`${where} is not an object`);
    for (const field of STRING_FIELDS) if (typeof entry[field] !== 'string') throw new Error(`${where}.${field} is not a string`);
    if (!Number.isInteger(entry.at) || (entry.at as number) < 0) throw new Error(`${where}.at is not a position in the line`);
    if (!(VERDICTS as readonly unknown[]).includes(entry.verdict)) throw new Error(`${where}.verdict is not one of ${VERDICTS.join(', ')}`);
    if ((entry.reason as string).trim().length < 10) throw new Error(`${where}.reason does not say why`);
    if (entry.verdict === 'gap' && (typeof entry.probe !== 'string' || entry.probe.trim() === ''))
      throw new Error(`${where} is a gap without the probe that would kill it`);
  });
  return list as KeptSurvivor[];
}
