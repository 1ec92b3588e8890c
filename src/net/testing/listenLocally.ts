// Serving an app on a free loopback port in tests, and a port nothing listens on.
import type { Express } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen as listenOn, type Listening } from '../server/listen';

/** Serves an app on a free loopback port; `close` stops it. */
export const listenLocally = (app: Express): Promise<Listening> => listenOn(app, 0, '127.0.0.1');

/** A port nothing listens on: a server's, once it is closed. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
