// Express as the package's declarations name it, shipped as dist/vendor/express.d.ts beside the
// bundled Express: a user needs no @types/express for them. An app and a router are request
// handlers (an app also listens); with @types/express installed, cast for the rest of its API.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A request handler, written as a method so that a handler typed with Express's own, narrower request
 * and response (a router from @types/express) is accepted, as a method's parameters are compared both ways.
 */
export type RequestHandler = { handle(request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void }['handle'];

export type Router = RequestHandler;

export type Express = RequestHandler & {
  (request: IncomingMessage, response: ServerResponse): void;
  listen(port?: number, hostname?: string, callback?: (error?: Error) => void): Server;
  listen(port?: number, callback?: (error?: Error) => void): Server;
};
