// An answer's body undone by its `Content-Encoding` (gzip, deflate, br), as a stream in zlib's
// threads (the event loop stays free), and never inflated past a bound: a gzip bomb costs the
// bound, not what it would inflate to. The proxy's checks read a body so whole, the suite's
// client chunk by chunk as it streams in (so that it can stop reading it at any chunk).
import { Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

const DECODERS: Record<string, () => Transform> = { gzip: createGunzip, 'x-gzip': createGunzip, br: createBrotliDecompress, deflate: createInflate };

/** What makes the decoder of `encoding`; none for no encoding or one zlib does not know. */
const decoderOf = (encoding: string | null | undefined): (() => Transform) | undefined => (encoding ? DECODERS[encoding.trim().toLowerCase()] : undefined);

/** The body's bytes once inflated; or that they would be more than the bound; or that they do not decode. */
export type Inflated = { bytes: Buffer } | { tooLarge: true } | { undecodable: true };

/** Why a body was not inflated whole: its bytes would pass the bound, or they do not decode. */
export class NotInflated extends Error {
  constructor(readonly reason: 'tooLarge' | 'undecodable') {
    super(reason === 'tooLarge' ? 'the body inflates past its bound' : 'the body does not decode');
  }
}

/** `decoder`'s output of `body` piped in; an error of `body` is thrown as it is, one of decoding as `NotInflated`. */
async function* decoded(body: Readable, decoder: Transform): AsyncGenerator<Buffer> {
  let bodyError: unknown;
  body.once('error', (error) => {
    bodyError = error;
    decoder.destroy(error);
  });
  body.pipe(decoder);
  try {
    for await (const chunk of decoder) yield chunk as Buffer;
  } catch (error) {
    if (error === bodyError) throw error;
    throw new NotInflated('undecodable');
  } finally {
    // Stopped early or not, nothing more is read or inflated.
    body.unpipe(decoder);
    body.destroy();
    decoder.destroy();
  }
}

/**
 * The chunks of `body` as they stream in, decoded by `encoding` (none, or one zlib does not know:
 * as they come), no further than `maxBytes` in all: past it, or on bytes that do not decode, a
 * `NotInflated` is thrown. Leaving the loop early destroys `body`: nothing more is read.
 */
export async function* inflatedChunks(body: Readable, encoding: string | null | undefined, maxBytes: number): AsyncGenerator<Buffer> {
  const decoder = decoderOf(encoding)?.();
  let size = 0;
  for await (const chunk of decoder ? decoded(body, decoder) : body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new NotInflated('tooLarge');
    yield chunk as Buffer;
  }
}

/** `body` decoded by `encoding` (none, or one zlib does not know: as it came), no further than `maxBytes`. */
export async function inflateWithin(body: Buffer, encoding: string | null | undefined, maxBytes: number): Promise<Inflated> {
  // A body as it came is its own bytes: no stream to build for it.
  if (!decoderOf(encoding)) return body.length > maxBytes ? { tooLarge: true } : { bytes: body };
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of inflatedChunks(Readable.from([body]), encoding, maxBytes)) chunks.push(chunk);
  } catch (error) {
    if (!(error instanceof NotInflated)) throw error;
    return error.reason === 'tooLarge' ? { tooLarge: true } : { undecodable: true };
  }
  return { bytes: Buffer.concat(chunks) };
}
