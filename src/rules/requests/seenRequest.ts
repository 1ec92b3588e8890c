/** A request as a client sent it, all the request rules read: nothing of the answer. */
export interface SeenRequest {
  /** As sent (`HEAD` stays `HEAD`). */
  method: string;
  /** The path as sent, without the query. */
  path: string;
  query: URLSearchParams;
  /** The `Authorization` header as sent; undefined when there is none. */
  authorization?: string;
}

/** A request from its method, target (`/api/v2/pages/?type=...`, or an absolute URL) and `Authorization` header. */
export function seenRequestOf(method: string, target: string, authorization?: string): SeenRequest {
  const url = new URL(target, 'http://localhost');
  // A URLSearchParams of its own: the one a URL holds re-reads the URL's query on each use.
  return { method: method.toUpperCase(), path: url.pathname, query: new URLSearchParams(url.search), ...(authorization !== undefined && { authorization }) };
}
