/** More than this many worker deaths within `DEATH_WINDOW_MS` and the primary gives up. */
export const MAX_DEATHS = 5;
export const DEATH_WINDOW_MS = 30_000;
/** The wait before replacing a worker after the first recent death; it doubles with each further one (at most 1.6 s). */
export const FIRST_RESTART_DELAY_MS = 100;

/**
 * When the primary of `--workers` replaces a dead worker: after 100 ms, doubling with each death
 * within the last 30 s, so that a worker that dies at start-up does not spin; and never after the
 * sixth death within 30 s, when something is wrong that restarting will not fix.
 */
export class RestartPolicy {
  private deaths: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a death: the milliseconds to wait before starting a replacement, or null to give up. */
  afterDeath(): number | null {
    const at = this.now();
    this.deaths = [...this.deaths.filter((death) => at - death < DEATH_WINDOW_MS), at];
    return this.deaths.length > MAX_DEATHS ? null : FIRST_RESTART_DELAY_MS * 2 ** (this.deaths.length - 1);
  }
}
