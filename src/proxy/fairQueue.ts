// Turns at the upstream pool, shared fairly between clients: each client address waits in its own
// line, and a free connection goes to the lines in turn, so one client with hundreds of requests
// waiting does not make another wait behind all of them (undici's pool serves its queue in order).

export class FairQueue {
  private running = 0;
  /** The clients with requests waiting, in the order of their turns: a Map keeps insertion order. */
  private readonly lines = new Map<string, Array<() => void>>();

  constructor(private readonly slots: number) {}

  /** Runs `task` once it is `client`'s turn and a slot is free; the slot is passed on when it settles. */
  async run<T>(client: string, task: () => Promise<T>): Promise<T> {
    if (this.running < this.slots && this.lines.size === 0) this.running += 1;
    else await new Promise<void>((start) => this.waitInLine(client, start));
    try {
      return await task();
    } finally {
      this.passOn();
    }
  }

  private waitInLine(client: string, start: () => void): void {
    const line = this.lines.get(client);
    if (line) line.push(start);
    else this.lines.set(client, [start]);
  }

  /** Hands the freed slot to the first line in turn, which then goes to the back; with no one waiting, frees it. */
  private passOn(): void {
    const first = this.lines.entries().next().value;
    if (!first) {
      this.running -= 1;
      return;
    }
    const [client, line] = first;
    const start = line.shift()!;
    this.lines.delete(client);
    if (line.length > 0) this.lines.set(client, line);
    start();
  }
}
