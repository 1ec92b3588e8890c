import type { Request, RequestHandler } from 'express';

type Query = Request['query'];

// On the request itself: a WeakMap entry per request measured dearer (its entries must be collected).
const LITERAL_QUERY = Symbol('literal query');
type WithLiteralQuery = Request & { [LITERAL_QUERY]?: Query };

/**
 * Mounted right before express-openapi-validator: keeps the query as Express's simple parser reads it,
 * which is how Django's QueryDict reads it (every value a string, `a[b]` a name of its own), for the
 * checks of reportQueryProblems. The validator coerces values (`limit=1.0` becomes 1, and passes) and
 * reads bracketed names with qs (`limit[x]=1` becomes `limit: {x: '1'}`, `limit[constructor]=1`
 * vanishes): it gets the query without them, and they are reported as the unknown parameters they are.
 */
export const keepLiteralQuery: RequestHandler = (req, _res, next) => {
  // Express 5's req.query is a getter that parses afresh on each read: the validator will mutate another object.
  const query = req.query;
  (req as WithLiteralQuery)[LITERAL_QUERY] = query;
  const names = Object.keys(query);
  if (names.some((name) => name.includes('['))) {
    // Without a prototype, as Express's own: a name such as __proto__ is an own property, never a setter.
    const plain: Query = Object.create(null);
    for (const name of names) if (!name.includes('[')) plain[name] = query[name];
    Object.defineProperty(req, 'query', { value: plain, writable: true, configurable: true, enumerable: true });
  }
  next();
};

/** The query of `req` as the client wrote it (names and values decoded, nothing coerced); its parsed query if keepLiteralQuery did not run. */
export const literalQueryOf = (req: Request): Query => (req as WithLiteralQuery)[LITERAL_QUERY] ?? req.query;
