// Every use of Node's internals by the servers, in one module: the listening socket's own handle
// and its owner (copied onto more handles: acceptHandles.ts), the response a connection is
// answering (clientErrors.ts), and node:http's flag for a connection it stopped reading
// (pipelining.ts). None is in Node's documented API: nodeInternals.test.ts asks this Node for each,
// on every Node the project supports, and each use does without where the internal is gone.
import type { Server, Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** Node's TCP handle, as far as it is used here (`server._handle`). */
export interface TcpHandle {
  listen(backlog: number): number;
  close(): void;
  onconnection: (...args: unknown[]) => void;
  [owner: symbol]: unknown;
}

/**
 * The listening server's own TCP handle and the symbol under which Node's handle names its server
 * (`owner_symbol`, which Node's accept path reads), or undefined where either is missing.
 */
export function listeningHandleOf(server: Server): { handle: TcpHandle; owner: symbol } | undefined {
  const handle = (server as Server & { _handle?: TcpHandle | null })._handle;
  if (!handle || typeof handle.onconnection !== 'function') return undefined;
  const owner = Object.getOwnPropertySymbols(handle).find((symbol) => symbol.description === 'owner_symbol');
  return owner && handle[owner] === server ? { handle, owner } : undefined;
}

/** Whether Node has already sent part of an answer on the socket (`_httpMessage` is its in-flight response). */
export const answering = (socket: Duplex) => (socket as { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent === true;

/** node:http's own flag for a connection it stopped reading because answers pile up: with it set, a request's end does not resume reading. */
type PausableSocket = Socket & { _paused?: boolean };

/** Stops reading `socket`, as node:http does when answers pile up, so that node:http does not resume it at a request's end. */
export function holdReading(socket: Socket): void {
  (socket as PausableSocket)._paused = true;
  socket.pause();
}

/** Resumes reading a socket `holdReading` held; one it did not hold (or a closed one) is left as it is. */
export function releaseReading(socket: Socket): void {
  if (!(socket as PausableSocket)._paused || socket.destroyed) return;
  (socket as PausableSocket)._paused = false;
  socket.resume();
}
