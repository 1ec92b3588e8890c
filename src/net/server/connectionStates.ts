// What a server's connections are doing (waiting, answering), for the connection cap and the graceful stop.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What a server's connections are doing, for the connection cap and the graceful stop. */
export interface ConnectionStates {
  /** Open connections with no request under way (idle between keep-alive requests, or still sending headers), longest waiting first. */
  readonly waiting: ReadonlySet<Socket>;
  /** The answers under way. */
  readonly underway: ReadonlySet<ServerResponse>;
  /** How many connections are open (not counting those `drop` has closed). */
  readonly open: number;
  /** Closes a connection at once, and forgets it at once: the next one counts without it. */
  drop(socket: Socket): void;
}

const tracked = new WeakMap<Server, ConnectionStates>();

/** The states of `server`'s connections, tracked from the first call on: make it as soon as the server exists. */
export function connectionStates(server: Server): ConnectionStates {
  const known = tracked.get(server);
  if (known) return known;
  // A Set iterates in the order of insertion: a connection goes to the end each time it starts waiting.
  const waiting = new Set<Socket>();
  const underway = new Set<ServerResponse>();
  const open = new Set<Socket>();
  const forget = (socket: Socket) => {
    open.delete(socket);
    waiting.delete(socket);
  };
  const states: ConnectionStates = {
    waiting,
    underway,
    get open() {
      return open.size;
    },
    drop(socket) {
      forget(socket);
      socket.destroy();
    },
  };
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    waiting.add(socket);
    socket.once('close', () => forget(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    waiting.delete(req.socket);
    underway.add(res);
    res.once('close', () => {
      underway.delete(res);
      if (open.has(req.socket) && !req.socket.destroyed) waiting.add(req.socket);
    });
  });
  tracked.set(server, states);
  return states;
}
