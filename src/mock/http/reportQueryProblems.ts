import type { ErrorRequestHandler, NextFunction, Request, RequestHandler } from 'express';
import type { OpenApiRequest } from 'express-openapi-validator/dist/framework/types';
import { queryParametersOf, type OpenApiDocument } from '../../core/openapi/document';
import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS } from '../domain/fieldSelection';
import { QueryError } from '../domain/queryError';
import { literalQueryOf } from './literalQuery';
import { otherProblem, type ValidationProblem } from './parameterProblem';
import { queryProblems, type RouteQuery } from './queryProblems';
import { DETAIL_PATH, LISTING_PATH } from '../../core/spec';

/**
 * The document express-openapi-validator is given: a copy in which every query parameter allows
 * reserved characters, as the validator would reject an unencoded one before checking anything
 * else; `reportQueryProblems` reports it among the others.
 */
export function validatorDocument(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const parameters = [...Object.values(copy.components.parameters), ...Object.values(copy.paths).flatMap((path) => path.parameters ?? [])];
  for (const parameter of parameters) {
    if (!('$ref' in parameter) && parameter.in === 'query') Object.assign(parameter, { allowReserved: true });
  }
  return copy;
}

function routeQuery(path: string, defaultFields: RouteQuery['defaultFields'], document: OpenApiDocument): RouteQuery {
  const parameters = [...queryParametersOf(path, document).values()] as { name: string; allowReserved?: boolean; schema?: { type?: unknown } }[];
  return {
    parameters: parameters.map((p) => p.name),
    reservedAllowed: new Set(parameters.filter((p) => p.allowReserved).map((p) => p.name)),
    integers: new Set(parameters.filter((p) => p.schema?.type === 'integer').map((p) => p.name)),
    defaultFields,
  };
}

interface ValidatorError {
  status?: number;
  errors?: ValidationProblem[];
}

/**
 * Mounted right after express-openapi-validator, which checks values only (unknown parameters
 * and reserved characters let through): every problem of the query, the validator's among them,
 * goes out in one 400, a sentence each, separated by `; `. Both forms: after a request the validator
 * passed, and after its 400. The query judged is the literal one (keepLiteralQuery), not the validator's coerced copy.
 */
export function reportQueryProblems(document: OpenApiDocument): [RequestHandler, ErrorRequestHandler] {
  const routes = new Map<string, RouteQuery>([
    [LISTING_PATH, routeQuery(LISTING_PATH, LISTING_DEFAULT_FIELDS, document)],
    [DETAIL_PATH, routeQuery(DETAIL_PATH, DETAIL_DEFAULT_FIELDS, document)],
  ]);

  const report = (req: Request, validatorProblems: readonly ValidationProblem[], next: NextFunction) => {
    // No route when the validator could not match the path (a malformed one): only its problems to say.
    const route = routes.get((req as OpenApiRequest).openapi?.openApiRoute ?? '');
    const sentences = route ? queryProblems(route, literalQueryOf(req), req.originalUrl, validatorProblems) : validatorProblems.map(otherProblem);
    next(sentences.length > 0 ? new QueryError(sentences.join('; ')) : undefined);
  };

  return [
    (req, _res, next) => report(req, [], next),
    (error: ValidatorError, req, _res, next) => (error.status === 400 && error.errors ? report(req, error.errors, next) : next(error)),
  ];
}
