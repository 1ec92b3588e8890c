// The client's request body, streamed upstream as it comes (never held whole), cut at --max-body-size.
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';

export interface RequestBody {
  /** What undici sends upstream; none for a request without a body. */
  stream?: Readable;
  /** Whether the body went past the bound (the stream then ended in an error). */
  exceeded: () => boolean;
}

const hasBody = (request: IncomingMessage) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** The body of `request`, or `too-large` when its Content-Length already says more than `maxBytes` (then nothing of it is read). */
export function requestBody(request: IncomingMessage, maxBytes: number): RequestBody | 'too-large' {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return 'too-large';
  if (!hasBody(request)) return { exceeded: () => false };
  let seen = 0;
  let exceeded = false;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= maxBytes) return done(null, chunk);
      exceeded = true;
      done(new Error('request body too large'));
    },
  });
  request.on('error', (error) => limiter.destroy(error));
  return { stream: request.pipe(limiter), exceeded: () => exceeded };
}
