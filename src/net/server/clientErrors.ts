// What Node's HTTP parser refuses, answered as a JSON error with the status Node's own answer would have.
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerError, clientErrorAnswer } from '../../core/errors';
import { ALLOWED_METHODS } from '../../core/spec';
import { answering } from './nodeInternals';

/** The parser's error codes that are not a plain 400, as Node's own answers map them. */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** The headers and body of a JSON error answer, as the app's error handler sends them. */
function jsonError(detail: string, headers: Record<string, string> = {}): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify({ detail });
  const contentHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) };
  return { headers: { ...contentHeaders, 'X-Content-Type-Options': 'nosniff', ...headers, Connection: 'close' }, body };
}

/** A whole answer written straight to the socket, which is then closed: there is no response object to use. */
function writeToSocket(socket: Duplex, status: number, { headers, body }: ReturnType<typeof jsonError>): void {
  if (socket.writable && !answering(socket)) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy();
}

/**
 * What Node's HTTP server answers on its own, before any request reaches the app, answered as the app
 * answers, in JSON: a request the parser rejects (400, 413, 431, or 408 when it came too slowly) and an
 * `Expect` other than 100-continue (417), where Node sends a bare status line, and CONNECT (405), where
 * Node closes the connection. Wire it on every server the mock's app runs on.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET') return socket.destroy();
    const { status, detail } = clientErrorAnswer(STATUS_OF_CODE[error.code ?? ''] ?? 400);
    writeToSocket(socket, status, jsonError(detail));
  });
  server.on('connect', (_req, socket: Duplex) => {
    const { status, text } = answerError('RPA_METHOD_NOT_ALLOWED', 'CONNECT');
    writeToSocket(socket, status, jsonError(text, { Allow: ALLOWED_METHODS }));
  });
  server.on('checkExpectation', (_req, res) => {
    const { status, detail } = clientErrorAnswer(417);
    const { headers, body } = jsonError(detail);
    res.writeHead(status, headers).end(body);
  });
}
