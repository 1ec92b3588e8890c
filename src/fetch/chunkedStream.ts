// A core answer's chunked body as a fetch body: a web stream that pulls one chunk at a time, as the
// reader asks (no Node built-in, and no `ReadableStream.from`, which some browsers lack).
import type { ChunkedBody } from '../mock/pipeline/answer';

/** `chunks` as a stream read on demand; a reader that cancels ends them. */
export function chunkedStream(chunks: ChunkedBody): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
