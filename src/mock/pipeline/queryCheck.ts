// The parameter checks of a query, compiled from openapi.yaml ahead of time, with Wagtail's messages for what they refuse.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { detailQuery, listingQuery } from '../../core/generated/queryValidators';
import type { OpenApiDocument } from '../../core/openapi/documentShape';
import { parametersOf } from './querySchema';
import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS } from '../domain/fieldSelection';
import type { ValidationProblem } from '../http/parameterProblem';
import { queryProblems, type RouteQuery } from '../http/queryProblems';
import { DETAIL_PATH, LISTING_PATH } from '../../core/spec';

/** A query as Django's QueryDict reads it: every value a string, a name given twice an array, `a[b]` a name of its own. */
export type LiteralQuery = Record<string, string | string[]>;

/**
 * The most query fields a request may have: Django's `DATA_UPLOAD_MAX_NUMBER_FIELDS` (1,000 by
 * default), which bounds every query Wagtail reads; past it, Django's `TooManyFieldsSent`, a 400.
 */
export const MAX_QUERY_FIELDS = 1000;

/** Whether the target's query has more fields than Django reads, counted as Python's `parse_qsl` counts them: one more than its `&`s. */
export function tooManyQueryFields(target: string): boolean {
  const start = target.indexOf('?');
  if (start === -1 || start === target.length - 1) return false;
  let fields = 1;
  for (let at = target.indexOf('&', start); at !== -1 && fields <= MAX_QUERY_FIELDS; at = target.indexOf('&', at + 1)) fields++;
  return fields > MAX_QUERY_FIELDS;
}

/** The query of a request target, names and values decoded (`+` a space), without a prototype: `__proto__` is a name like any. */
export function literalQuery(target: string): LiteralQuery {
  const query: LiteralQuery = Object.create(null);
  const start = target.indexOf('?');
  if (start === -1) return query;
  for (const [name, value] of new URLSearchParams(target.slice(start + 1))) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** A route's query parameters: what queryProblems needs, and the ajv check of their values. */
interface CheckedRoute {
  route: RouteQuery;
  validate: (query: Record<string, unknown>) => ValidationProblem[];
}

/**
 * A problem as express-openapi-validator reported it before the core (its `augmentAjvErrors` and
 * `ajvErrorsToValidatorError`): the parameter's path, ajv's message, the keyword as an error code.
 */
function problemOf(error: ErrorObject): ValidationProblem {
  const name = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : error.instancePath;
  const allowed = error.keyword === 'enum' ? `: ${(error.params.allowedValues as unknown[]).join(', ')}` : '';
  return { path: `/query${name}`, message: `${error.message ?? ''}${allowed}`, errorCode: `${error.keyword}.openapi.validation` };
}

function checkedRoute(document: OpenApiDocument, path: string, defaultFields: RouteQuery['defaultFields'], validate: ValidateFunction): CheckedRoute {
  const parameters = parametersOf(document, path);
  const declared = parameters.map((p) => p.name);
  const isDeclared = new Set(declared);
  return {
    route: {
      parameters: declared,
      reservedAllowed: new Set(parameters.filter((p) => p.allowReserved).map((p) => p.name)),
      integers: new Set(parameters.filter((p) => p.schema?.type === 'integer').map((p) => p.name)),
      defaultFields,
    },
    // Coercion writes into the object: the check gets a copy, without the bracketed names (unknown parameters, reported as such).
    validate: (query) => {
      const copy: Record<string, unknown> = {};
      // Every declared parameter first, in openapi.yaml's order, absent ones as undefined (which the
      // validator reads as absent): one shape of object whatever the order and choice of a query's
      // parameters, so the validator's reads stay monomorphic (a rotation's queries would otherwise
      // make a shape each). Then the others, name by name, not a spread and a `delete` (the literal
      // query has no prototype, so V8 keeps it as a dictionary, which a spread reads slowly);
      // `__proto__` stays an own property.
      for (const name of declared) copy[name] = query[name];
      for (const name of Object.keys(query)) {
        if (isDeclared.has(name) || name.includes('[')) continue;
        if (name === '__proto__') Object.defineProperty(copy, name, { value: query[name], writable: true, enumerable: true, configurable: true });
        else copy[name] = query[name];
      }
      return validate(copy) ? [] : (validate.errors ?? []).map(problemOf);
    },
  };
}

export type QueryRoute = 'listing' | 'detail';

/**
 * The parameter checks of openapi.yaml's two routes: for a request target, every problem of its
 * query (the literal one) in one sentence each, joined by `; ` (Wagtail's `{"message"}` of the 400),
 * or undefined when it has none.
 */
export function queryChecks(document: OpenApiDocument): (route: QueryRoute, target: string, query: LiteralQuery) => string | undefined {
  const routes = {
    listing: checkedRoute(document, LISTING_PATH, LISTING_DEFAULT_FIELDS, listingQuery),
    detail: checkedRoute(document, DETAIL_PATH, DETAIL_DEFAULT_FIELDS, detailQuery),
  };
  return (name, target, query) => {
    const { route, validate } = routes[name];
    const sentences = queryProblems(route, query, target, validate(query));
    return sentences.length > 0 ? sentences.join('; ') : undefined;
  };
}
