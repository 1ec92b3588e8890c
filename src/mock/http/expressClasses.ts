import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { RequestClasses } from '../../net/server/listen';

const made = new WeakMap<Express, RequestClasses>();

/**
 * Whether this Node's own requests and responses get maps of their own once Express sets their
 * prototype: so up to Node 22; from Node 24 (V8 13) they keep sharing theirs, and node:http's classes
 * serve as they are. expressClasses.test.ts checks both sides on the Node it runs on.
 */
export const DETACHED_MAPS = Number(process.versions.node.split('.')[0]) < 24;

/** node:http's own classes (`listen`'s default). */
const NODE_OWN: RequestClasses = Object.freeze({});

/**
 * Classes for node:http to make an app's requests and responses with, already on the prototypes
 * Express gives them: once made, `app.request` and `app.response` are these classes' prototypes,
 * each a copy of what it was (its own properties, `app` among them, and its prototype).
 *
 * Why: Express's `app.handle` sets every request's and response's prototype. On an object that has
 * properties, V8 then gives it a map of its own (a prototype set leaves a "detached" map, whose later
 * property additions are not kept as shared transitions), so each property the router, Express
 * and the mock add made a new map for every request, and every inline cache that reads a request
 * or response missed and fell back to the runtime: ~12% of a rotating request's CPU (`perf`:
 * `Runtime_LoadIC_Miss`, `Runtime_StoreIC_Miss`). Made by these classes, a request already has
 * that prototype, Express's `setPrototypeOf` changes nothing, and requests share their maps.
 * A server that makes plain requests (supertest, an embedding app's) is served as before. Where
 * node:http's requests keep shared maps (`DETACHED_MAPS` false), the app is left as it is and
 * node:http's classes are returned, unless `needed` says otherwise.
 */
export function requestClassesOf(app: Express, needed = DETACHED_MAPS): RequestClasses {
  if (!needed) return NODE_OWN;
  const known = made.get(app);
  if (known) return known;
  class Request extends IncomingMessage {}
  class Response extends ServerResponse {}
  app.request = renewedAs(Request.prototype, app.request);
  app.response = renewedAs(Response.prototype, app.response);
  const classes: RequestClasses = { IncomingMessage: Request, ServerResponse: Response as typeof ServerResponse };
  made.set(app, classes);
  return classes;
}

/** `target` made a copy of `source` (own properties and prototype), without a `constructor` of its own: `req.constructor` stays node:http's. */
function renewedAs<T extends object>(target: object, source: T): T {
  delete (target as { constructor?: unknown }).constructor;
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
  Object.setPrototypeOf(target, Object.getPrototypeOf(source));
  return target as T;
}
