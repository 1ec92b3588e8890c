// The shape of openapi.yaml as the code reads it, and lookups in it that need no file: usable
// wherever the document is given (in a browser too), where `document.ts` reads it from disk.

export interface ParameterObject {
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

/** The query parameters a path of `document` declares, resolved from `$ref`s, by name. */
export function queryParametersIn(document: OpenApiDocument, path: string): Map<string, ParameterObject> {
  const result = new Map<string, ParameterObject>();
  for (const entry of document.paths[path]?.parameters ?? []) {
    const parameter = '$ref' in entry ? document.components.parameters[entry.$ref.split('/').pop()!] : entry;
    if (parameter.in === 'query') result.set(parameter.name, parameter);
  }
  return result;
}
