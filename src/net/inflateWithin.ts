// An answer's body undone by its `Content-Encoding` (gzip, deflate, br), as a stream in zlib's
// threads (the event loop stays free), and never inflated past a bound: a gzip bomb costs the
// bound, not what it would inflate to. The proxy's checks and the suite's client both read so.
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

const DECODERS: Record<string, () => Transform> = { gzip: createGunzip, 'x-gzip': createGunzip, br: createBrotliDecompress, deflate: createInflate };

/** The body's bytes once inflated; or that they would be more than the bound; or that they do not decode. */
export type Inflated = { bytes: Buffer } | { tooLarge: true } | { undecodable: true };

/** `body` decoded by `encoding` (none, or one zlib does not know: as it came), no further than `maxBytes`. */
export async function inflateWithin(body: Buffer, encoding: string | null | undefined, maxBytes: number): Promise<Inflated> {
  const decoder = encoding ? DECODERS[encoding.trim().toLowerCase()]?.() : undefined;
  if (!decoder) return body.length > maxBytes ? { tooLarge: true } : { bytes: body };
  const chunks: Buffer[] = [];
  let size = 0;
  decoder.end(body);
  try {
    for await (const chunk of decoder) {
      size += (chunk as Buffer).length;
      // Leaving the loop destroys the decoder: nothing more is inflated.
      if (size > maxBytes) return { tooLarge: true };
      chunks.push(chunk as Buffer);
    }
  } catch {
    return { undecodable: true };
  }
  return { bytes: Buffer.concat(chunks) };
}
