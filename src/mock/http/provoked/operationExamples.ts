import type { OpenApiDocument } from '../../../core/openapi/documentShape';
import { DETAIL_PATH, LISTING_PATH } from '../../../core/spec';

type Examples = Record<string, { value?: unknown; $ref?: string }>;
type Operation = { get?: { responses?: Record<string, { content?: Record<string, { examples?: Examples }> }> } };

/** The named examples of a path's 200 JSON answer, `$ref`s to component examples followed. */
function examplesOf(document: OpenApiDocument, path: string): Map<string, unknown> {
  const components = (document.components.examples ?? {}) as Examples;
  const examples = (document.paths[path] as Operation).get?.responses?.['200']?.content?.['application/json']?.examples ?? {};
  return new Map(
    Object.entries(examples).map(([name, example]) => [name, example.$ref ? components[example.$ref.split('/').pop()!].value : example.value]),
  );
}

/**
 * For a request path, the examples `Prefer: example=` may name: the listing's or the detail's
 * (none for any other path).
 */
export function operationExamples(document: OpenApiDocument): (requestPath: string) => Map<string, unknown> {
  const listing = examplesOf(document, LISTING_PATH);
  const detail = examplesOf(document, DETAIL_PATH);
  const none = new Map<string, unknown>();
  return (requestPath) => (requestPath === LISTING_PATH ? listing : /^\/api\/v2\/pages\/[^/]+\/$/.test(requestPath) ? detail : none);
}
