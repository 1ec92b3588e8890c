// Node's http server hands CONNECT requests to its 'connect' listeners and, with none, closes the
// connection without a word. The mock is no proxy: CONNECT gets the 405 every other method outside
// the API gets, in DRF's words, and the connection closes.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { DRF } from '../../core/messages';
import { ALLOWED_METHODS } from './errorHandler';

const BODY = JSON.stringify({ detail: DRF.methodNotAllowed('CONNECT') });
const ANSWER = [
  'HTTP/1.1 405 Method Not Allowed',
  `Allow: ${ALLOWED_METHODS}`,
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  'Connection: close',
  '',
  BODY,
].join('\r\n');

export function refuseConnect(server: Server): void {
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(ANSWER);
  });
}
