// The answer's body as text for the checks, inflated when it came compressed: inflated for the checks
// only (the client gets the bytes as they came), and never past --max-inflated-size. The text is
// jsonText's: it parses as the UTF-8 text would, and costs less to make and to parse.
import { inflateWithin } from '../net/inflateWithin';
import { jsonText } from './jsonText';

/** The text to judge, or why there is none to judge: past the bound, the checks stop. */
export type AnswerText = { text: string } | { unchecked: string };

/**
 * `body` decoded by its `Content-Encoding`, inflating no further than `maxBytes`; a body that does
 * not decode is judged as empty text, as a client would read it.
 */
export async function answerText(body: Buffer, encoding: string | null, maxBytes: number): Promise<AnswerText> {
  const inflated = await inflateWithin(body, encoding, maxBytes);
  if ('tooLarge' in inflated) return { unchecked: `the answer is larger than ${maxBytes} bytes once inflated (--max-inflated-size): the checks stopped there` };
  if ('undecodable' in inflated) return { text: '' };
  return { text: jsonText(inflated.bytes) };
}
