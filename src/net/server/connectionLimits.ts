// The limits one server process puts on its clients: timeouts, header size, open connections in all and per client.
import type { ServerOptions as HttpServerOptions, Server } from 'node:http';
import type { Socket } from 'node:net';
import { connectionStates } from './connectionStates';

/** What one server process allows its clients, so that slow or idle ones cannot crowd out the rest. */
export interface ConnectionLimits {
  maxConnections: number;
  /** From a request's first byte to the end of its headers; then a 408 and the connection closes (Node's default: 60 s). */
  headersTimeoutMs: number;
  /** To receive a whole request, body included (Node's default: 300 s). The answer is not limited. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (Node's default, 5 s). */
  keepAliveTimeoutMs: number;
  /** The open connections of one client address; without it, only `maxConnections` holds. */
  maxConnectionsPerClient?: number;
  /** The request line and headers together; larger: 431 (Node's default, 16 KiB). */
  maxHeaderBytes?: number;
  /** Requests under way on one connection (pipelined); without it, Node's own (none but unsent bytes). */
  maxPipelined?: number;
}

/** The mock's timeouts: no client of a mock needs 10 s to send a GET's headers, nor 30 s for a request with its body. */
export const DEFAULT_TIMEOUTS = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 } as const;

/** The options of `http.createServer` for these limits: the timeouts, checked every second (Node: every 30 s) or oftener for short ones. */
export function httpServerOptions(limits: ConnectionLimits): HttpServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
    ...(limits.maxHeaderBytes === undefined ? {} : { maxHeaderSize: limits.maxHeaderBytes }),
  };
}

/**
 * Caps the open connections at `max`. A newcomer beyond it closes the connection that has waited
 * longest with no request under way (idle between keep-alive requests, or still sending its
 * headers), so that a new client finds room however many slow ones hold connections open; only when
 * every other connection has an answer under way is the newcomer itself closed, at once. (Node's
 * `server.maxConnections` would refuse every newcomer while slow connections fill the cap.)
 */
export function capConnections(server: Server, max: number): void {
  const states = connectionStates(server);
  server.on('connection', (socket: Socket) => {
    if (states.open <= max) return;
    // The newcomer waits last: it is the longest waiting only when no other waits.
    const longest = states.waiting.values().next().value ?? socket;
    states.drop(longest);
  });
}

/**
 * Caps the open connections of each client address at `max`, so that one client cannot take the
 * room `capConnections` leaves: a newcomer beyond it closes that client's own connection that has
 * waited longest with no request under way, or else is closed itself.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  const states = connectionStates(server);
  const perClient = new Map<string, number>();
  const counted = new WeakMap<Socket, string>();
  // Forgotten at once when dropped, as `drop` forgets it: the next newcomer counts without it.
  const release = (socket: Socket) => {
    const client = counted.get(socket);
    if (client === undefined) return;
    counted.delete(socket);
    const left = (perClient.get(client) ?? 1) - 1;
    if (left === 0) perClient.delete(client);
    else perClient.set(client, left);
  };
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? '';
    counted.set(socket, client);
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    socket.once('close', () => release(socket));
    if ((perClient.get(client) ?? 0) <= max) return;
    const own = [...states.waiting].find((waiting) => waiting.remoteAddress === client) ?? socket;
    release(own);
    states.drop(own);
  });
}
