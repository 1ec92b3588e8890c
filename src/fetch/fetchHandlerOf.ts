// The fetch handler: the mock's core behind a standard `(request: Request) => Promise<Response>`.
import { createMockCore } from '../mock/pipeline/createCore';
import type { CoreOptions } from '../mock/pipeline/coreOptions';
import type { CoreRequest } from '../mock/pipeline/answer';
import { BODY_NOT_INFLATED, UnreadableBody } from '../mock/pipeline/jsonBody';
import { inflaterOf } from './inflate';
import { chunkedStream } from './chunkedStream';
import { concatBytes } from '../mock/service/concatBytes';

/** A standard fetch handler: Node 20+'s global `Request` and `Response`, a browser's, a service worker's. */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * Reads a fetch body up to the limit, counted after inflating, and no further, as body-parser does:
 * a larger one is its 413, an encoding it does not know its 415, a body that does not inflate a 400.
 */
function bodyReader(request: Request): (limitBytes: number) => Promise<Uint8Array> {
  return async (limitBytes) => {
    const encoding = (request.headers.get('content-encoding') ?? 'identity').toLowerCase();
    const inflater = encoding === 'identity' ? undefined : inflaterOf(encoding);
    if (encoding !== 'identity' && inflater === undefined) throw new UnreadableBody('encoding.unsupported', 415);
    const reader = (inflater ? request.body!.pipeThrough(inflater) : request.body!).getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await read(reader, inflater !== undefined); !chunk.done; chunk = await read(reader, inflater !== undefined)) {
      size += chunk.value.length;
      if (size > limitBytes) {
        await reader.cancel();
        throw new UnreadableBody('entity.too.large', 413);
      }
      chunks.push(chunk.value);
    }
    return concatBytes(chunks);
  };
}

/** The next chunk; an inflater's failure (a corrupt or cut body) is the client's 400. */
async function read(reader: ReadableStreamDefaultReader<Uint8Array>, inflating: boolean): ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']> {
  if (!inflating) return reader.read();
  return reader.read().catch(() => {
    throw new UnreadableBody(BODY_NOT_INFLATED, 400);
  });
}

/**
 * The path and query as the URL holds them. `url.search` is empty for a bare `?`, which a client that
 * sends the URL as written (curl, undici 7, Node 24's fetch) puts in the request line: kept, so that the
 * core redirects it as the server does whichever client sent it.
 */
function targetOf(url: URL): string {
  if (url.search !== '') return `${url.pathname}${url.search}`;
  const beforeHash = url.hash === '' ? url.href.replace(/#$/, '') : url.href.slice(0, -url.hash.length);
  return beforeHash.endsWith('?') ? `${url.pathname}?` : url.pathname;
}

/** The core's view of a fetch `Request`: its URL's path and query, its Host from the URL (a fetch request cannot set one). */
function coreRequestOf(request: Request): CoreRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    target: targetOf(url),
    header: (name) => (name === 'host' ? url.host : (request.headers.get(name) ?? undefined)),
    protocol: url.protocol.slice(0, -1),
    body: request.body === null ? undefined : bodyReader(request),
  };
}

/**
 * The mock as a fetch handler, over the same core as the server: every answer the server gives
 * for a request, but `Prefer: drop` rejects with a `TypeError` (fetch's network error), as does a
 * provoked wait that `request.signal` ends (the caller gave up). Needs no Node built-in.
 */
export function fetchHandlerOf(options: Omit<CoreOptions, 'passes' | 'keepValues'>): FetchHandler {
  const core = createMockCore(options);
  return async (request) => {
    const result = await core.handle(coreRequestOf(request), request.signal);
    if (result.kind === 'drop') throw new TypeError('Failed to fetch: the mock dropped the connection (Prefer: drop, or the request was aborted)');
    // The core passes on no path here: only the server has routes of its own (`passes`).
    if (result.kind === 'pass') throw new Error('the fetch handler has no route to pass a request on to');
    const body = request.method === 'HEAD' || result.status === 204 ? null : result.body instanceof Uint8Array ? result.body : chunkedStream(result.body);
    return new Response(body, { status: result.status, headers: new Headers(result.headers) });
  };
}
