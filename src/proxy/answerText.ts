// The answer's body as text for the checks, inflated when it came compressed: inflated for the checks
// only (the client gets the bytes as they came), as a stream in zlib's threads (the event loop stays
// free for other clients), and never past --max-inflated-size. The text is jsonText's: it parses
// as the UTF-8 text would, and costs less to make and to parse.
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { jsonText } from './jsonText';

const DECODERS: Record<string, () => Transform> = { gzip: createGunzip, 'x-gzip': createGunzip, br: createBrotliDecompress, deflate: createInflate };

/** The text to judge, or why there is none to judge: past the bound, the checks stop. */
export type AnswerText = { text: string } | { unchecked: string };

/**
 * `body` decoded by its `Content-Encoding`, inflating no further than `maxBytes` (a gzip bomb costs
 * `maxBytes`, not what it would inflate to); a body that does not decode is judged as empty text,
 * as a client would read it.
 */
export async function answerText(body: Buffer, encoding: string | null, maxBytes: number): Promise<AnswerText> {
  const tooLarge = { unchecked: `the answer is larger than ${maxBytes} bytes once inflated (--max-inflated-size): the checks stopped there` };
  const decoder = encoding ? DECODERS[encoding.trim().toLowerCase()]?.() : undefined;
  if (!decoder) return body.length > maxBytes ? tooLarge : { text: jsonText(body) };
  const chunks: Buffer[] = [];
  let size = 0;
  decoder.end(body);
  try {
    for await (const chunk of decoder) {
      size += (chunk as Buffer).length;
      // Leaving the loop destroys the decoder: nothing more is inflated.
      if (size > maxBytes) return tooLarge;
      chunks.push(chunk as Buffer);
    }
  } catch {
    return { text: '' };
  }
  return { text: jsonText(Buffer.concat(chunks)) };
}
