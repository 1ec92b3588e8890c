// Counts the journal's verdicts over every request recorded, for the line the mock prints at stop.
import type { RequestRuleKind } from '../../rules';
import type { JournalEntry, JournalVerdict } from './journalEntry';

/** Distinct readings a kind names one by one; the rest are counted under their rule. Bounds its memory whatever the traffic. */
const MAX_READINGS = 50;
/** Readings the summary line names before `and N more`. */
const SHOWN = 5;

/** The requests with verdicts of one kind, and each reading of theirs (`ordering=title (§4.1)`). */
class KindTally {
  requests = 0;
  private readonly readings = new Map<string, number>();

  add(readings: readonly { reading: string; other: string }[]): void {
    if (readings.length === 0) return;
    this.requests += 1;
    for (const { reading, other } of readings) {
      const key = this.readings.has(reading) || this.readings.size < MAX_READINGS ? reading : other;
      this.readings.set(key, (this.readings.get(key) ?? 0) + 1);
    }
  }

  clear(): void {
    this.requests = 0;
    this.readings.clear();
  }

  /** `ordering=title (§4.1) ×3, limit=5 without ordering (§4.1) ×1, and 2 more`. */
  listed(): string {
    const ranked = [...this.readings].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const shown = ranked.slice(0, SHOWN).map(([reading, count]) => `${reading} ×${count}`);
    return `${shown.join(', ')}${ranked.length > SHOWN ? `, and ${ranked.length - SHOWN} more` : ''}`;
  }
}

const requests = (n: number) => (n === 1 ? '1 request' : `${n} requests`);

/**
 * Counts, over every request recorded (not only those the journal still holds), the requests the
 * real API refuses and those relying on what the spec leaves open, each with the readings named.
 * Only refusals are faults; reliance on an unstated reading is listed, for the team to judge.
 */
export class VerdictTally {
  private readonly kinds: Record<RequestRuleKind, KindTally> = { refused: new KindTally(), unstated: new KindTally() };
  /**
   * The readings of a list of verdicts by kind, worked out once per list: entries of the same
   * request share theirs (judgedRequests.ts), so a request sent again costs its tally no strings.
   */
  private readonly readingsOf = new WeakMap<readonly JournalVerdict[], Record<RequestRuleKind, { reading: string; other: string }[]>>();

  add(entry: JournalEntry): void {
    let readings = this.readingsOf.get(entry.verdicts);
    if (readings === undefined) {
      readings = { refused: [], unstated: [] };
      for (const verdict of entry.verdicts)
        readings[verdict.kind].push({ reading: `${verdict.actual} (${verdict.section})`, other: `other readings of ${verdict.rule} (${verdict.section})` });
      this.readingsOf.set(entry.verdicts, readings);
    }
    this.kinds.refused.add(readings.refused);
    this.kinds.unstated.add(readings.unstated);
  }

  clear(): void {
    this.kinds.refused.clear();
    this.kinds.unstated.clear();
  }

  /** `1 request broke what the spec states: limit=300 (§8) ×1; 3 requests relied on what the spec leaves open (not errors): ordering=title (§4.1) ×3`. */
  summary(): string {
    const { refused, unstated } = this.kinds;
    const broke =
      refused.requests === 0 ? 'no request broke what the spec states' : `${requests(refused.requests)} broke what the spec states: ${refused.listed()}`;
    if (unstated.requests === 0) return `${broke}; none relied on what it leaves open`;
    return `${broke}; ${requests(unstated.requests)} relied on what the spec leaves open (not errors): ${unstated.listed()}`;
  }
}
