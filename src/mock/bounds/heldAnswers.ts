/**
 * Answers held back on purpose (`Prefer: latency=`, `--latency`) cost a request and a response
 * each for as long as they wait, and keep their connection busy, so that the connection cap cannot
 * make room by closing it. Their number is capped per process: past the cap, a request asking to
 * wait is answered at once with a 503 and `Retry-After` (the connections of 1,000 clients asking
 * a minute each then stand idle, and a newcomer finds room).
 */
export const DEFAULT_MAX_HELD_ANSWERS = 200;

/** The wait a refused hold announces: held answers end within a minute, most much sooner. */
export const HELD_RETRY_AFTER_SECONDS = 1;

/** The decision: may one more answer wait, with `held` waiting already? */
export function mayHold(held: number, max: number): boolean {
  return held < max;
}

/** The count of answers waiting, and the cap. */
export class HeldAnswers {
  private count = 0;

  constructor(readonly max: number = DEFAULT_MAX_HELD_ANSWERS) {}

  get held(): number {
    return this.count;
  }

  /** Takes a place if one is free; the caller gives it back with `release` once the answer goes (or its client went). */
  tryHold(): boolean {
    if (!mayHold(this.count, this.max)) return false;
    this.count++;
    return true;
  }

  release(): void {
    this.count--;
  }
}
