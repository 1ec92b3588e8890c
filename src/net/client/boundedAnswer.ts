// One GET to a deployment through undici, read within the answer bounds: the bytes as they stream
// in (never more than the size bound held), inflated no further than that bound, and a deadline on
// the headers, on every pause of the body and on the whole answer. What went wrong says which bound.
import { Agent, request } from 'undici';
import { inflateWithin } from '../inflateWithin';
import { BOUND_FLAGS, type AnswerBounds } from './answerBounds';

/** An answer read whole: its status, headers and body as UTF-8 text. */
export interface ReadAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * A bound on size was hit: the answer would cost more than the run allows. Trying again would meet
 * it again, so it is no passing fault: the run ends, saying which bound (and its flag).
 */
export class AnswerBoundHit extends Error {}

/** The connection pool of one client: undici's own bounds on each answer's size and pauses. */
export const boundedAgent = (bounds: AnswerBounds, connections: number): Agent =>
  new Agent({
    connections,
    headersTimeout: bounds.headersTimeoutMs,
    bodyTimeout: bounds.bodyTimeoutMs,
    maxResponseSize: bounds.maxAnswerBytes,
  });

const tooLarge = (bounds: AnswerBounds, how: string) =>
  new AnswerBoundHit(`the answer is larger than ${bounds.maxAnswerBytes} bytes${how} (${BOUND_FLAGS.maxAnswerBytes})`);

/** undici's parsed headers as a `Headers`, a repeated header's values in turn. */
function headersOf(parsed: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(parsed)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  return headers;
}

/** Why no whole answer came, in one line naming the bound that was met; a size bound is thrown, the rest (worth another try) returned. */
function failureOf(error: unknown, bounds: AnswerBounds, timeoutMs: number, late: boolean, answering: boolean): string {
  if (error instanceof AnswerBoundHit) throw error;
  if (late) return `no answer within ${timeoutMs} ms`;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      throw tooLarge(bounds, ' as sent');
    case 'UND_ERR_HEADERS_OVERFLOW':
      throw new AnswerBoundHit("the answer's headers are larger than 16 KiB");
    case 'UND_ERR_HEADERS_TIMEOUT':
      return `no answer headers within ${bounds.headersTimeoutMs} ms (${BOUND_FLAGS.headersTimeoutMs})`;
    case 'UND_ERR_BODY_TIMEOUT':
      return `the answer's body paused for more than ${bounds.bodyTimeoutMs} ms (${BOUND_FLAGS.bodyTimeoutMs})`;
    case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
      return "the answer's body did not match its Content-Length";
  }
  if (answering) return 'the connection closed before the end of the answer';
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return cause ?? code ?? (error as Error).message;
}

/**
 * GETs `url` with `headers` through `agent` and reads the whole answer within `bounds` and
 * `timeoutMs`. Resolves with the answer, or with why none came (a failure worth another try);
 * throws an `AnswerBoundHit` when the answer is too large.
 */
export async function readBoundedAnswer(
  agent: Agent,
  url: string,
  headers: Record<string, string>,
  bounds: AnswerBounds,
  timeoutMs: number,
): Promise<{ answer: ReadAnswer } | { failure: string }> {
  const controller = new AbortController();
  let late = false;
  let answering = false;
  const deadline = setTimeout(() => {
    late = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await request(url, { dispatcher: agent, method: 'GET', headers, signal: controller.signal });
    answering = true;
    const announced = Number(response.headers['content-length']);
    if (announced > bounds.maxAnswerBytes) {
      response.body.destroy();
      throw new AnswerBoundHit(`the answer announces ${announced} bytes (Content-Length), more than ${bounds.maxAnswerBytes} (${BOUND_FLAGS.maxAnswerBytes})`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk as Buffer);
    const encoding = response.headers['content-encoding'];
    const inflated = await inflateWithin(Buffer.concat(chunks), Array.isArray(encoding) ? encoding.join(',') : encoding, bounds.maxAnswerBytes);
    if ('tooLarge' in inflated) throw tooLarge(bounds, ' once inflated');
    if ('undecodable' in inflated) return { failure: `the answer's body does not decode as its Content-Encoding (${String(encoding)}) says` };
    return { answer: { status: response.statusCode, headers: headersOf(response.headers), text: inflated.bytes.toString('utf8') } };
  } catch (error) {
    return { failure: failureOf(error, bounds, timeoutMs, late, answering) };
  } finally {
    clearTimeout(deadline);
  }
}
