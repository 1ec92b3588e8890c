// A route's query parameters as openapi.yaml declares them, $refs resolved, for the parameter checks.
import { queryParametersIn, type OpenApiDocument } from '../../core/openapi/documentShape';

/** A query parameter as openapi.yaml declares it, what the checks read of it. */
export interface ParameterSchema {
  name: string;
  required?: boolean;
  allowReserved?: boolean;
  schema?: { type?: unknown };
}

/** A route's query parameters, `$ref`s resolved. */
export const parametersOf = (document: OpenApiDocument, path: string): ParameterSchema[] =>
  [...queryParametersIn(document, path).values()] as ParameterSchema[];

/**
 * The JSON Schema of a route's query parameters as one object, which `npm run gen:embedded` compiles
 * ahead of time (src/core/generated/queryValidators.js: no code is generated at run time, as a
 * strict content security policy wants); `#/components/...` resolves in the document's.
 */
export function querySchema(document: OpenApiDocument, path: string): object {
  const parameters = parametersOf(document, path);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    components: document.components,
  };
}

/** How the compiled checks read a query: ajv's coercion reads `limit=20` as the integer the schema wants, as the validator did. */
export const QUERY_AJV_OPTIONS = { coerceTypes: true } as const;
