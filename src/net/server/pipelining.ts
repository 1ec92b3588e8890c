// Capping the requests one connection may have under way: past the cap it is no longer read, far past it closed.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { holdReading, releaseReading } from './nodeInternals';

/** Requests one connection may have under way at once; past it, the server stops reading that connection. */
export const DEFAULT_MAX_PIPELINED = 16;
/**
 * Past this many times the cap, the connection is closed: what one read already held beyond the
 * cap is parsed before reading stops, and no client sends so many requests ahead of its answers.
 */
const CLOSE_FACTOR = 4;

/** What a connection with `underway` requests under way gets: read on, stop reading until answers go, or closed. */
export function pipelineDecision(underway: number, max: number): 'read' | 'pause' | 'close' {
  if (underway > max * CLOSE_FACTOR) return 'close';
  return underway >= max ? 'pause' : 'read';
}

/**
 * Caps the requests under way on each connection: a client that pipelines requests (each answer
 * held a minute, say) costs the server a request and a response each, which Node keeps however many
 * there are, without bound. At the cap the connection is no longer read, as Node itself stops
 * reading when unsent answers pile up; reading resumes as answers go. Far past it, it is closed.
 */
export function capPipelining(server: Server, max: number): void {
  const underway = new WeakMap<Socket, number>();
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const count = (underway.get(socket) ?? 0) + 1;
    underway.set(socket, count);
    const decision = pipelineDecision(count, max);
    if (decision === 'close') socket.destroy();
    else if (decision === 'pause') holdReading(socket);
    res.once('close', () => {
      const left = (underway.get(socket) ?? 1) - 1;
      underway.set(socket, left);
      if (pipelineDecision(left, max) === 'read') releaseReading(socket);
    });
  });
}
