// Answers passed on unjudged (the checks queue full, an answer too large to inflate), told in one
// line per reason at most once per UNCHECKED_LINE_EVERY_MS. Under a flood the checks thread falls
// behind and every answer past --max-queued-checks goes unjudged: a line each would be a synchronous
// write to stdout per request on the forwarding thread, the one clients wait for.

/** The shortest time between two lines of one reason. */
export const UNCHECKED_LINE_EVERY_MS = 1000;

interface Held<R> {
  count: number;
  first: R;
}

/** Counts the answers per reason and hands `write` each reason's count and first request, once per interval (or on `flush`). */
export class UncheckedTally<R> {
  // Keyed by reason: a few texts made from the flags, so the map stays as small.
  private readonly held = new Map<string, Held<R>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (why: string, count: number, first: R) => void,
    private readonly everyMs = UNCHECKED_LINE_EVERY_MS,
  ) {}

  add(request: R, why: string): void {
    const held = this.held.get(why);
    if (held) held.count += 1;
    else this.held.set(why, { count: 1, first: request });
    // Never keeps the process alive: the exit flushes what is held.
    this.timer ??= setTimeout(() => this.flush(), this.everyMs).unref();
  }

  /** Writes what is held now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const [why, { count, first }] of this.held) this.write(why, count, first);
    this.held.clear();
  }
}
