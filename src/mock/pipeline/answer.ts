// What the core is asked and what it answers, with no transport in either: the Express adapter
// and the fetch handler translate their own request and response to and from these.
import type { AnswerError } from '../../core/errors';

/** One request, as any transport can give it. */
export interface CoreRequest {
  /** As sent (`GET`, `get`, `PROPFIND`): the core compares it as HTTP does, case-sensitively. */
  method: string;
  /** The request target in origin form: path and query as sent, `/api/v2/pages/?type=...`. */
  target: string;
  /** A header's value by lower-case name, several lines joined by `, `; undefined when absent. */
  header(name: string): string | undefined;
  /** `http` or `https`: the scheme of the origin `detail_url` names when no public URL is set. */
  protocol: string;
  /**
   * Reads the body, for the admin routes (only they read one, and only after the token check):
   * at most about `limitBytes`, else an `UnreadableBody`; undefined when the request has no body.
   */
  body?: (limitBytes: number) => Promise<Uint8Array>;
  /**
   * What only a transport that reads the request line and raw header lines can tell: a Host given
   * more than once, an HTTP/1.0 request (which may come without one). A fetch `Request` has neither.
   */
  hostRepeated?: boolean;
  http10?: boolean;
  /** The start-up's own request (the server's warm-up), which draws no run fault. */
  warmUp?: boolean;
}

export type HeaderList = [name: string, value: string][];

/**
 * A body written as it is produced, chunk by chunk, and never held whole (the journal's pages): it
 * goes out without a Content-Length, each chunk as the client reads it.
 */
export type ChunkedBody = AsyncIterable<Uint8Array>;

/** A whole answer: status, headers in the order they go out, body bytes (sent whole, or as chunks; none on HEAD). */
export interface CoreAnswer {
  kind: 'answer';
  status: number;
  headers: HeaderList;
  body: Uint8Array | ChunkedBody;
  /** An answer openapi.yaml describes (of the listing or the detail), which a transport may check against it. */
  described?: boolean;
  /**
   * The JSON body as the objects it is written from (`keepValues`), built when called: checking it
   * then parses nothing, and an answer whose bytes were checked before builds none.
   */
  value?: () => unknown;
  /** What chose this answer instead of the data: a `Prefer` (`Prefer: code=503`) or the run's faults (`--error-rate`). */
  provoked?: string;
}

/** `Prefer: drop`: no answer, the connection closed (a network error for a fetch). */
export interface Dropped {
  kind: 'drop';
}

/**
 * A path the core does not serve but its transport may (the server's `/docs` and `/openapi.yaml`):
 * the headers every answer carries, and the checked origin, for the transport's own route.
 */
export interface Passed {
  kind: 'pass';
  headers: HeaderList;
  origin: string;
}

export type CoreResult = CoreAnswer | Dropped | Passed;

const encoder = new TextEncoder();

/** UTF-8 bytes of a text. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

export const JSON_TYPE = 'application/json; charset=utf-8';
const EMPTY = new Uint8Array(0);

/** An answer with these bytes and content type, after the headers every answer carries. */
export function bytesAnswer(status: number, headers: HeaderList, contentType: string | undefined, body: Uint8Array): CoreAnswer {
  const typed: HeaderList = contentType === undefined ? headers : [...headers, ['Content-Type', contentType]];
  return { kind: 'answer', status, headers: [...typed, ['Content-Length', String(body.length)]], body };
}

/** An answer whose body is `chunks` of this content type, after the headers every answer carries. */
export const chunkedAnswer = (status: number, headers: HeaderList, contentType: string, chunks: ChunkedBody): CoreAnswer => ({
  kind: 'answer',
  status,
  headers: [...headers, ['Content-Type', contentType]],
  body: chunks,
});

/** A JSON answer, written as Express's `res.json` writes it. */
export const jsonAnswer = (status: number, headers: HeaderList, body: unknown): CoreAnswer =>
  bytesAnswer(status, headers, JSON_TYPE, utf8(JSON.stringify(body)));

/** A registry's error answer (core/errors): its status and its one-field JSON body, after `headers`. */
export const errorAnswer = ({ status, body }: AnswerError, headers: HeaderList): CoreAnswer => jsonAnswer(status, headers, body);

/** An answer without a body: `Content-Length: 0`, but none at all on a 204, as Node's server writes them. */
export const emptyAnswer = (status: number, headers: HeaderList): CoreAnswer =>
  status === 204 ? { kind: 'answer', status, headers, body: EMPTY } : bytesAnswer(status, headers, undefined, EMPTY);
