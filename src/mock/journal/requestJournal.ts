// The request journal: the last answered requests in a bounded ring, each judged by the request rules.
import type { Profile } from '../../core/profile';
import { entryOf, type AnsweredRequest, type JournalEntry, type RequestJudge } from './journalEntry';
import { judgedRequests } from './judgedRequests';
import { matcherOf, type JournalFilter } from './journalFilter';
import { VerdictTally } from './verdictTally';
import { MAX_MAX_JOURNAL_ENTRIES } from './journalBounds';

export { DEFAULT_MAX_JOURNAL_ENTRIES, MAX_MAX_JOURNAL_ENTRIES } from './journalBounds';

/**
 * Every request the mock answers, the last `maxEntries` of them kept (a ring: memory is bounded
 * whatever the traffic), each judged by the rulebook's request rules. Transport-free: whatever
 * answers a request (the Express app, the fetch handler) hands it to `record`.
 */
export class RequestJournal {
  private readonly ring: JournalEntry[] = [];
  /** Where the next entry goes once the ring is full. */
  private next = 0;
  private recorded = 0;
  private readonly tally = new VerdictTally();
  private readonly judge: RequestJudge;
  /** Who hears of each entry as it is recorded (the live journal page's streams). */
  private readonly listeners = new Set<(entry: JournalEntry) => void>();

  constructor(
    readonly maxEntries: number,
    private readonly now: () => Date,
    readonly profile: Profile = 'spec',
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1 || maxEntries > MAX_MAX_JOURNAL_ENTRIES) {
      throw new RangeError(`the journal's bound must be an integer from 1 to ${MAX_MAX_JOURNAL_ENTRIES} (got ${maxEntries})`);
    }
    this.judge = judgedRequests(profile);
  }

  record(answered: AnsweredRequest): JournalEntry {
    const entry = entryOf(answered, ++this.recorded, this.now(), this.judge);
    if (this.ring.length < this.maxEntries) this.ring.push(entry);
    else {
      this.ring[this.next] = entry;
      this.next = (this.next + 1) % this.maxEntries;
    }
    this.tally.add(entry);
    for (const listener of this.listeners) listener(entry);
    return entry;
  }

  /** Calls `listener` with each entry recorded from now on, until the function it returns is called. */
  onEntry(listener: (entry: JournalEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The entries held, oldest first, those matching `filter` when given. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    const ordered = [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)];
    return ordered.filter(matcherOf(filter));
  }

  /** How many held entries match `filter`. */
  count(filter: JournalFilter = {}): number {
    const matches = matcherOf(filter);
    return this.ring.reduce((n, entry) => (matches(entry) ? n + 1 : n), 0);
  }

  /** Requests recorded and no longer held (the oldest, beyond the bound). */
  get dropped(): number {
    return this.recorded - this.ring.length;
  }

  clear(): void {
    this.ring.length = 0;
    this.next = 0;
    this.recorded = 0;
    this.tally.clear();
  }

  /** One line: how many requests broke what the spec states, how many relied on what it leaves open, and on which readings. */
  relianceSummary(): string {
    return this.tally.summary();
  }

  /**
   * The assertion helper of tests, as WireMock's `verify`: throws unless exactly `expected` held
   * entries match `filter`, saying what was recorded instead.
   */
  verify(filter: JournalFilter, expected: number): void {
    const found = this.count(filter);
    if (found === expected) return;
    const seen = this.entries()
      .slice(-10)
      .map((entry) => `  ${entry.status} ${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''}`);
    throw new Error(
      `expected ${expected} request${expected === 1 ? '' : 's'} matching ${JSON.stringify(filter)}, found ${found}; the last ${seen.length} recorded:\n${seen.join('\n')}`,
    );
  }
}
