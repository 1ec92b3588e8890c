import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { COMPILED, OPENAPI_JSON_PATH, OPENAPI_PATH } from '../packageFiles';

interface ParameterObject {
  name: string;
  in: string;
  schema?: { enum?: string[] };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, { parameters?: ({ $ref: string } | ParameterObject)[] } & Record<string, unknown>>;
  components: { parameters: Record<string, ParameterObject>; schemas: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

let cached: OpenApiDocument | undefined;

/** The parsed document (YAML anchors resolved). Callers that mutate it must copy it first. */
export function openApiDocument(): OpenApiDocument {
  cached ??= (COMPILED ? JSON.parse(readFileSync(OPENAPI_JSON_PATH, 'utf8')) : parse(readFileSync(OPENAPI_PATH, 'utf8'))) as OpenApiDocument;
  return cached;
}

/** The query parameters a path declares, resolved from `$ref`s, by name. */
export function queryParametersOf(path: string, document: OpenApiDocument = openApiDocument()): Map<string, ParameterObject> {
  const result = new Map<string, ParameterObject>();
  for (const entry of document.paths[path]?.parameters ?? []) {
    const parameter = '$ref' in entry ? document.components.parameters[entry.$ref.split('/').pop()!] : entry;
    if (parameter.in === 'query') result.set(parameter.name, parameter);
  }
  return result;
}
