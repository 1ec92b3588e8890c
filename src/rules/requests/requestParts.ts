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

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The path and query of a target. An origin-form target is split as sent, not resolved as a URL:
 * `//` or `//host/x` would read as a host (and `//` throws), where a server sees a path.
 */
function pathAndQuery(target: string): [path: string, query: string] {
  if (ABSOLUTE_FORM.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    return [url.pathname, url.search];
  }
  const [beforeFragment] = target.split('#', 1);
  const start = beforeFragment.indexOf('?');
  return start === -1 ? [beforeFragment, ''] : [beforeFragment.slice(0, start), beforeFragment.slice(start)];
}

/** A request from its method, target (`/api/v2/pages/?type=...`, or an absolute URL) and `Authorization` header. */
export function seenRequestOf(method: string, target: string, authorization?: string): SeenRequest {
  const [path, query] = pathAndQuery(target);
  return { method: method.toUpperCase(), path, query: new URLSearchParams(query), ...(authorization !== undefined && { authorization }) };
}
