// One GET to a deployment through undici, read within the answer bounds: the bytes as they stream
// in (never more than the size bound held), inflated no further than that bound, their items,
// JSON values and nesting counted chunk by chunk (the read stops at the first chunk past a bound),
// and a deadline on the headers, on every pause of the body and on the whole answer. What went
// wrong says which bound.
import { Agent, request } from 'undici';
import { inflatedChunks, NotInflated } from '../inflateWithin';
import { AnswerShapeScanner, type AnswerShape } from './answerShapeScanner';
import { BOUND_FLAGS, type AnswerBounds } from './answerBounds';

/** An answer read whole: its status, headers and body as UTF-8 text. */
export interface ReadAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * A bound on size or shape was hit: the answer would cost more than the run allows. Trying again would meet
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

/** The bound on an answer's shape that `shape` passed, named with its flag. */
function shapeBoundHit({ items, values }: AnswerShape, bounds: AnswerBounds): AnswerBoundHit {
  if (items > bounds.maxAnswerItems) return new AnswerBoundHit(`the answer holds more than ${bounds.maxAnswerItems} items (${BOUND_FLAGS.maxAnswerItems})`);
  if (values > bounds.maxAnswerValues)
    return new AnswerBoundHit(`the answer holds more than ${bounds.maxAnswerValues} JSON values (${BOUND_FLAGS.maxAnswerValues})`);
  return new AnswerBoundHit(`the answer nests deeper than ${bounds.maxAnswerDepth} levels (${BOUND_FLAGS.maxAnswerDepth})`);
}

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
 * throws an `AnswerBoundHit` when the answer is too large, holds too many items or values, or nests too deep.
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
    const encoding = response.headers['content-encoding'];
    const chunks: Buffer[] = [];
    const shape = new AnswerShapeScanner({ maxItems: bounds.maxAnswerItems, maxValues: bounds.maxAnswerValues, maxDepth: bounds.maxAnswerDepth });
    try {
      for await (const chunk of inflatedChunks(response.body, Array.isArray(encoding) ? encoding.join(',') : encoding, bounds.maxAnswerBytes)) {
        // Leaving the loop at the first chunk past a bound aborts the answer: nothing more is read.
        if (shape.feed(chunk)) throw shapeBoundHit(shape.shape, bounds);
        chunks.push(chunk);
      }
    } catch (error) {
      if (!(error instanceof NotInflated)) throw error;
      if (error.reason === 'tooLarge') throw tooLarge(bounds, ' once inflated');
      return { failure: `the answer's body does not decode as its Content-Encoding (${String(encoding)}) says` };
    }
    return { answer: { status: response.statusCode, headers: headersOf(response.headers), text: Buffer.concat(chunks).toString('utf8') } };
  } catch (error) {
    return { failure: failureOf(error, bounds, timeoutMs, late, answering) };
  } finally {
    clearTimeout(deadline);
  }
}
