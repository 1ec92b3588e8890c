// One HTTP/1.1 exchange over a bare socket, for requests that fetch and supertest would refuse or
// normalize: the bytes given are the bytes sent.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined by `, `. */
  headers: Record<string, string>;
  body: string;
}

/** Why an exchange gave no answer: nothing came in time, or the server closed without a whole answer. */
class NoAnswerError extends Error {}

const HEAD_END = '\r\n\r\n';

function parseHead(head: string): Pick<RawAnswer, 'status' | 'headers'> {
  const [statusLine, ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status, headers };
}

/** The body of a chunked answer, or undefined while its last chunk has not come. */
function dechunk(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(parts);
    if (bytes.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

export interface ExchangeOptions {
  /** No whole answer by then is a `NoAnswerError`, counted from the connection's start (default 5 s). */
  timeoutMs?: number;
  /** The request was HEAD: no body follows the answer's head. */
  head?: boolean;
  /** Send the request in 20 pieces spread over this long, as a slow client does; at once by default. */
  dribbleMs?: number;
}

/** Writes `bytes` in `pieces` parts, one every `ms / pieces`; the returned function stops it. */
function dribble(socket: Socket, bytes: Buffer, ms: number, pieces = 20): () => void {
  const size = Math.ceil(bytes.length / pieces);
  let at = 0;
  const timer = setInterval(() => {
    socket.write(bytes.subarray(at, at + size));
    at += size;
    if (at >= bytes.length) clearInterval(timer);
  }, ms / pieces);
  return () => clearInterval(timer);
}

/**
 * The first whole answer to `request`, sent to `server` (a URL, or a port on 127.0.0.1), read as soon as it is complete (so bytes the server reads as
 * a second, pipelined request do not matter). Rejects with a `NoAnswerError` when none is whole
 * within the timeout or the server closes first.
 */
export function rawExchange(
  server: string | number,
  request: Buffer | string,
  { timeoutMs = 5000, head = false, dribbleMs }: ExchangeOptions = {},
): Promise<RawAnswer> {
  const { hostname, port } = typeof server === 'number' ? { hostname: '127.0.0.1', port: server } : new URL(server);
  return new Promise((resolve, reject) => {
    let stopWriting = () => undefined as void;
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => {
      if (dribbleMs === undefined) socket.write(request);
      else stopWriting = dribble(socket, Buffer.from(request), dribbleMs);
    });
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => finish(new NoAnswerError(`no whole answer within ${timeoutMs} ms`)), timeoutMs);
    const finish = (outcome: RawAnswer | Error) => {
      clearTimeout(timer);
      stopWriting();
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    /** The answer once it is whole; `closed`: the server has closed, which ends an answer of unstated length. */
    const whole = (closed: boolean): RawAnswer | undefined => {
      const headEnd = received.indexOf(HEAD_END);
      if (headEnd === -1) return undefined;
      const parsed = parseHead(received.subarray(0, headEnd).toString('latin1'));
      const rest = received.subarray(headEnd + HEAD_END.length);
      const length = parsed.headers['content-length'];
      let body: Buffer | undefined;
      if (head || parsed.status === 204 || parsed.status === 304) body = Buffer.alloc(0);
      else if (/chunked/i.test(parsed.headers['transfer-encoding'] ?? '')) body = dechunk(rest);
      else if (length !== undefined) body = rest.length >= Number(length) ? rest.subarray(0, Number(length)) : undefined;
      else if (closed) body = rest;
      return body && { ...parsed, body: body.toString('utf8') };
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = whole(false);
      if (answer) finish(answer);
    });
    socket.on('close', () => finish(whole(true) ?? new NoAnswerError(`the server closed after ${received.length} bytes without a whole answer`)));
    socket.on('error', () => undefined);
  });
}
