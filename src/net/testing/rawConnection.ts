// Plain TCP connections for tests that send bytes as written and read what comes back.
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything received so far. */
  received: () => string;
  /** Resolves, with what was received, once the server has closed the connection (or reset it). */
  closed: Promise<string>;
}

/**
 * A plain TCP connection to `url`'s host and port, that sends `text` once connected (nothing if
 * empty): for requests no HTTP client sends (half a request, none at all). `from`: the local
 * address to connect from (another loopback address is another client).
 */
export function rawConnection(url: string, text = '', from?: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress: from }, () => {
      socket.off('error', reject);
      if (text) socket.write(text);
      resolve({ socket, received: () => received, closed });
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', reject);
    // A reset after the connection opened ends it as a close does.
    socket.on('error', () => {});
  });
}

/** A GET of `path` that keeps its connection open after the answer. */
export const keepAliveGet = (path: string, headers: Record<string, string> = {}) =>
  [`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
