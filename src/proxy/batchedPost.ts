// The messages between the proxy's forwarding thread and its checks thread, posted in batches: those
// of one turn of the event loop go together as one message. Under a flood of small answers, one
// postMessage per answer was the forwarding thread's largest cost after the sockets' own writes.

/** Anything with worker_threads' postMessage (a Worker, the thread's parentPort). */
interface Port {
  postMessage(value: unknown, transferList?: readonly ArrayBuffer[]): void;
}

/**
 * A function that posts `message` to `port()` (looked up at posting: a thread can be replaced) in an
 * array with the others of this turn, handing over `buffer` (not copying it); nothing is posted when
 * there is no port then.
 */
export function batchedPost<T>(port: () => Port | undefined | null): (message: T, buffer?: ArrayBuffer) => void {
  let batch: { messages: T[]; buffers: ArrayBuffer[] } | undefined;
  return (message, buffer) => {
    if (!batch) {
      const pending = (batch = { messages: [], buffers: [] });
      setImmediate(() => {
        batch = undefined;
        port()?.postMessage(pending.messages, pending.buffers);
      });
    }
    batch.messages.push(message);
    if (buffer) batch.buffers.push(buffer);
  };
}
