import type { JournalEntry, JournalVerdict } from './journalEntry';

/** Distinct readings the tally names one by one; the rest are counted under their rule. Bounds its memory whatever the traffic. */
const MAX_READINGS = 50;
/** Readings the summary line names before `and N more`. */
const SHOWN = 5;

/**
 * Counts, over every request recorded (not only those the journal still holds), the requests
 * relying on what the spec leaves open, and each reading they relied on (`ordering=title (§4.1)`).
 */
export class RelianceTally {
  private requests = 0;
  private readonly readings = new Map<string, number>();
  /**
   * The readings of a list of verdicts, worked out once per list: entries of the same request
   * share theirs (judgedRequests.ts), so a request sent again costs its tally no strings.
   */
  private readonly readingsOf = new WeakMap<readonly JournalVerdict[], readonly { reading: string; other: string }[]>();

  add(entry: JournalEntry): void {
    let unstated = this.readingsOf.get(entry.verdicts);
    if (unstated === undefined) {
      unstated = entry.verdicts
        .filter((verdict) => verdict.kind === 'unstated')
        .map((verdict) => ({ reading: `${verdict.actual} (${verdict.section})`, other: `other readings of ${verdict.rule} (${verdict.section})` }));
      this.readingsOf.set(entry.verdicts, unstated);
    }
    if (unstated.length === 0) return;
    this.requests += 1;
    for (const { reading, other } of unstated) {
      const key = this.readings.has(reading) || this.readings.size < MAX_READINGS ? reading : other;
      this.readings.set(key, (this.readings.get(key) ?? 0) + 1);
    }
  }

  clear(): void {
    this.requests = 0;
    this.readings.clear();
  }

  /** `3 requests relied on what the spec leaves open: ordering=title (§4.1) ×3`. */
  summary(): string {
    if (this.requests === 0) return 'no request relied on what the spec leaves open';
    const ranked = [...this.readings].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const shown = ranked.slice(0, SHOWN).map(([reading, count]) => `${reading} ×${count}`);
    const more = ranked.length > SHOWN ? `, and ${ranked.length - SHOWN} more` : '';
    const requests = this.requests === 1 ? '1 request' : `${this.requests} requests`;
    return `${requests} relied on what the spec leaves open: ${shown.join(', ')}${more}`;
  }
}
