import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';

/** An error the first step passed on, which the router's walk raises again from its first layer. */
const PASSED_ERROR = Symbol('release-pages-mock: error of the first step');
type Marked = Request & { [PASSED_ERROR]?: unknown };

interface Walkable {
  handle(req: Request, res: Response, done: NextFunction): void;
}

/**
 * Runs `step` for every request the app handles before its router walks its layers: the router's
 * walk (a closure to restore the request's fields, its URL parsed again, each layer matched,
 * parameters processed, the prefix trimmed) cost a rotating request ~4% of its CPU, and nearly
 * every request is answered by `step` alone. Express's `app.handle` still runs whole (the
 * request's and response's prototypes, so `res.status` and the rest are Express's, and hooks an
 * app the mock is mounted in set on them stay in the path). When `step` calls `next`, the router
 * walks its layers as before (`/docs`, the 404, the error handler): with an error, the first of
 * them (`app.use(raisePassedError)`, which must be mounted before any other) passes it on.
 *
 * As the router would, `originalUrl` is set before `step` (the router sets it, with `baseUrl`,
 * `next` and `params`, when it walks; `step` reads only the first).
 */
export function firstStepOf(app: Express, step: RequestHandler): void {
  // Express 5 makes the router on first use; its `handle` is what `app.handle` calls last.
  const router = app.router as unknown as Walkable;
  const walk = router.handle.bind(router);
  router.handle = (req, res, done) => {
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
