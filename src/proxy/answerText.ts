// The answer's body as text for the checks, inflated when it came compressed: inflated for the checks
// only (the client gets the bytes as they came) and never past --max-inflated-size.
import { brotliDecompressSync, gunzipSync, inflateSync, type ZlibOptions } from 'node:zlib';

const DECODERS: Record<string, (body: Buffer, options: ZlibOptions) => Buffer> = { gzip: gunzipSync, 'x-gzip': gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** The text to judge, or why there is none to judge: past the bound, the checks stop. */
export type AnswerText = { text: string } | { unchecked: string };

/**
 * `body` decoded by its `Content-Encoding`. zlib's `maxOutputLength` stops inflating at the bound
 * (a gzip bomb costs `maxBytes`, not what it would inflate to); a body that does not decode is
 * judged as empty text, as a client would read it.
 */
export function answerText(body: Buffer, encoding: string | null, maxBytes: number): AnswerText {
  const tooLarge = { unchecked: `the answer is larger than ${maxBytes} bytes once inflated (--max-inflated-size): the checks stopped there` };
  const decode = encoding ? DECODERS[encoding.trim().toLowerCase()] : undefined;
  if (!decode) return body.length > maxBytes ? tooLarge : { text: body.toString('utf8') };
  try {
    return { text: decode(body, { maxOutputLength: maxBytes }).toString('utf8') };
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge : { text: '' };
  }
}
