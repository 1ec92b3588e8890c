// Serving an app on a host and port with the connection limits, tracking its connections for a graceful close.
import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrors } from './clientErrors';
import { capPipelining } from './pipelining';
import { connectionStates } from './connectionStates';
import { addAcceptHandles, type AcceptHandlesOutcome } from './acceptHandles';
import { capConnections, capConnectionsPerClient, httpServerOptions, type ConnectionLimits } from './connectionLimits';

export interface Listening {
  server: Server;
  /** `http://host:port`, an IPv6 host in brackets. */
  url: string;
  /** Stops accepting, drops idle and open connections, and resolves once closed. */
  close: () => Promise<void>;
  /** The handles added to the listening socket (`acceptHandles` - 1, after listening), or why none were. */
  acceptHandles: Promise<AcceptHandlesOutcome>;
}

/** The classes the server makes its requests and responses with (an Express app's own: expressInternals.ts); node:http's by default. */
export type RequestClasses = Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'>;

/** Node's own backlog, when no limits say otherwise. */
const DEFAULT_BACKLOG = 511;

/**
 * Serves `app` on `host:port` (port 0: a free one); rejects with the listen error, a port in use
 * say. In a node:cluster worker the port is shared with the other workers unless `exclusive`.
 * Without `limits`, Node's defaults. With `acceptHandles` above 1, as many handles accept on the
 * socket, added once it listens (acceptHandles.ts): it resolves without waiting for them.
 */
export async function listen(
  app: RequestListener,
  port: number,
  host: string,
  exclusive = false,
  limits?: ConnectionLimits,
  acceptHandles = 1,
  classes: RequestClasses = {},
): Promise<Listening> {
  // A missing Host is refused by requestOrigin in JSON (or allowed on HTTP/1.0 with --public-url), not by Node's bare 400.
  const server = createServer({ requireHostHeader: false, ...(limits ? httpServerOptions(limits) : {}), ...classes }, app);
  answerClientErrors(server);
  connectionStates(server);
  if (limits) capConnections(server, limits.maxConnections);
  if (limits?.maxConnectionsPerClient !== undefined) capConnectionsPerClient(server, limits.maxConnectionsPerClient);
  if (limits?.maxPipelined !== undefined) capPipelining(server, limits.maxPipelined);
  // Room for a burst of connections as large as the cap; the kernel's somaxconn bounds it too.
  const backlog = limits ? limits.maxConnections : DEFAULT_BACKLOG;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive, backlog }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { server, url, close, acceptHandles: addAcceptHandles(server, acceptHandles, backlog) };
}
