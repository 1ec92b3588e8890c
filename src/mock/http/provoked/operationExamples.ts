// The named examples of openapi.yaml's 200 answers, which `Prefer: example=` serves.
import type { OpenApiDocument } from '../../../core/openapi/documentShape';
import { DETAIL_PATH, LISTING_PATH } from '../../../core/spec';

type Examples = Record<string, { value?: unknown; $ref?: string }>;
type Operation = { get?: { responses?: Record<string, { content?: Record<string, { examples?: Examples }> }> } };
type Item = { id?: number; meta?: { detail_url?: string } };

/** The named examples of a path's 200 JSON answer, `$ref`s to component examples followed. */
function examplesOf(document: OpenApiDocument, path: string): Map<string, unknown> {
  const components = (document.components.examples ?? {}) as Examples;
  const examples = (document.paths[path] as Operation).get?.responses?.['200']?.content?.['application/json']?.examples ?? {};
  return new Map(Object.entries(examples).map(([name, example]) => [name, example.$ref ? components[example.$ref.split('/').pop()!].value : example.value]));
}

/** An example's item as served: the id given (none: the example's own) and its `detail_url` on the live origin. */
function liveItem(item: Item, id: number | undefined, origin: string): Item {
  const live = structuredClone(item);
  if (live.id !== undefined && id !== undefined) live.id = id;
  if (live.meta?.detail_url !== undefined) live.meta.detail_url = `${origin}${LISTING_PATH}${live.id}/`;
  return live;
}

const mapValues = (examples: Map<string, unknown>, live: (example: unknown) => unknown) =>
  new Map([...examples].map(([name, example]) => [name, live(example)]));

const DETAIL = /^\/api\/v2\/pages\/([^/]+)\/$/;

/**
 * For a request path and the origin it came to, the examples `Prefer: example=` may name: the
 * listing's or the detail's (none for any other path), as served. The document's examples name
 * port 4010 and an id no dataset need hold; served, they link to where the request went and hold
 * ids of the data, so that a client following `detail_url` finds the release: the listing's items
 * take the ids of the data's first releases (`firstIds`, page-tree order), the detail the id asked
 * for. Everything else is the document's example as written.
 */
export function operationExamples(
  document: OpenApiDocument,
  firstIds: (count: number) => number[],
): (requestPath: string, origin: string) => Map<string, unknown> {
  const listing = examplesOf(document, LISTING_PATH);
  const detail = examplesOf(document, DETAIL_PATH);
  return (requestPath, origin) => {
    if (requestPath === LISTING_PATH) {
      return mapValues(listing, (example) => {
        const page = example as { items: Item[] };
        const ids = firstIds(page.items.length);
        return { ...page, items: page.items.map((item, i) => liveItem(item, ids[i], origin)) };
      });
    }
    const id = DETAIL.exec(requestPath)?.[1];
    if (id === undefined) return new Map();
    // A path id that is not a number is the real answer's 404 to give, not an example's to hold.
    return mapValues(detail, (example) => liveItem(example as Item, /^\d+$/.test(id) ? Number(id) : undefined, origin));
  };
}
