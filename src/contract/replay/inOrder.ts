// Requests sent with the client's concurrency, their answers handed on in the order asked: at most
// `concurrency` answers are held at once, whatever the number of requests.

/** What one send ended in: its value, or what it threw. */
export type Settled<T> = { value: T } | { error: unknown };

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/**
 * Calls `send` for each of `inputs`, at most `concurrency` ahead of the one `use` takes next, and
 * `use` with each outcome in the inputs' order. `use` returning false stops: nothing more is sent,
 * and the sends under way are awaited and dropped.
 */
export async function inOrder<I, T>(
  inputs: readonly I[],
  concurrency: number,
  send: (input: I) => Promise<T>,
  use: (input: I, outcome: Settled<T>) => boolean,
): Promise<void> {
  const pending: { input: I; outcome: Promise<Settled<T>> }[] = [];
  let next = 0;
  while (next < inputs.length || pending.length > 0) {
    while (next < inputs.length && pending.length < concurrency) {
      const input = inputs[next++];
      pending.push({ input, outcome: settle(send(input)) });
    }
    const { input, outcome } = pending.shift()!;
    if (!use(input, await outcome)) {
      await Promise.all(pending.map((p) => p.outcome));
      return;
    }
  }
}
