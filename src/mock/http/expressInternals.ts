// Every use of Express's internals, in one module: the mock's step run before the router walks its
// layers (the router's `handle`, which `app.handle` calls last), and the app's requests made on the
// prototypes Express gives them (`app.request`, `app.response`, which `app.handle` sets on each).
// Neither is in Express's documented API: expressInternals.test.ts holds what each relies on, on
// every Node the project supports, and each falls back to plain Express where the internal is gone.
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestClasses } from '../../net/server/listen';

/** An error the first step passed on, which the router's walk raises again from its first layer. */
const PASSED_ERROR = Symbol('release-pages-mock: error of the first step');
type Marked = Request & { [PASSED_ERROR]?: unknown };

interface Walkable {
  handle(req: Request, res: Response, done: NextFunction): void;
}

/**
 * Runs `step` for every request the app handles before its router walks its layers: the router's
 * walk (a closure to restore the request's fields, its URL parsed again, each layer matched,
 * parameters processed, the prefix trimmed) is a measurable share of a request's CPU, and nearly
 * every request is answered by `step` alone (bench/README.md, "s27-rotation"). Express's
 * `app.handle` still runs whole (the
 * request's and response's prototypes, so `res.status` and the rest are Express's, and hooks an
 * app the mock is mounted in set on them stay in the path). When `step` calls `next`, the router
 * walks its layers as before (`/docs`, the 404, the error handler): with an error, the first of
 * them (`app.use(raisePassedError)`, which must be mounted before any other) passes it on.
 *
 * As the router would, `originalUrl` is set before `step` (the router sets it, with `baseUrl`,
 * `next` and `params`, when it walks; `step` reads only the first). Where the router has no
 * `handle` (an Express that changed it), `step` is the router's next layer instead: the same
 * answers, with the walk.
 */
export function firstStepOf(app: Express, step: RequestHandler): void {
  // Express 5 makes the router on first use; its `handle` is what `app.handle` calls last.
  const router = app.router as unknown as Partial<Walkable> | undefined;
  if (typeof router?.handle !== 'function') return void app.use(step);
  const walk = router.handle.bind(router);
  router.handle = (req: Request, res: Response, done: NextFunction) => {
    req.originalUrl ||= req.url;
    const onward = (error?: unknown) => {
      if (error !== undefined && error !== null) (req as Marked)[PASSED_ERROR] = error;
      walk(req, res, done);
    };
    try {
      // Any promise `step` returns is not awaited: it passes its own failures to `next`.
      void step(req, res, onward);
    } catch (error) {
      onward(error);
    }
  };
}

/** The router's first layer beside `firstStepOf`: the first step's error, passed on to the error handler. */
export const raisePassedError: RequestHandler = (req, _res, next) => {
  const error = (req as Marked)[PASSED_ERROR];
  if (error === undefined) return next();
  delete (req as Marked)[PASSED_ERROR];
  next(error);
};

const made = new WeakMap<Express, RequestClasses>();

/**
 * Whether this Node's own requests and responses get maps of their own once Express sets their
 * prototype: so up to Node 22; from Node 24 (V8 13) they keep sharing theirs, and node:http's classes
 * serve as they are. expressInternals.test.ts checks both sides on the Node it runs on.
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
 * or response missed and fell back to the runtime (`perf`: `Runtime_LoadIC_Miss`,
 * `Runtime_StoreIC_Miss`; bench/README.md, "The eleventh pass"). Made by these classes, a
 * request already has
 * that prototype, Express's `setPrototypeOf` changes nothing, and requests share their maps.
 * A server that makes plain requests (supertest, an embedding app's) is served as before. Where
 * node:http's requests keep shared maps (`DETACHED_MAPS` false), the app is left as it is and
 * node:http's classes are returned, unless `needed` says otherwise; so too where the app has no
 * such prototypes (an Express that changed them).
 */
export function requestClassesOf(app: Express, needed = DETACHED_MAPS): RequestClasses {
  if (!needed || !isObject(app.request) || !isObject(app.response)) return NODE_OWN;
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

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** `target` made a copy of `source` (own properties and prototype), without a `constructor` of its own: `req.constructor` stays node:http's. */
function renewedAs<T extends object>(target: object, source: T): T {
  delete (target as { constructor?: unknown }).constructor;
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
  Object.setPrototypeOf(target, Object.getPrototypeOf(source));
  return target as T;
}
