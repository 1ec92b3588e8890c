// The graceful stop of a server: idle connections closed at once, answers under way finished within a grace period.
import type { Server, ServerResponse } from 'node:http';
import { connectionStates } from './connectionStates';

/**
 * Makes `server` closable gracefully (its connections must be tracked from the start: `listen`
 * does it). The returned `shutdown` stops accepting, closes at once the connections with no
 * request under way (idle keep-alive ones, and those that have not sent a whole request), lets the
 * answers under way finish, each closing its connection after it (`Connection: close`), and after
 * `graceMs` closes whatever is still open. No request can start during the drain: a pipelined one
 * waits for an answer that closes its connection. It resolves once every connection is closed;
 * calling it again only waits for the same end.
 */
export function gracefulShutdown(server: Server): (graceMs: number) => Promise<void> {
  const states = connectionStates(server);
  // Node keeps a keep-alive connection open after its last answer even while closing (until the
  // keep-alive timeout): close it as soon as its answer is sent instead.
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else if (!res.writableFinished) res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  let closed: Promise<void> | undefined;
  return (graceMs) =>
    (closed ??= new Promise<void>((resolve) => {
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      states.waiting.forEach((socket) => states.drop(socket));
      states.underway.forEach(closeAfter);
    }));
}
