// The parsed openapi.yaml, embedded as JSON, and the query parameters of its paths.
import embedded from '../generated/openapiDocument.json';
import { queryParametersIn, type OpenApiDocument, type ParameterObject } from './documentShape';

export type { OpenApiDocument } from './documentShape';

/**
 * The parsed document (YAML anchors resolved), embedded as JSON by `npm run gen:embedded`: no file
 * read and no YAML parser, in Node or in a browser. Callers that mutate it must copy it first.
 */
export function openApiDocument(): OpenApiDocument {
  return embedded as unknown as OpenApiDocument;
}

/** The query parameters a path declares, resolved from `$ref`s, by name. */
export function queryParametersOf(path: string, document: OpenApiDocument = openApiDocument()): Map<string, ParameterObject> {
  return queryParametersIn(document, path);
}
