import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { COMPILED, OPENAPI_JSON_PATH, OPENAPI_PATH } from '../packageFiles';
import { queryParametersIn, type OpenApiDocument, type ParameterObject } from './documentShape';

export type { OpenApiDocument } from './documentShape';

let cached: OpenApiDocument | undefined;

/** The parsed document (YAML anchors resolved). Callers that mutate it must copy it first. */
export function openApiDocument(): OpenApiDocument {
  cached ??= (COMPILED ? JSON.parse(readFileSync(OPENAPI_JSON_PATH, 'utf8')) : parse(readFileSync(OPENAPI_PATH, 'utf8'))) as OpenApiDocument;
  return cached;
}

/** The query parameters a path declares, resolved from `$ref`s, by name. */
export function queryParametersOf(path: string, document: OpenApiDocument = openApiDocument()): Map<string, ParameterObject> {
  return queryParametersIn(document, path);
}
